import { ApiError } from '@efir/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { Logo } from '../shell/logo';
import { afterPoll, displayAddress, formatCountdown } from './tv-sign-in';
import styles from './tv-sign-in-page.module.css';

type Screen =
  | { kind: 'loading' }
  | { kind: 'code'; code: string; address: string; expiresAt: number; pollMs: number }
  | { kind: 'error'; text: string }
  | { kind: 'signedIn' };

/** The poll found no code of this TV's (404) or one taken already (409): the TV draws a new one. */
const needsNewCode = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

/**
 * The TV-style web view's sign-in (spec 1 §1, spec 2 §4 TV-code flow): the code, large, with the address to enter it
 * at and a countdown; a new code when it expires; once a viewer entered it, this browser holds a session of that
 * account and goes home.
 */
export function TvSignInPage() {
  const { t } = useTranslation();
  const session = useSession();
  const visitor = session !== undefined && !session.is_auth;
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  // Only the latest request's answer is shown: a new code replaces one still on its way.
  const latest = useRef(0);

  const draw = useCallback(() => {
    const request = ++latest.current;
    setScreen({ kind: 'loading' });
    browserApi()
      .call('tvcode.create', { body: {} })
      .then(
        (answer) => {
          if (request !== latest.current) return;
          const at = Date.now();
          setNow(at);
          setScreen({
            kind: 'code',
            code: answer.code,
            address: displayAddress(window.location.origin, answer.address),
            expiresAt: at + answer.expires_in * 1000,
            pollMs: answer.poll_interval_ms,
          });
        },
        (error: unknown) => request === latest.current && setScreen({ kind: 'error', text: errorText(error, t) ?? t('error.default') }),
      );
  }, [t]);

  useEffect(() => {
    if (visitor) draw();
  }, [visitor, draw]);

  const code = screen.kind === 'code' ? screen.code : null;
  const pollMs = screen.kind === 'code' ? screen.pollMs : 0;
  useEffect(() => {
    if (!code) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const status = await browserApi().call('tvcode.status', { body: {} });
        if (stopped) return;
        const step = afterPoll(status);
        if (step === 'signedIn') {
          setScreen({ kind: 'signedIn' });
          // A full load: every part of the app starts over as the signed-in account.
          window.location.assign('/');
          return;
        }
        if (step === 'newCode') return draw();
      } catch (error) {
        if (stopped) return;
        if (needsNewCode(error)) return draw();
        // Otherwise a lost answer or a limit: the next poll asks again.
      }
      timer = setTimeout(poll, pollMs);
    };
    timer = setTimeout(poll, pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [code, pollMs, draw]);

  useEffect(() => {
    if (!code) return;
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, [code]);

  return (
    <div className={styles.screen}>
      <header className={styles.top}>
        <Logo />
      </header>
      <section className={styles.card} aria-live="polite">
        <h1 className={styles.title}>{t('tv_auth.title')}</h1>
        {session?.is_auth && screen.kind !== 'signedIn' && (
          <>
            <p className={styles.lead}>{t('tv_auth.already')}</p>
            <Link to="/" className={buttonClass('primary', 'lg')}>
              {t('tv_auth.home')}
            </Link>
          </>
        )}
        {visitor && screen.kind === 'loading' && <p className={styles.lead}>{t('tv_auth.loading')}</p>}
        {screen.kind === 'error' && (
          <>
            <p className={styles.lead} role="alert">
              {screen.text}
            </p>
            <button type="button" className={buttonClass('primary', 'lg')} onClick={draw}>
              {t('tv_auth.retry')}
            </button>
          </>
        )}
        {screen.kind === 'signedIn' && <p className={styles.lead}>{t('tv_auth.signed_in')}</p>}
        {screen.kind === 'code' && (
          <div className={styles.body}>
            <ol className={styles.steps}>
              <li>
                {t('tv_auth.step_open')} <strong className={styles.address}>{screen.address}</strong>
              </li>
              <li>{t('tv_auth.step_sign_in')}</li>
              <li>{t('tv_auth.step_enter')}</li>
            </ol>
            <div className={styles.codeBlock}>
              <figure className={styles.figure}>
                <figcaption className={styles.caption}>{t('tv_auth.code_label')}</figcaption>
                <p className={styles.code}>
                  {[...screen.code].map((char, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the characters are positions of one code
                    <span key={index} className={styles.char}>
                      {char}
                    </span>
                  ))}
                </p>
              </figure>
              <p className={styles.countdown}>{t('tv_auth.expires', { time: formatCountdown((screen.expiresAt - now) / 1000) })}</p>
              <button type="button" className={buttonClass('secondary', 'lg')} onClick={draw}>
                {t('tv_auth.new_code')}
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
