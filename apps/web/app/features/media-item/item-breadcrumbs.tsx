import { useTranslation } from 'react-i18next';
import { BreadcrumbTrail } from '../shell/breadcrumbs';
import type { Crumb } from './series-structure';

/** spec 1 §2 breadcrumbs of a media page: home, the series and season it belongs to, the page itself last. */
export function ItemBreadcrumbs({ trail, className }: { trail: Crumb[]; className?: string }) {
  const { t } = useTranslation();
  const current = trail.at(-1);
  const crumbs = [{ label: t('breadcrumbs.main'), href: '/' }, ...trail.slice(0, -1), ...(current ? [{ label: current.label }] : [])];
  return <BreadcrumbTrail crumbs={crumbs} className={className} />;
}
