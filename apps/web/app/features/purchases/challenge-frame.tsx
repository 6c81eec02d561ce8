import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { challengeOutcome } from './card-payment';
import styles from './purchases.module.css';

/**
 * The bank's 3-D Secure page in a frame inside the modal (docs/acquirer-browser-api.md); its answer comes as a
 * message from the frame, taken once and only from the page's own origin.
 */
export function ChallengeFrame({ url, onResult }: { url: string; onResult(outcome: 'passed' | 'failed'): void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const result = useRef(onResult);
  result.current = onResult;

  useEffect(() => {
    let answered = false;
    const listen = (event: MessageEvent) => {
      if (answered || event.source !== frame.current?.contentWindow) return;
      const outcome = challengeOutcome(event, url);
      if (!outcome) return;
      answered = true;
      result.current(outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={t('bank_card.challenge.frame')}
      className={styles.challenge}
      // The bank's page posts its form and runs its script; it may not navigate or open anything else.
      sandbox="allow-forms allow-scripts allow-same-origin"
    />
  );
}
