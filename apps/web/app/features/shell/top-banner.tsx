import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBrand } from '../../brand/brand-context';
import { useSession, useShellInfo } from '../../session/session';
import { CloseIcon } from '../../ui/icons';
import { BannerLink } from './banner-link';
import styles from './top-banner.module.css';
import { afterTopBannerTimeout, showsTopBanner } from './top-banner-rules';

/** spec 1 §1, §3, §9: the operator's info banner at the top of a main view, 500 ms after it opens. */
export function TopBanner({ mainView }: { mainView: string }) {
  const { t } = useTranslation();
  const banner = useShellInfo()?.top_banner;
  const isAuth = useSession()?.is_auth === true;
  const brandShowsTopBanner = useBrand().flags.topBanner;
  const [search] = useSearchParams();
  const [timedOut, setTimedOut] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => afterTopBannerTimeout(() => setTimedOut(true)), []);
  if (closed || !showsTopBanner(banner, { brandShowsTopBanner, mainView, search, isAuth })) return null;
  const { colors } = banner;
  // The server renders it in place but unseen, so its appearance moves nothing on the page (no layout shift, and a
  // restored scroll position stays where it was).
  return (
    <aside
      className={styles.banner}
      data-shown={timedOut || undefined}
      style={{ background: colors.bg, color: colors.text }}
      aria-label={t('top_banner.label')}
    >
      <p className={styles.text}>{banner.text}</p>
      {banner.target && (
        <BannerLink url={banner.target.url} className={styles.action} style={{ background: colors.btn_bg, color: colors.btn_text }}>
          {banner.target.text}
        </BannerLink>
      )}
      <button
        type="button"
        className={styles.close}
        style={{ color: colors.text }}
        aria-label={t('top_banner.close')}
        onClick={() => setClosed(true)}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
