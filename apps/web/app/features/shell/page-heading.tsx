import { Breadcrumbs } from './breadcrumbs';
import { usePageLayout } from './layout-context';
import styles from './page-heading.module.css';

/** A page's breadcrumbs (on pages with the layout) and its h1. */
export function PageHeading({ title }: { title: string }) {
  const { header } = usePageLayout();
  return (
    <div className={styles.heading}>
      {header && <Breadcrumbs title={title} />}
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
