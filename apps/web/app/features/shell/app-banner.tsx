import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/brand-context';
import { useRootData } from '../../session/root-data';
import { buttonClass } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import styles from './app-banner.module.css';
import {
  appBannerTarget,
  bannerClosed,
  checkAppInstalled,
  closeBanner,
  type InstallStatus,
  mayOfferApp,
  type RelatedAppsNavigator,
  showsAppBanner,
} from './app-banner-rules';
import type { PageLayout } from './layout-for';

/**
 * spec 1 §4 Android banner: a slim bar above the header offering the brand's Android app. Every rule reads the
 * browser (user agent, host, storage, installed apps), so it appears only after mount: the server's HTML never has it.
 */
export function AppBanner({ layout, settled }: { layout: PageLayout; settled: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useRootData();
  const [install, setInstall] = useState<InstallStatus | null>(null);
  const [closed, setClosed] = useState(true);
  const appId = brand.androidAppId;
  const routeAllows = layout.appBanner;

  useEffect(() => {
    const closedBefore = bannerClosed(window.localStorage);
    setClosed(closedBefore);
    const context = {
      layout: { appBanner: routeAllows },
      brand,
      userAgent: navigator.userAgent,
      hostname: window.location.hostname,
      closed: closedBefore,
    };
    if (!appId || !mayOfferApp(context)) return settled();
    let current = true;
    checkAppInstalled(appId, { navigator: navigator as RelatedAppsNavigator, storage: window.localStorage, now: Date.now() }).then(
      (status) => current && setInstall(status),
    );
    return () => {
      current = false;
    };
  }, [appId, brand, routeAllows, settled]);

  // Once the banner is on screen (or known not to be), its slot keeps no height of its own.
  useEffect(() => {
    if (install !== null) settled();
  }, [install, settled]);

  if (install === null || appId === null) return null;
  const context = { layout, brand, userAgent: navigator.userAgent, hostname: window.location.hostname, closed, install };
  if (!showsAppBanner(context)) return null;
  const target = appBannerTarget(appId, install, new URL(window.location.href));
  const name = brand.name[language];
  const close = () => {
    closeBanner(window.localStorage);
    setClosed(true);
  };
  return (
    <aside className={styles.banner} aria-label={t('app_banner.label')}>
      <button type="button" className={styles.close} aria-label={t('app_banner.close')} onClick={close}>
        <CloseIcon />
      </button>
      <img className={styles.logo} src={brand.logo} alt="" width={36} height={36} />
      <p className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.hint}>{t('app_banner.text')}</span>
      </p>
      <a className={`${buttonClass('primary')} ${styles.action}`} href={target.href}>
        {t(target.action === 'install' ? 'app_banner.install' : 'app_banner.open')}
      </a>
    </aside>
  );
}
