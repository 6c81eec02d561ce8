import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCspNonce } from '../../csp-nonce';
import { useShellInfo } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { BannerLink } from './banner-link';
import styles from './cookie-banner.module.css';
import { consentCookie, HIDE_IF_CONSENTED_SCRIPT, hasConsent, showsCookieBanner } from './cookie-consent';
import type { PageLayout } from './layout-for';

/** spec 1 §2, §7, §9: the operator's cookie notice until the viewer accepts it (a 365-day cookie). */
export function CookieBanner({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation();
  const settings = useShellInfo()?.cookie_banner;
  const nonce = useCspNonce();
  // In the server's page for everyone, so it paints with the page instead of appearing after hydration; its script
  // hides it before the first paint from a viewer who consented, and the cookie read after mount then takes it away.
  const [consented, setConsented] = useState(false);
  useEffect(() => setConsented(hasConsent(document.cookie)), []);
  if (!showsCookieBanner(layout, settings, consented)) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
    document.cookie = consentCookie();
    setConsented(true);
  };
  return (
    <section className={styles.banner} aria-label={t('cookie_banner.label')} suppressHydrationWarning>
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, run before the first paint */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_IF_CONSENTED_SCRIPT }} suppressHydrationWarning />
    </section>
  );
}
