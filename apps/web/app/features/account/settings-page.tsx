import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useSession, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { toast } from '../../ui/toast/toast';
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
  const change = useMutation({
    mutationFn: (allowed: boolean) =>
      browserApi().call('profiles.edit', { params: { id: profile!.id }, body: { is_notifications_allowed: allowed } }),
    onSuccess: () => invalidateEndpoint('accounts.user', 'profiles.list'),
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
  });
  if (!profile) return null;
  const allowed = change.isPending ? change.variables : profile.is_notifications_allowed;
  return (
    <SettingSwitch
      id="settings-notifications"
      title={t('account.settings.notifications')}
      label={t('account.settings.notifications_allowed', { name: profile.name })}
      hint={t('account.settings.notifications_hint')}
      checked={allowed}
      disabled={change.isPending}
      onChange={(checked) => change.mutate(checked)}
    />
  );
}

/** WCAG 2.1.4 Character Key Shortcuts: the player's letter keys can be turned off. */
function LetterKeys() {
  const { t } = useTranslation();
  const [letterKeys, setLetterKeys] = useSingleKeyShortcuts();
  return (
    <SettingSwitch
      id="settings-player"
      title={t('account.settings.player')}
      label={t('account.settings.letter_keys')}
      hint={`${t('account.settings.letter_keys_hint')} ${t('account.settings.device_note')}`}
      checked={letterKeys}
      onChange={setLetterKeys}
    />
  );
}

/** A settings section holding one switch, with its hint. */
function SettingSwitch(props: {
  id: string;
  title: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const hintId = useId();
  return (
    <section className={styles.panel} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.sectionTitle}>
        {props.title}
      </h2>
      <label className={styles.setting}>
        <input
          type="checkbox"
          role="switch"
          checked={props.checked}
          aria-checked={props.checked}
          aria-describedby={hintId}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>{props.label}</span>
      </label>
      <p id={hintId} className={styles.text}>
        {props.hint}
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
