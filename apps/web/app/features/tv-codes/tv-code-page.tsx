import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import styles from '../account/my-page.module.css';
import { PageHeading } from '../shell/page-heading';
import { TvCodeForm } from './tv-code-form';

/** spec 2 §2 TV-code page: breadcrumbs (personal area, then TV code), then the code form; success or error. */
export function TvCodePage() {
  const { t } = useTranslation();
  // Another TV after a success starts a fresh form.
  const [round, setRound] = useState(0);
  return (
    <>
      <PageHeading title={t('page.tvcode')} />
      <section className={styles.panel}>
        <TvCodeForm
          key={round}
          mode="tv"
          successActions={
            <>
              <Link to="/my/devices" className={buttonClass('primary', 'lg')}>
                {t('page.my_devices')}
              </Link>
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => setRound((r) => r + 1)}>
                {t('component.tv_code.another')}
              </button>
            </>
          }
        />
      </section>
    </>
  );
}
