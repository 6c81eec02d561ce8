import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons';
import styles from './breadcrumbs.module.css';
import { breadcrumbsFor } from './breadcrumbs-for';

/** The trail to the current page, which it ends with the page's `title`. */
export function Breadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {breadcrumbsFor(pathname).map((crumb) => (
          <li key={crumb.href} className={styles.crumb}>
            <Link to={crumb.href} className={styles.link}>
              {t(crumb.labelKey)}
            </Link>
            <ChevronRightIcon />
          </li>
        ))}
        <li className={styles.crumb}>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
