import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleKeyShortcuts } from '../player/single-key-shortcuts';
import { PageHeading } from '../shell/page-heading';
import styles from './my-page.module.css';

/**
 * /my/settings: how this device behaves for the viewer, visitors included (they watch too). The player's letter keys
 * can be turned off here (WCAG 2.1.4 Character Key Shortcuts).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [letterKeys, setLetterKeys] = useSingleKeyShortcuts();
  const hintId = useId();
  return (
    <>
      <PageHeading title={t('page.my_settings')} />
      <section className={styles.panel} aria-labelledby="settings-player">
        <h2 id="settings-player" className={styles.sectionTitle}>
          {t('account.settings.player')}
        </h2>
        <label className={styles.setting}>
          <input
            type="checkbox"
            role="switch"
            checked={letterKeys}
            aria-checked={letterKeys}
            aria-describedby={hintId}
            onChange={(event) => setLetterKeys(event.target.checked)}
          />
          <span>{t('account.settings.letter_keys')}</span>
        </label>
        <p id={hintId} className={styles.text}>
          {t('account.settings.letter_keys_hint')} {t('account.settings.device_note')}
        </p>
      </section>
    </>
  );
}
