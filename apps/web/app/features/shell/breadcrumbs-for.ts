/** spec 1 §2: paths with a breadcrumb label, each naming its title key `page.<label>`; `href` where the section lives elsewhere. */
const LABELLED: Record<string, { label: string; href?: string }> = {
  '/tv': { label: 'tv' },
  '/karaoke': { label: 'karaoke', href: '/karaoke/catalog' },
  '/services': { label: 'services' },
  '/collections': { label: 'collections' },
  '/search': { label: 'search' },
  '/my': { label: 'my' },
  '/my/bonuses': { label: 'my_bonuses' },
  '/my/random': { label: 'my_random' },
  '/my/collection': { label: 'my_collection' },
  '/my/devices': { label: 'my_devices' },
  '/my/payments_and_services': { label: 'my_payments_and_services' },
  '/my/payments_and_services/payments': { label: 'my_payments' },
  '/my/payments_and_services/services': { label: 'my_services' },
  '/my/positions': { label: 'my_positions' },
  '/my/settings': { label: 'my_settings' },
  '/my/certificates': { label: 'my_certificates' },
  '/my/journal': { label: 'my_journal' },
  '/my/journal/messages': { label: 'my_messages' },
  '/my/journal/polls': { label: 'my_polls' },
  '/my/reminders': { label: 'my_reminders' },
  '/promo_events': { label: 'promo_events' },
  '/offer': { label: 'offer' },
  '/docs': { label: 'docs' },
  '/faq': { label: 'faq' },
  '/support': { label: 'support' },
  '/contacts': { label: 'contacts' },
};

/** Pages whose address stands alone but whose place is inside a section (spec 2 §2: personal area, then promo code). */
const PLACED_UNDER: Record<string, string> = {
  '/promocode': '/my',
  '/tvcode': '/my',
};

export interface Crumb {
  /** i18n key of the label. */
  labelKey: string;
  href: string;
}

/** The links above the page: home, then every labelled section on its path. The page itself ends the trail with its own title. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const placed = PLACED_UNDER[pathname];
  const segments = (placed ? `${placed}${pathname}` : pathname).split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ labelKey: 'breadcrumbs.main', href: '/' }];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join('/')}`;
    const section = LABELLED[path];
    const href = section?.href ?? path;
    if (section && href !== pathname) crumbs.push({ labelKey: `page.${section.label}`, href });
  }
  return crumbs;
}
