import type { NotificationDisplay, NotificationEvent } from '@efir/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id, TypeOptions } from 'react-toastify/unstyled';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { ModalTitle } from '../../ui/modal/modal-host';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { withToasts } from '../../ui/toast/toast';
import { MessageBody } from './message-body';
import styles from './notifications.module.css';
import { openPoll } from './poll-modal';
import { toastAutoClose } from './reactions';
import { reportStatus } from './statuses';

type Displayed = NotificationEvent & { display: NotificationDisplay };

const TOAST_TYPES: Record<NonNullable<NotificationDisplay['panel_type']>, TypeOptions> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

/**
 * Shows a message by its display type (spec 1 §3): a panel as a toast (top left, display.duration seconds, else until
 * closed), a popup in the app's one modal host; cancellable as it says. Loaded with the first message a tab shows, so
 * pages carry neither this nor the sanitiser until then.
 */
export function showNotification(event: Displayed): void {
  const { display } = event;
  const messageId = event.message_id;
  const shown = () => {
    if (messageId && document.visibilityState === 'visible') void reportStatus(messageId, 'shown');
  };
  const clicked = () => {
    if (messageId) void reportStatus(messageId, 'clicked');
  };
  if (display.poll && messageId) {
    shown();
    openPoll(display.poll, messageId, display.is_cancellable);
    return;
  }
  if (display.display_type === 'popup') {
    openModal(<Popup display={display} onShown={shown} onFollow={clicked} />, { cancellable: display.is_cancellable });
    return;
  }
  withToasts((toast) => {
    let id: Id | undefined;
    id = toast(
      <Panel
        display={display}
        onShown={shown}
        onFollow={() => {
          clicked();
          if (id !== undefined) toast.dismiss(id);
        }}
      />,
      {
        type: display.panel_type ? TOAST_TYPES[display.panel_type] : 'default',
        autoClose: toastAutoClose(display),
        closeButton: display.is_cancellable,
        closeOnClick: false,
        draggable: display.is_cancellable,
      },
    );
  });
}

function Panel({ display, onShown, onFollow }: { display: NotificationDisplay; onShown(): void; onFollow(): void }) {
  useEffect(onShown, [onShown]);
  return (
    <div data-testid="notification-panel">
      <MessageBody display={display} onFollow={onFollow} />
    </div>
  );
}

function Popup({ display, onShown, onFollow }: { display: NotificationDisplay; onShown(): void; onFollow(): void }) {
  const { t } = useTranslation();
  useEffect(onShown, [onShown]);
  const follow = () => {
    onFollow();
    closeModal();
  };
  return (
    <div className={styles.body} data-testid="notification-popup">
      <ModalTitle>{display.message}</ModalTitle>
      <MessageBody display={display} withMessage={false} onFollow={follow} />
      {/* A popup that may not be dismissed still closes by its target, or by this when it has none. */}
      {(display.is_cancellable || !display.target?.url) && (
        <div className={formStyles.actions}>
          <button type="button" className={buttonClass('secondary', 'lg')} onClick={closeModal}>
            {t('notifications.close')}
          </button>
        </div>
      )}
    </div>
  );
}
