import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons';
import styles from '../shell/breadcrumbs.module.css';
import type { Crumb } from './series-structure';

/** spec 1 §2 breadcrumbs of a media page: home, the series and season it belongs to, the page itself last. */
export function ItemBreadcrumbs({ trail, className }: { trail: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  const links = [{ label: t('breadcrumbs.main'), href: '/' }, ...trail.slice(0, -1)];
  const current = trail.at(-1);
  return (
    <nav aria-label={t('breadcrumbs.label')} className={`${styles.breadcrumbs} ${className ?? ''}`}>
      <ol className={styles.list}>
        {links.map((crumb) => (
          <li key={crumb.href} className={styles.crumb}>
            <Link to={crumb.href} className={styles.link}>
              {crumb.label}
            </Link>
            <ChevronRightIcon />
          </li>
        ))}
        {current ? (
          <li className={styles.crumb}>
            <span aria-current="page">{current.label}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
