import type { VoiceLinkState } from '@efir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery } from '../../api/queries';
import { useSession } from '../../session/session';
import { useViewerDates } from '../../session/viewer-dates';
import { buttonClass } from '../../ui/button';
import { toast } from '../../ui/toast/toast';
import { PageHeading } from '../shell/page-heading';
import styles from './my-page.module.css';
import { SignInPrompt } from './sign-in-prompt';

/** While a code waits to be said, the page asks this often whether the assistant took it. */
export const VOICE_LINK_POLL_MS = 3000;

/** Which of the page's three states the account is in. */
export function voiceLinkView(state: VoiceLinkState): 'linked' | 'code' | 'start' {
  if (state.linked_at !== null) return 'linked';
  return state.code ? 'code' : 'start';
}

/**
 * /alice/auth: linking the voice assistant. The viewer takes a one-time code and says it to the assistant («Алиса,
 * привяжи Эфир»); the assistant's side redeems it, the page sees the link and offers to unlink it.
 */
export function VoiceLinkPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  return (
    <>
      <PageHeading title={t('page.alice_auth')} />
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="voice-how">
          <h2 id="voice-how" className={styles.sectionTitle}>
            {t('voice_link.how_title')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('voice_link.step_code')}</li>
            <li>{t('voice_link.step_say')}</li>
            <li>{t('voice_link.step_done')}</li>
          </ol>
          <p className={styles.text}>{t('voice_link.commands')}</p>
        </section>
        {session && !isAuth && <SignInPrompt />}
        {isAuth && <VoiceLinkStatus />}
      </div>
    </>
  );
}

function VoiceLinkStatus() {
  const { t } = useTranslation();
  const dates = useViewerDates();
  const queryClient = useQueryClient();
  const stateQuery = endpointQuery('voiceLinks.state');
  const state = useQuery({
    ...stateQuery,
    refetchInterval: (query) => (query.state.data && voiceLinkView(query.state.data) === 'code' ? VOICE_LINK_POLL_MS : false),
  });
  const onError = (error: Error) => toast.error(errorText(error, t) ?? t('error.default'));
  const issue = useMutation({
    mutationFn: () => browserApi().call('voiceLinks.code', { body: {} }),
    onSuccess: (next) => queryClient.setQueryData(stateQuery.queryKey, next),
    onError,
  });
  const unlink = useMutation({
    mutationFn: () => browserApi().call('voiceLinks.unlink', {}),
    onSuccess: () => queryClient.setQueryData(stateQuery.queryKey, { linked_at: null, code: null }),
    onError,
  });
  if (!state.data) return null;
  const view = voiceLinkView(state.data);
  return (
    <section className={styles.panel} aria-labelledby="voice-state" aria-live="polite">
      <h2 id="voice-state" className={styles.sectionTitle}>
        {t(`voice_link.state.${view}`)}
      </h2>
      {view === 'linked' && (
        <>
          <p className={styles.text}>{t('voice_link.linked_since', { date: dates.moment(state.data.linked_at! * 1000) })}</p>
          <div className={styles.links}>
            <button type="button" className={buttonClass('secondary')} disabled={unlink.isPending} onClick={() => unlink.mutate()}>
              {t('voice_link.unlink')}
            </button>
          </div>
        </>
      )}
      {view === 'code' && state.data.code && (
        <>
          <p className={styles.code}>
            <span className="visually-hidden">{t('voice_link.code_label')}: </span>
            {state.data.code.value}
          </p>
          <p className={styles.text}>{t('voice_link.code_until', { time: dates.time(state.data.code.expires_at * 1000) })}</p>
          <div className={styles.links}>
            <button type="button" className={buttonClass('ghost')} disabled={issue.isPending} onClick={() => issue.mutate()}>
              {t('voice_link.new_code')}
            </button>
          </div>
        </>
      )}
      {view === 'start' && (
        <>
          <p className={styles.text}>{t('voice_link.start_text')}</p>
          <div className={styles.links}>
            <button type="button" className={buttonClass('primary', 'lg')} disabled={issue.isPending} onClick={() => issue.mutate()}>
              {t('voice_link.get_code')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
