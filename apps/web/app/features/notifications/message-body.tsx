import type { NotificationDisplay } from '@efir/contract';
import { Link } from 'react-router';
import styles from './notifications.module.css';
import { sanitizeNotificationHtml } from './sanitize';

/** Text, sanitised submessage, image and target of a message: the toast, the popup and the journal show it alike. */
export function MessageBody({
  display,
  onFollow,
  withMessage = true,
}: {
  display: NotificationDisplay;
  onFollow?: () => void;
  /** False where the message is already the title (a popup). */
  withMessage?: boolean;
}) {
  const submessage = display.submessage ? sanitizeNotificationHtml(display.submessage) : undefined;
  const { target } = display;
  return (
    <div className={styles.body}>
      {display.image && <img className={styles.image} src={display.image} alt="" />}
      {withMessage && <strong className={styles.message}>{display.message}</strong>}
      {submessage !== undefined &&
        (submessage === null ? (
          <p className={styles.submessage}>{textOf(display.submessage!)}</p>
        ) : (
          // Sanitised just above (spec 1 §5).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
          <div className={styles.submessage} dangerouslySetInnerHTML={{ __html: submessage }} />
        ))}
      {target?.url && <TargetLink target={target as TargetWithUrl} onFollow={onFollow} />}
    </div>
  );
}

type TargetWithUrl = NonNullable<NotificationDisplay['target']> & { url: string };

/** blank opens a new tab; a path of this site is followed in the app; any other address in this tab. */
function TargetLink({ target, onFollow }: { target: TargetWithUrl; onFollow?: () => void }) {
  if (target.type === 'blank')
    return (
      <a className={styles.target} href={target.url} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {target.title}
      </a>
    );
  if (target.url.startsWith('/'))
    return (
      <Link className={styles.target} to={target.url} onClick={onFollow}>
        {target.title}
      </Link>
    );
  return (
    <a className={styles.target} href={target.url} onClick={onFollow}>
      {target.title}
    </a>
  );
}

/** Without a sanitiser the markup is dropped, never rendered. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');
