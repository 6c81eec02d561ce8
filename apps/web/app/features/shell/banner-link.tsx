import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

/** A banner's operator-set link: a site path navigates in the app, an https address opens as a page. */
export function BannerLink({
  url,
  className,
  style,
  children,
}: {
  url: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  if (url.startsWith('/'))
    return (
      <Link to={url} className={className} style={style}>
        {children}
      </Link>
    );
  return (
    <a href={url} className={className} style={style} rel="noopener">
      {children}
    </a>
  );
}
