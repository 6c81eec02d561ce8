import type { MenuItem } from '@efir/contract';
import { NavLink } from 'react-router';

const isInternal = (target: string) => target.startsWith('/') && !target.startsWith('//');

/** A server menu item: a router link for our own paths (marked while current), a plain link for any other address. */
export function MenuLink({
  item,
  className,
  activeClassName,
  onClick,
}: {
  item: MenuItem;
  className?: string;
  activeClassName?: string;
  onClick?: () => void;
}) {
  if (!isInternal(item.target)) {
    return (
      <a href={item.target} className={className} onClick={onClick}>
        {item.title}
      </a>
    );
  }
  return (
    <NavLink
      to={item.target}
      className={({ isActive }) => (isActive && activeClassName ? `${className} ${activeClassName}` : className)}
      onClick={onClick}
      end={item.target === '/'}
    >
      {item.title}
    </NavLink>
  );
}
