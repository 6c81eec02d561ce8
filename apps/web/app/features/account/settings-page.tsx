import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useSession, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { LanguageButton } from '../language/language-button';
import { useSingleKeyShortcuts } from '../player/single-key-shortcuts';
import { PageHeading } from '../shell/page-heading';
import { logoutEverywhere } from './logout';
import styles from './my-page.module.css';

/**
 * /my/settings: the interface language and the player's letter keys for everyone (visitors watch too); for a signed-in
 * viewer also the active profile's notifications, the devices, and signing out on every device.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <PageHeading title={t('page.my_settings')} />
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="settings-language">
          <h2 id="settings-language" className={styles.sectionTitle}>
            {t('account.settings.language')}
          </h2>
          <p className={styles.text}>{t('account.settings.language_hint')}</p>
          <div>
            <LanguageButton />
          </div>
        </section>
        {session?.is_auth && <ProfileNotifications />}
        <LetterKeys />
        {session?.is_auth && <AccountSessions />}
      </div>
    </>
  );
}

/** spec 1 §6: display panels show only if the profile allows notifications (or the message forces them). */
function ProfileNotifications() {
  const { t } = useTranslation();
  const profile = useUser()?.profile;
  const hintId = useId();
  const change = useMutation({
    mutationFn: (allowed: boolean) =>
      browserApi().call('profiles.edit', { params: { id: profile!.id }, body: { is_notifications_allowed: allowed } }),
    onSuccess: () => invalidateEndpoint('accounts.user', 'profiles.list'),
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
  });
  if (!profile) return null;
  const allowed = change.isPending ? change.variables : profile.is_notifications_allowed;
  return (
    <section className={styles.panel} aria-labelledby="settings-notifications">
      <h2 id="settings-notifications" className={styles.sectionTitle}>
        {t('account.settings.notifications')}
      </h2>
      <label className={styles.setting}>
        <input
          type="checkbox"
          role="switch"
          checked={allowed}
          aria-checked={allowed}
          aria-describedby={hintId}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span>{t('account.settings.notifications_allowed', { name: profile.name })}</span>
      </label>
      <p id={hintId} className={styles.text}>
        {t('account.settings.notifications_hint')}
      </p>
    </section>
  );
}

/** WCAG 2.1.4 Character Key Shortcuts: the player's letter keys can be turned off. */
function LetterKeys() {
  const { t } = useTranslation();
  const [letterKeys, setLetterKeys] = useSingleKeyShortcuts();
  const hintId = useId();
  return (
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
  );
}

function AccountSessions() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const everywhere = useMutation({
    mutationFn: logoutEverywhere,
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
  });
  return (
    <section className={styles.panel} aria-labelledby="settings-sessions">
      <h2 id="settings-sessions" className={styles.sectionTitle}>
        {t('account.settings.sessions')}
      </h2>
      <p className={styles.text}>{t('account.settings.sessions_hint')}</p>
      {asking ? (
        <div className={styles.links}>
          <p className={styles.text}>{t('account.settings.logout_everywhere_confirm')}</p>
          <button type="button" className={buttonClass('primary')} disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
            {t('account.settings.logout_everywhere_yes')}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={() => setAsking(false)}>
            {t('account.settings.logout_everywhere_no')}
          </button>
        </div>
      ) : (
        <div className={styles.links}>
          <Link to="/my/devices" className={buttonClass('secondary')}>
            {t('account.devices')}
          </Link>
          <button type="button" className={buttonClass('ghost')} onClick={() => setAsking(true)}>
            {t('account.settings.logout_everywhere')}
          </button>
        </div>
      )}
    </section>
  );
}
