import type { NotificationDisplay } from '@efir/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalTitle } from '../../ui/modal/modal-host';
import { openModal } from '../../ui/modal/modal-store';
import { MessageBody } from './message-body';
import styles from './notifications.module.css';
import { reportStatus } from './statuses';

/**
 * The framed page runs scripts and posts forms (a survey), and may open a window, but stays an origin of its own: without
 * allow-same-origin it reads neither our cookies nor our storage, and it cannot navigate this page.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

export interface FramedPage {
  src: string;
  title: string;
  display: NotificationDisplay | null;
  messageId: string | null;
}

/** Opens an iframe message's page (spec 2 §3 src, title) in the wide modal; cancellable as its display says. */
export function openFrame(page: FramedPage): void {
  openModal(<FrameModal {...page} />, { wide: true, cancellable: page.display?.is_cancellable ?? true });
}

/** The page under its title, with the message's texts above it and its address to open in a tab of its own. */
export function FrameModal({ src, title, display, messageId }: FramedPage) {
  const { t } = useTranslation();
  useEffect(() => {
    if (messageId) void reportStatus(messageId, 'shown');
  }, [messageId]);
  const clicked = () => {
    if (messageId) void reportStatus(messageId, 'clicked');
  };
  return (
    <div className={styles.body} data-testid="frame-message">
      <ModalTitle>{title}</ModalTitle>
      {display && <MessageBody display={{ ...display, target: undefined }} />}
      <iframe className={styles.frame} src={src} title={title} sandbox={FRAME_SANDBOX} referrerPolicy="no-referrer" />
      <a className={styles.frameLink} href={src} target="_blank" rel="noopener noreferrer" onClick={clicked}>
        {t('notifications.open_frame')}
      </a>
    </div>
  );
}
