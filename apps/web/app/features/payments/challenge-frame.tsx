import { useEffect, useRef } from 'react';
import styles from './payments.module.css';
import { challengeOutcome } from './ticket';

/**
 * The bank's 3-D Secure page in a frame inside the modal (docs/acquirer-browser-api.md); its answer comes as a message
 * from the frame, taken once and only from the page's own origin.
 */
export function ChallengeFrame({ url, title, onAnswer }: { url: string; title: string; onAnswer(): void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(() => {
    let answered = false;
    const listen = (event: MessageEvent) => {
      if (answered || event.source !== frame.current?.contentWindow || !challengeOutcome(event, url)) return;
      answered = true;
      answer.current();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url]);

  return (
    <iframe
      ref={frame}
      src={url}
      title={title}
      className={styles.challenge}
      // The bank's page posts its form and runs its script; it may not navigate or open anything else.
      sandbox="allow-forms allow-scripts allow-same-origin"
    />
  );
}
