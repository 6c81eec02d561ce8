import { type NotificationDisplay, type NotificationEvent, RELOAD_EVENT_CODES, USER_REFRESH_EVENT_CODES } from '@efir/contract';
import type { RecommendationsOptions } from '../recommendations/options';

/** What a tab does with a pushed event (spec 1 §4 Application lifecycle, §6 display rules). */
export type Reaction =
  /** `echo`: the event may be the echo of a change this tab made itself (an account-wide sync), not news to it. */
  | { kind: 'reload'; echo: boolean }
  | { kind: 'refresh_user' }
  /** A stored message arrived: the journal and the unread count change, and the browser reports it delivered. */
  | { kind: 'message'; messageId: string }
  | { kind: 'display'; event: NotificationEvent & { display: NonNullable<NotificationEvent['display']> } }
  /** spec 1 §4: an error toast with the purchase_failed texts, then the reload of the set it belongs to. */
  | { kind: 'payment_failed' }
  /** An item_rating message: the rating modal for its item (spec 2 §4 Rating modal), shown by the display rules. */
  | { kind: 'rate'; itemId: number; messageId: string | null }
  /**
   * An item_recommendations message: the recommendations modal for its item (spec 2 §4), shown by the display rules,
   * with the row of the media view the message names and its A/B flag.
   */
  | { kind: 'recommend'; itemId: number; options: RecommendationsOptions }
  /** An item_selling_screen message: the selling-screen prompt for its item (spec 2 §2 modals), shown by the display rules. */
  | { kind: 'sell'; itemId: number; display: NotificationDisplay | null; messageId: string | null }
  /** An iframe message: its page framed in a modal (spec 2 §3 src, title), shown by the display rules. */
  | { kind: 'frame'; src: string; title: string; display: NotificationDisplay | null; messageId: string | null }
  /** The operator replied in the support chat: the conversation (its panel, its unread badge) is read again. */
  | { kind: 'support_chat' };

/** What the display rules read of the active profile. */
export interface DisplayProfile {
  is_notifications_allowed: boolean;
}

const reloads = new Set<string>(RELOAD_EVENT_CODES);
const refreshesUser = new Set<string>(USER_REFRESH_EVENT_CODES);
/** spec 1 §4: a purchase or unsubscription of one media item reloads too; the server sends them for a rental's end. */
const ITEM_SYNC_CODES = new Set(['sync_purchase', 'sync_unsubscribe']);

/** spec 1 §6: panels and popups show only if the profile allows notifications or the message forces display. */
export function mayDisplay(display: { force_display?: boolean }, profile: DisplayProfile | null): boolean {
  return display.force_display === true || profile?.is_notifications_allowed === true;
}

export function reactionsTo(event: NotificationEvent, profile: DisplayProfile | null): Reaction[] {
  const reactions: Reaction[] = [];
  const code: string = event.event_code;
  if (event.message_id) reactions.push({ kind: 'message', messageId: event.message_id });
  if (code === 'item_rating' && event.item) {
    if (mayDisplay(event.display ?? {}, profile))
      reactions.push({ kind: 'rate', itemId: event.item.id, messageId: event.message_id ?? null });
  } else if (code === 'item_recommendations' && event.item) {
    if (mayDisplay(event.display ?? {}, profile))
      reactions.push({
        kind: 'recommend',
        itemId: event.item.id,
        options: { mediaViewAlias: event.media_view_alias, abTest: event.ab_test === true },
      });
  } else if (code === 'item_selling_screen' && event.item) {
    if (mayDisplay(event.display ?? {}, profile))
      reactions.push({ kind: 'sell', itemId: event.item.id, display: event.display ?? null, messageId: event.message_id ?? null });
  } else if (code === 'iframe' && event.src && event.title) {
    if (mayDisplay(event.display ?? {}, profile))
      reactions.push({
        kind: 'frame',
        src: event.src,
        title: event.title,
        display: event.display ?? null,
        messageId: event.message_id ?? null,
      });
  } else if (event.display && mayDisplay(event.display, profile)) {
    reactions.push({ kind: 'display', event: { ...event, display: event.display } });
  }
  if (refreshesUser.has(code)) reactions.push({ kind: 'refresh_user' });
  if (code === 'support_chat_message') reactions.push({ kind: 'support_chat' });
  if (code === 'payment_failed') reactions.push({ kind: 'payment_failed' });
  else if (reloads.has(code)) reactions.push({ kind: 'reload', echo: true });
  else if (ITEM_SYNC_CODES.has(code) && event.item?.type === 'media_item') reactions.push({ kind: 'reload', echo: false });
  return reactions;
}

/** Toast lifetime in ms for react-toastify: display.duration seconds, else open until the viewer closes it (spec 1 §9). */
export const toastAutoClose = (display: { duration?: number }): number | false =>
  display.duration !== undefined ? display.duration * 1000 : false;
