import { z } from 'zod';
import { RowId, RowIdParam } from './ids.js';
import { BannerText, BrandId } from './system.js';

/** The longest message either side may write; the text is trimmed first, and an empty one is no message. */
export const SUPPORT_CHAT_TEXT_MAX = 2000;
/** The newest messages a viewer's conversation answers with; older ones stay for the operator. */
export const SUPPORT_CHAT_HISTORY_MAX = 100;
export const SUPPORT_CHATS_PAGE_MAX = 100;

export const SupportChatText = z.string().trim().min(1).max(SUPPORT_CHAT_TEXT_MAX);

/**
 * spec 1 §1, §7: a brand's support chat as the operator sets it: the panel's title, its greeting line and the hours
 * when operators answer, each per language (Russian always).
 */
export const SupportChatSettings = z.strictObject({ title: BannerText, greeting: BannerText, hours: BannerText });
export type SupportChatSettings = z.infer<typeof SupportChatSettings>;

/** The operator's setting for one brand; null turns the brand's chat off. */
export const SupportChatSettingsBody = z.strictObject({ support_chat: SupportChatSettings.nullable() });
export type SupportChatSettingsBody = z.infer<typeof SupportChatSettingsBody>;
export const SupportChatBrandParam = z.strictObject({ brand: BrandId });

export const SupportChatAuthor = z.enum(['viewer', 'operator']);
export type SupportChatAuthor = z.infer<typeof SupportChatAuthor>;

export const SupportChatMessage = z.object({
  id: z.number().int(),
  author: SupportChatAuthor,
  text: z.string(),
  created_at: z.iso.datetime(),
});
export type SupportChatMessage = z.infer<typeof SupportChatMessage>;

export const SupportChatStatus = z.enum(['open', 'closed']);
export type SupportChatStatus = z.infer<typeof SupportChatStatus>;

/**
 * The viewer's conversation with support on this brand: its newest messages, oldest first, and how many of the
 * operator's replies the viewer has not read. A closed one stays readable; the next message starts a new one.
 */
export const SupportChatConversation = z.object({
  id: z.number().int(),
  status: SupportChatStatus,
  messages: z.array(SupportChatMessage),
  unread: z.number().int(),
});
export type SupportChatConversation = z.infer<typeof SupportChatConversation>;

/** Null until the viewer first writes. */
export const SupportChatAnswer = z.object({ conversation: SupportChatConversation.nullable() });
export type SupportChatAnswer = z.infer<typeof SupportChatAnswer>;

export const SupportChatSendBody = z.strictObject({ text: SupportChatText });
export type SupportChatSendBody = z.input<typeof SupportChatSendBody>;

/** The viewer has read the operator's replies up to this message (the newest the panel shows). */
export const SupportChatReadBody = z.strictObject({ last_message_id: RowId });

/** Who wrote, as the operator sees it: the account's logins and the profile it wrote from, or a visitor. */
export const SupportChatWriter = z.object({
  account_id: z.uuid().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  profile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

/** One conversation in the operator's queue. */
export const SupportChatSummary = z.object({
  id: z.number().int(),
  brand: z.string(),
  status: SupportChatStatus,
  /** The viewer wrote last and the conversation is open: it waits for a reply. */
  awaiting_reply: z.boolean(),
  writer: SupportChatWriter,
  last_message: SupportChatMessage,
  created_at: z.iso.datetime(),
});
export type SupportChatSummary = z.infer<typeof SupportChatSummary>;

export const SupportChatsQuery = z.strictObject({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(SUPPORT_CHATS_PAGE_MAX).default(50),
});
/** Conversations awaiting a reply first (the longest waiting on top), then the rest, newest activity first. */
export const SupportChatList = z.object({ items: z.array(SupportChatSummary) });

export const SupportChatIdParam = z.strictObject({ id: RowIdParam });
/** One conversation as the operator reads it: every message, oldest first. */
export const SupportChatThread = SupportChatSummary.extend({ messages: z.array(SupportChatMessage) });
export type SupportChatThread = z.infer<typeof SupportChatThread>;

export const SupportChatReplyBody = z.strictObject({ text: SupportChatText });
export const SupportChatClosed = z.object({ changed: z.boolean() });
