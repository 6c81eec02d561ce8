import type { NotificationDisplay } from '@efir/contract';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwnEcho } from '../../api/own-writes';
import { browserQueryClient, endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useUser } from '../../session/session';
import { modalStore } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import { openRecommendations } from '../recommendations/open-recommendations';
import { type DisplayProfile, type Reaction, reactionsTo } from './reactions';
import { reportStatus } from './statuses';
import { connectNotifications } from './stream';

/**
 * The signed-in viewer's live push (spec 1 §4): reads the browser's one event stream and carries out each event's
 * reactions. Rendered by the shell on pages that show notifications.
 */
export default function NotificationEffects() {
  const { t } = useTranslation();
  const profile = useUser()?.profile ?? null;
  // The stream lives as long as the page; the rules read the profile as it is when an event comes.
  const current = useRef<{ profile: DisplayProfile | null; t: TFunction }>({ profile, t });
  current.current = { profile, t };

  // The view and its sanitiser load with the stream, so the first message shows without waiting for them.
  useEffect(() => void loadView(), []);

  useEffect(
    () =>
      connectNotifications({
        onEvent(event, fromStream) {
          for (const reaction of reactionsTo(event, current.current.profile)) perform(reaction, fromStream, current.current.t);
        },
        onSignedOut() {
          toast.dismiss();
          window.location.assign('/');
        },
      }),
    [],
  );
  return null;
}

function perform(reaction: Reaction, fromStream: boolean, t: TFunction): void {
  switch (reaction.kind) {
    case 'message':
      // One tab per browser reports delivery; every tab's journal and unread count follow.
      if (fromStream) void reportStatus(reaction.messageId, 'delivered');
      void invalidateEndpoint('accounts.user', 'notifications.messages');
      return;
    case 'display':
      void loadView().then(({ showNotification }) => showNotification(reaction.event));
      return;
    case 'refresh_user':
      void invalidateEndpoint('accounts.user', 'sessions.current');
      return;
    case 'support_chat':
      void invalidateEndpoint('supportChat.conversation');
      return;
    case 'payment_failed':
      toast.error(
        <div>
          <strong>{t('notification.purchase_failed.message')}</strong>
          <p>{t('notification.purchase_failed.submessage')}</p>
        </div>,
        { autoClose: false, onClose: reloadWhenNoModal },
      );
      return;
    case 'rate':
      openRatingFor(reaction.itemId, reaction.messageId).catch(() => undefined);
      return;
    case 'recommend':
      void openRecommendations(reaction.itemId, reaction.options);
      return;
    case 'sell':
      openSellingPromptFor(reaction.itemId, reaction.display, reaction.messageId).catch(() => undefined);
      return;
    case 'frame':
      void import('./frame-modal').then(({ openFrame }) => openFrame(reaction));
      return;
    case 'reload':
      // The tab that made the change already shows it; its echo reloads only the others.
      if (!(reaction.echo && isOwnEcho())) reloadWhenNoModal();
      return;
  }
}

const loadView = () => import('./notification-view');

/** The item as the profile sees it (an item it may not see is no item, and nothing opens), then its rating modal. */
async function openRatingFor(itemId: number, messageId: string | null): Promise<void> {
  const [item, { openRating }] = await Promise.all([
    browserQueryClient().fetchQuery(endpointQuery('mediaItems.getById', { params: { id: String(itemId) } })),
    import('../ratings/rating-modal'),
  ]);
  if (messageId) void reportStatus(messageId, 'shown');
  openRating(item);
}

/** The item as the profile sees it (an item it may not see opens nothing), then the selling-screen prompt. */
async function openSellingPromptFor(itemId: number, display: NotificationDisplay | null, messageId: string | null): Promise<void> {
  const [item, { openSellingPrompt }] = await Promise.all([
    browserQueryClient().fetchQuery(endpointQuery('mediaItems.getById', { params: { id: String(itemId) } })),
    import('./selling-prompt'),
  ]);
  openSellingPrompt(item, display, messageId);
}

let reloading = false;

/** A reload waits for the open modal to close: the purchase that caused it still shows its result in this tab. */
function reloadWhenNoModal(): void {
  if (reloading) return;
  reloading = true;
  if (!modalStore.getState().open) {
    window.location.reload();
    return;
  }
  const stop = modalStore.subscribe(() => {
    if (modalStore.getState().open) return;
    stop();
    window.location.reload();
  });
}
