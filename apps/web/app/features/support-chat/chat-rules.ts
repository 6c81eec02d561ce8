import type { SupportChatConversation, SupportChatInfo } from '@efir/contract';

/** A visitor has no push stream: the open panel asks for replies this often (docs/decisions/0020). */
export const SUPPORT_CHAT_OPEN_POLL_MS = 5000;
/** With the panel closed, a visitor still waiting for a reply has the badge brought up to date this often. */
export const SUPPORT_CHAT_WAITING_POLL_MS = 30_000;
/** Past this many, the badge shows "9+". */
export const SUPPORT_CHAT_BADGE_MAX = 9;

/**
 * spec 1 §1, §7: the shell loads the chat only for a brand whose flags have chat, on pages with a layout (spec 1 §2);
 * it shows once the operator has set it, and not in the TV view, where a remote has no keyboard to write with.
 */
export function showsSupportChat(settings: SupportChatInfo | null | undefined, tvView: boolean): settings is SupportChatInfo {
  return settings != null && !tvView;
}

/**
 * How often the conversation is read again: never for a signed-in viewer (replies come on the push stream); for a
 * visitor, often while the panel is open, seldom while a reply is awaited, else not at all.
 */
export function pollIntervalMs(isAuth: boolean, panelOpen: boolean, conversation: SupportChatConversation | null): number | false {
  if (isAuth) return false;
  if (panelOpen) return SUPPORT_CHAT_OPEN_POLL_MS;
  return conversation?.status === 'open' ? SUPPORT_CHAT_WAITING_POLL_MS : false;
}

/** Enter sends, Shift+Enter writes a new line; Enter that ends an input method's composition is the composition's. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

export const badgeText = (unread: number): string => (unread > SUPPORT_CHAT_BADGE_MAX ? `${SUPPORT_CHAT_BADGE_MAX}+` : String(unread));

/** The newest reply of the operator's the viewer has not marked read, if any. */
export function unreadUpTo(conversation: SupportChatConversation | null): number | null {
  if (!conversation || conversation.unread === 0) return null;
  const newest = conversation.messages.findLast((message) => message.author === 'operator');
  return newest?.id ?? null;
}
