import { z } from 'zod';
import { RowId } from './ids.js';

/** spec 1 §3 Notification event: event_type. */
export const NOTIFICATION_EVENT_TYPES = ['display', 'item', 'player', 'target'] as const;
/** The event codes of the operator's messages (issue 17): stored, listed in the journal, shown by the display rules. */
export const MESSAGE_EVENT_CODES = [
  'poll',
  'marketing_message',
  'item_rating',
  'item_rate_exchange',
  'item_selling_screen',
  'item_recommendations',
  'iframe',
  /** spec 1 §4: a certificate the account bought; its target is /my/certificates. */
  'vod_certificate_created',
] as const;
/** Event codes that are about an item and so need one. */
export const ITEM_EVENT_CODES = ['item_rating', 'item_rate_exchange', 'item_selling_screen', 'item_recommendations'] as const;
/**
 * spec 1 §4 account events the payments and purchases write (the reload set of those), pushed on the same stream.
 * The other producers (promo codes, TV codes, bonuses, profile and account changes) add theirs here.
 */
export const ACCOUNT_EVENT_CODES = [
  'sync_purchases',
  /** One media item's access changed without a call of the viewer's (a rental ended): `item` says which. */
  'sync_purchase',
  'sync_unsubscribes',
  'bank_card_added',
  'bank_card_deleted',
  'payment_failed',
  'get_billing_info_request',
  /** A TV signed in to the account by code (spec 2 §4): its other tabs reload and refresh the session. */
  'ott_tv_activated',
  'promocode_activated',
  /** The account's profiles or its PIN changed on another device: the user data is read again. */
  'profile_changed',
  /** One profile's settings changed (`payload.profile_id`). */
  'profile_updated',
  /** Points earned or spent, or a program registered: the other tabs reload (spec 1 §4). */
  'bonuses_changed',
  /** A session of the account is seen from another region (`payload.location`, `previous_location`): the user data is read again. */
  'location_changed',
  /** The operator blocked or unblocked the account (`payload.is_blocked`): the user data, and so the block screen, is read again. */
  'account_status',
  /** The operator replied in the account's support chat (`payload.conversation_id`): the chat is read again. */
  'support_chat_message',
] as const;
/** spec 1 §4: events after which the page reloads. */
export const RELOAD_EVENT_CODES = [
  'sync_purchases',
  'sync_unsubscribes',
  'promocode_activated',
  'ott_tv_activated',
  'bank_card_deleted',
  'bank_card_added',
  'payment_failed',
  'get_billing_info_request',
  'bonuses_changed',
] as const;
/** spec 1 §4: events after which the user data is fetched again. */
export const USER_REFRESH_EVENT_CODES = [
  'profile_changed',
  'profile_updated',
  'location_changed',
  'account_status',
  'ott_tv_activated',
] as const;
/** spec 1 §7 message status. */
export const MESSAGE_STATUSES = ['delivered', 'shown', 'clicked'] as const;

/** Operator texts: long enough for a marketing message, bounded so a message stays a message. */
const MESSAGE_MAX = 500;
const SUBMESSAGE_MAX = 5000;
const DURATION_MAX_SECONDS = 3600;

const HttpUrl = z
  .string()
  .max(2048)
  .regex(/^(https?:\/\/|\/(?!\/))/, 'an http(s) address or a path of this site');

/** spec 1 §3 target: where the message leads (a new tab, a screen of the app, an address). */
export const NotificationTargetSpec = z.strictObject({
  type: z.enum(['blank', 'screen', 'others']),
  title: z.string().min(1).max(100),
  url: HttpUrl.optional(),
  link: z.strictObject({ screen_name: z.string().min(1).max(64) }).optional(),
});
export type NotificationTargetSpec = z.infer<typeof NotificationTargetSpec>;

/** A poll's limits: enough for a real survey, bounded so it stays one modal. */
const POLL_QUESTIONS_MAX = 20;
const POLL_ANSWERS_MAX = 10;

/** spec 2 §3 Poll as the operator writes it: a title and its questions, each with the answers to choose from. */
export const PollSpec = z.strictObject({
  title: z.string().trim().min(1).max(200),
  questions: z
    .array(
      z.strictObject({
        question: z.string().trim().min(1).max(300),
        answers: z.array(z.string().trim().min(1).max(200)).min(2).max(POLL_ANSWERS_MAX),
      }),
    )
    .min(1)
    .max(POLL_QUESTIONS_MAX),
});
export type PollSpec = z.infer<typeof PollSpec>;

/** spec 2 §3 Poll: with the id the server gives it, one for every recipient of one sending. */
export const Poll = PollSpec.extend({ id: z.uuid() });
export type Poll = z.infer<typeof Poll>;

/** spec 1 §3 display: a panel (a toast) or a popup (the modal host); submessage is HTML, sanitised where it renders. */
export const NotificationDisplay = z.strictObject({
  display_type: z.enum(['panel', 'popup']),
  panel_type: z.enum(['info', 'success', 'warning', 'error']).optional(),
  message: z.string().trim().min(1).max(MESSAGE_MAX),
  submessage: z.string().max(SUBMESSAGE_MAX).optional(),
  image: HttpUrl.optional(),
  /** Seconds; absent: a panel stays until closed. */
  duration: z.number().int().min(1).max(DURATION_MAX_SECONDS).optional(),
  is_cancellable: z.boolean().default(true),
  force_display: z.boolean().default(false),
  target: NotificationTargetSpec.optional(),
  /** A poll message's poll (spec 1 §3 display.poll). */
  poll: PollSpec.optional(),
});
/** The display as stored and pushed: a poll carries its id. */
export const DeliveredDisplay = NotificationDisplay.extend({ poll: Poll.optional() });
export type NotificationDisplay = z.infer<typeof DeliveredDisplay>;
/** The display as the operator sends it. */
export type NotificationDisplaySpec = z.infer<typeof NotificationDisplay>;

export const NotificationItem = z.strictObject({ type: z.literal('media_item'), id: RowId });
export type NotificationItem = z.infer<typeof NotificationItem>;

/** An iframe message's page title: the frame's accessible name and the modal's heading. */
export const FRAME_TITLE_MAX = 200;
/**
 * An iframe message's page (spec 2 §3 src): an absolute http(s) address. The server takes only https, or http on
 * localhost outside production, and only from the origins the page's frame-src allows (EFIR_MESSAGE_FRAME_ORIGINS).
 */
/** A media view's alias as the catalogue format names them (`item-recommendations`, `home` …). */
const MediaViewAlias = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a media view alias: lower-case latin letters, digits and single hyphens');

const FrameSrc = z.url({ protocol: /^https?$/ }).max(2048);

/** An operator's message as sent: spec 1 §3 Notification event without its id, which the server gives. */
export const MessageContent = z
  .strictObject({
    event_type: z.enum(NOTIFICATION_EVENT_TYPES),
    event_code: z.enum(MESSAGE_EVENT_CODES),
    display: NotificationDisplay.optional(),
    item: NotificationItem.optional(),
    /** spec 2 §3: an iframe message's page and its title. */
    src: FrameSrc.optional(),
    title: z.string().trim().min(1).max(FRAME_TITLE_MAX).optional(),
    /** spec 2 §3: the media view whose row an item_recommendations message's modal shows (item-recommendations unsaid). */
    media_view_alias: MediaViewAlias.optional(),
    /** spec 2 §3, §4: the message is an A/B test's arm, so its recommendations modal never closes on its own. */
    ab_test: z.boolean().optional(),
  })
  .superRefine((message, context) => {
    const problem = messageProblem(message);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
export type MessageContent = z.infer<typeof MessageContent>;

/** What a message must carry for its type and code to mean something; undefined when it does. */
function messageProblem(message: {
  event_type: string;
  event_code: string;
  display?: NotificationDisplaySpec;
  item?: NotificationItem;
  src?: string;
  title?: string;
  media_view_alias?: string;
  ab_test?: boolean;
}): { message: string; path: string[] } | undefined {
  if ((message.event_code === 'poll') !== (message.display?.poll !== undefined))
    return { message: 'A poll message carries display.poll, and only a poll message does', path: ['display', 'poll'] };
  if (message.event_type === 'display' && !message.display) return { message: 'A display event needs display', path: ['display'] };
  if (message.event_type === 'target' && !message.display?.target)
    return { message: 'A target event needs display.target', path: ['display'] };
  const needsItem = message.event_type === 'item' || (ITEM_EVENT_CODES as readonly string[]).includes(message.event_code);
  if (needsItem && !message.item) return { message: `${message.event_code} needs an item`, path: ['item'] };
  const framed = message.src !== undefined || message.title !== undefined;
  if (message.event_code === 'iframe' && (message.src === undefined || message.title === undefined))
    return { message: 'An iframe message needs src and title', path: [message.src === undefined ? 'src' : 'title'] };
  if (message.event_code !== 'iframe' && framed) return { message: 'Only an iframe message carries src and title', path: ['src'] };
  if (message.event_code !== 'item_recommendations' && (message.media_view_alias !== undefined || message.ab_test !== undefined))
    return {
      message: 'Only an item_recommendations message carries media_view_alias and ab_test',
      path: [message.media_view_alias !== undefined ? 'media_view_alias' : 'ab_test'],
    };
  if (!message.display && message.event_type !== 'item' && message.event_type !== 'player')
    return { message: 'Only item and player events may come without display', path: ['display'] };
  return undefined;
}

/** Who gets it: one account (by id, phone or e-mail), one profile, or every account. */
export const MessageRecipient = z.union([
  z.strictObject({ account_id: z.uuid() }),
  z.strictObject({ phone: z.string().regex(/^\d{10,15}$/) }),
  z.strictObject({ email: z.email().max(254) }),
  z.strictObject({ profile_id: z.uuid() }),
  z.strictObject({ everyone: z.literal(true) }),
]);
export type MessageRecipient = z.infer<typeof MessageRecipient>;

export const MessageSendBody = z.strictObject({ to: MessageRecipient, message: MessageContent });
export type MessageSendBody = z.input<typeof MessageSendBody>;
export const MessageSent = z.object({ message_ids: z.array(z.uuid()) });
export type MessageSent = z.infer<typeof MessageSent>;

/** spec 1 §3 Notification event as pushed: an operator's message (with message_id) or an account event (spec 1 §4). */
export interface NotificationEvent {
  event_code: (typeof MESSAGE_EVENT_CODES)[number] | (typeof ACCOUNT_EVENT_CODES)[number];
  event_type?: (typeof NOTIFICATION_EVENT_TYPES)[number];
  message_id?: string;
  display?: NotificationDisplay;
  item?: NotificationItem;
  src?: string;
  title?: string;
  media_view_alias?: string;
  /** Present (true) only on an A/B test's message. */
  ab_test?: true;
  /** What an account event is about (the order, the card …), as its producer wrote it. */
  payload?: Record<string, unknown>;
}

/** A stored message as the journal lists it, with its statuses (spec 1 §7). */
export const JournalMessage = z.object({
  message_id: z.uuid(),
  event_code: z.enum(MESSAGE_EVENT_CODES),
  event_type: z.enum(NOTIFICATION_EVENT_TYPES),
  display: DeliveredDisplay.nullable(),
  item: NotificationItem.nullable(),
  src: z.string().nullable(),
  title: z.string().nullable(),
  media_view_alias: z.string().nullable(),
  ab_test: z.boolean(),
  created_at: z.iso.datetime(),
  delivered: z.boolean(),
  shown: z.boolean(),
  clicked: z.boolean(),
  /** A poll message: whether this account has answered it. */
  answered: z.boolean(),
});
export type JournalMessage = z.infer<typeof JournalMessage>;

/** The journal: newest first, with the count of messages the viewer has not opened yet. */
export const JournalMessages = z.object({ items: z.array(JournalMessage), unread: z.number().int() });
export type JournalMessages = z.infer<typeof JournalMessages>;

export const MessageStatusBody = z.strictObject({ message_id: z.uuid(), status: z.enum(MESSAGE_STATUSES) });
export type MessageStatusBody = z.infer<typeof MessageStatusBody>;

/** Where a browser resumes its stream: the last event id it got (EventSource sends it as Last-Event-ID itself). */
export const EventStreamQuery = z.strictObject({ last_event_id: z.coerce.number().int().min(0).optional() });

/** The journal's page: the newest messages; older ones are not kept forever. */
export const JOURNAL_PAGE_SIZE = 50;

/** spec 2 §7 finish poll: one answer index per question, in order; the message it came in names the recipient. */
export const PollFinishBody = z.strictObject({
  message_id: z.uuid(),
  answers: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(POLL_ANSWERS_MAX - 1),
    )
    .min(1)
    .max(POLL_QUESTIONS_MAX),
});
export type PollFinishBody = z.infer<typeof PollFinishBody>;
export const PollParams = z.strictObject({ poll_id: z.uuid() });

/** A poll's results for the operator: how many answered, and each answer's count per question. */
export const PollResults = z.object({
  poll_id: z.uuid(),
  title: z.string(),
  answered: z.number().int(),
  questions: z.array(z.object({ question: z.string(), answers: z.array(z.object({ answer: z.string(), count: z.number().int() })) })),
});
export type PollResults = z.infer<typeof PollResults>;
