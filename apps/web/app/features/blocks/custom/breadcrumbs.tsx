import type { MediaBlock } from '@efir/contract';
import { BreadcrumbTrail } from '../../shell/breadcrumbs';
import styles from '../blocks.module.css';
import { dataOf, list, str } from '../custom-data';

/** The breadcrumbs block, in the look of every other trail: links up to the last crumb, which is the current page. */
export function BreadcrumbsBlock({ block }: { block: MediaBlock }) {
  const crumbs = list(dataOf(block), 'breadcrumbs').flatMap((crumb) => {
    const label = str(crumb, 'title');
    return label ? [{ label, href: str(crumb, 'link') }] : [];
  });
  if (crumbs.length === 0) return null;
  return (
    <div className={styles.crumbs}>
      <BreadcrumbTrail crumbs={crumbs} />
    </div>
  );
}
