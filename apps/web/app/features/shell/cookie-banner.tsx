import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellInfo } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { BannerLink } from './banner-link';
import styles from './cookie-banner.module.css';
import { consentCookie, hasConsent, showsCookieBanner } from './cookie-consent';
import type { PageLayout } from './layout-for';

/** spec 1 §2, §7, §9: the operator's cookie notice until the viewer accepts it (a 365-day cookie). */
export function CookieBanner({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation();
  const settings = useShellInfo()?.cookie_banner;
  // Taken as given until the browser has read its cookie: a viewer who consented never sees it flash.
  const [consented, setConsented] = useState(true);
  useEffect(() => setConsented(hasConsent(document.cookie)), []);
  if (!showsCookieBanner(layout, settings, consented)) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = consentCookie();
    setConsented(true);
  };
  return (
    <section className={styles.banner} aria-label={t('cookie_banner.label')}>
      <p className={styles.text}>
        {settings.text}
        {settings.link && (
          <>
            {' '}
            <BannerLink url={settings.link.url} className={styles.link}>
              {settings.link.text}
            </BannerLink>
          </>
        )}
      </p>
      <button type="button" className={buttonClass('primary')} onClick={accept}>
        {t('cookie_banner.accept')}
      </button>
    </section>
  );
}
