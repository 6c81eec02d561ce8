import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons';
import styles from './breadcrumbs.module.css';
import { breadcrumbsFor } from './breadcrumbs-for';

export type TrailCrumb = { label: string; href?: string | null };

/** One look for every trail (pages, media items, an operator's landing): links up to the page, which ends it unlinked. */
export function BreadcrumbTrail({ crumbs, className }: { crumbs: TrailCrumb[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('breadcrumbs.label')}
      data-breadcrumbs
      className={className ? `${styles.breadcrumbs} ${className}` : styles.breadcrumbs}
    >
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.href ?? ''}:${crumb.label}`} className={styles.crumb}>
              {crumb.href ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
              {last ? null : <ChevronRightIcon />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The trail to the current page, which it ends with the page's `title`. */
export function Breadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = breadcrumbsFor(pathname).map((crumb) => ({ label: t(crumb.labelKey), href: crumb.href }));
  return <BreadcrumbTrail crumbs={[...links, { label: title }]} />;
}
