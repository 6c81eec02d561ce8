import type { MediaBlock } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../blocks.module.css';
import { dataOf, list, str } from '../custom-data';

/** The breadcrumbs block: links up to the last crumb, which is the current page. */
export function BreadcrumbsBlock({ block }: { block: MediaBlock }) {
  const { t } = useTranslation();
  const crumbs = list(dataOf(block), 'breadcrumbs').filter((crumb) => str(crumb, 'title'));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={str(crumb, 'title')}>
            {str(crumb, 'link') ? (
              <Link to={str(crumb, 'link') ?? '/'}>{str(crumb, 'title')}</Link>
            ) : (
              <span aria-current="page">{str(crumb, 'title')}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
