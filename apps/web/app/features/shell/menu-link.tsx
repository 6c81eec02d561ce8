import type { MenuItem } from '@efir/contract';
import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';

const isInternal = (target: string) => target.startsWith('/') && !target.startsWith('//');

type MenuLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'className' | 'children'> & {
  item: MenuItem;
  className?: string;
  activeClassName?: string;
};

/**
 * A server menu item: a router link for our own paths (marked while current), a plain link for any other address.
 * Other props and the ref pass through, so menu primitives (the 'more' dropdown) can make it one of their items.
 */
export function MenuLink({ item, className, activeClassName, ...rest }: MenuLinkProps) {
  if (!isInternal(item.target)) {
    return (
      <a {...rest} href={item.target} className={className}>
        {item.title}
      </a>
    );
  }
  return (
    <NavLink
      {...rest}
      to={item.target}
      className={({ isActive }) => (isActive && activeClassName ? `${className} ${activeClassName}` : (className ?? ''))}
      end={item.target === '/'}
    >
      {item.title}
    </NavLink>
  );
}
