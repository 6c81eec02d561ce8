import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  JOURNAL_PAGE_SIZE,
  type JournalMessages,
  type MessageContent,
  type MessageRecipient,
  type MessageStatusBody,
  type NotificationDisplay,
  type NotificationDisplaySpec,
  type PollFinishBody,
  type PollResults,
} from '@efir/contract';
import { afterCommit } from '../../db/after-commit.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound, Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { safeOperatorText } from '../catalog/html.js';
import type { Tx } from '../entitlements/repo.js';
import type { LiveHub } from './live.js';
import type { AccountEventType, MessageRow, NewEvent, NotificationsRepo } from './repo.js';

export type { AccountEventType };

/** Stored messages, the account event log and its live push (spec 1 §3 Notification event, §4, §7). */
export function notificationsService(
  repo: NotificationsRepo,
  deps: { clock: Clock; live: LiveHub; messageFrameOrigins: readonly string[] },
) {
  const frameOrigins = new Set(deps.messageFrameOrigins);

  /** An iframe message names only a page the CSP's frame-src lets the browser show (its origins passed config checks). */
  function checkFrame(content: MessageContent): void {
    if (content.src === undefined) return;
    const { origin } = new URL(content.src);
    if (!frameOrigins.has(origin))
      throw badRequest(`src: ${origin} is not among the origins iframe messages may show (EFIR_MESSAGE_FRAME_ORIGINS)`);
  }

  /** Appends events in the executor's transaction and announces them, with their messages, once it commits. */
  async function append(executor: Tx | Db, events: NewEvent[], now: Date, messages: MessageRow[] = []): Promise<void> {
    const appended = await repo.appendEvents(executor, events, now);
    const messageById = new Map(messages.map((message) => [message.id, message]));
    afterCommit(executor, () =>
      deps.live.announce(
        appended.map(({ accountId, seq }, n) => ({
          accountId,
          seq,
          type: events[n]!.type,
          payload: events[n]!.payload ?? {},
          message: messageById.get(events[n]!.messageId ?? '') ?? null,
        })),
      ),
    );
  }

  /** A message names only a media view the catalogue has, so its modal never asks for one that is not there. */
  async function checkMediaView(content: MessageContent): Promise<void> {
    if (content.media_view_alias !== undefined && !(await repo.mediaViewExists(content.media_view_alias)))
      throw badRequest(`media_view_alias: the catalogue has no media view ${content.media_view_alias}`);
  }

  async function recipients(to: MessageRecipient): Promise<{ accountId: string; profileId: string | null }[]> {
    if ('everyone' in to) return (await repo.allAccountIds()).map((accountId) => ({ accountId, profileId: null }));
    if ('profile_id' in to) {
      const accountId = await repo.profileOwner(to.profile_id);
      if (!accountId) throw new Problem(404, ErrorCode.RECIPIENT_UNKNOWN, 'No such profile');
      return [{ accountId, profileId: to.profile_id }];
    }
    const accountId = await repo.accountIdBy(
      'account_id' in to ? { id: to.account_id } : 'phone' in to ? { phone: to.phone } : { email: to.email.toLowerCase() },
    );
    if (!accountId) throw new Problem(404, ErrorCode.RECIPIENT_UNKNOWN, 'No such account');
    return [{ accountId, profileId: null }];
  }

  async function store(tx: Tx, targets: { accountId: string; profileId: string | null }[], content: MessageContent) {
    const now = deps.clock.now();
    const display = content.display && delivered(content.display);
    const stored = await repo.insertMessages(
      tx,
      targets.map(({ accountId, profileId }) => ({
        account_id: accountId,
        profile_id: profileId,
        event_type: content.event_type,
        event_code: content.event_code,
        display: display ?? null,
        item: content.item ?? null,
        src: content.src ?? null,
        title: content.title ?? null,
        media_view_alias: content.media_view_alias ?? null,
        ab_test: content.ab_test ?? false,
        created_at: now,
      })),
    );
    await append(
      tx,
      stored.map((message) => ({ accountId: message.account_id, type: 'message', messageId: message.id })),
      now,
      stored,
    );
    return stored;
  }

  return {
    /** spec 1 §4 account events (payments, purchases …), written in the transaction of what they tell. */
    addEvent: (executor: Tx | Db, accountId: string, type: AccountEventType, payload: Record<string, unknown>, now: Date) =>
      append(executor, [{ accountId, type, payload }], now),

    /** The operator's message: stored for each recipient with its event, pushed once committed. */
    async send(to: MessageRecipient, content: MessageContent): Promise<string[]> {
      checkFrame(content);
      await checkMediaView(content);
      const targets = await recipients(to);
      const rows = await repo.transaction((tx) => store(tx, targets, content));
      return rows.map((row) => row.id);
    },

    /**
     * A message the service itself sends one profile (a reminder), or the whole account (profileId null: a certificate
     * bought), in the caller's transaction with what made it due.
     */
    async sendIn(tx: Tx, to: { accountId: string; profileId: string | null }, content: MessageContent): Promise<string> {
      checkFrame(content);
      await checkMediaView(content);
      const [row] = await store(tx, [to], content);
      return row!.id;
    },

    async journal(accountId: string, profileId: string | null): Promise<JournalMessages> {
      const [items, unread] = await Promise.all([repo.journal(accountId, profileId, JOURNAL_PAGE_SIZE), repo.unread(accountId, profileId)]);
      return { items: items.map(journalMessage), unread };
    },

    /** The unread count of spec 1 §3 User: messages the profile sees and has not opened. */
    unreadCount: repo.unread,

    /** spec 2 §7 finish poll: one valid answer per question, once per recipient; the message counts as opened. */
    async finishPoll(accountId: string, profileId: string | null, pollId: string, { message_id, answers }: PollFinishBody): Promise<void> {
      const message = await repo.pollMessage(accountId, profileId, message_id);
      const poll = message?.display?.poll;
      if (!poll || poll.id !== pollId) throw new Problem(404, ErrorCode.MESSAGE_UNKNOWN, 'No such poll for this profile');
      const fits =
        answers.length === poll.questions.length && answers.every((answer, index) => answer < poll.questions[index]!.answers.length);
      if (!fits) throw badRequest('One answer per question, each one of its answers');
      if (!(await repo.answerPoll(message_id, pollId, answers, deps.clock.now())))
        throw new Problem(409, ErrorCode.POLL_ANSWERED, 'This poll is answered already');
    },

    /** The operator's view of a poll: how many answered, and each answer's count per question. */
    async pollResults(pollId: string): Promise<PollResults> {
      const found = await repo.pollWithAnswers(pollId);
      const poll = found?.message.display?.poll;
      if (!found || !poll) throw notFound('No such poll');
      return {
        poll_id: poll.id,
        title: poll.title,
        answered: found.answers.length,
        questions: poll.questions.map((question, index) => ({
          question: question.question,
          answers: question.answers.map((answer, choice) => ({
            answer,
            count: found.answers.filter((given) => given[index] === choice).length,
          })),
        })),
      };
    },

    async setStatus(accountId: string, profileId: string | null, { message_id, status }: MessageStatusBody): Promise<void> {
      const found = await repo.setStatus(accountId, profileId, message_id, status, deps.clock.now());
      if (!found) throw new Problem(404, ErrorCode.MESSAGE_UNKNOWN, 'No such message for this profile');
    },
  };
}

/**
 * The display as stored for every recipient: the API cleans the HTML too (docs/decisions/0007), so every client gets safe
 * markup (the web sanitises again), and a poll gets one id for the whole sending, its results counted under it.
 */
function delivered({ poll, ...display }: NotificationDisplaySpec): NotificationDisplay {
  return {
    ...display,
    ...(display.submessage !== undefined ? { submessage: safeOperatorText(display.submessage) } : {}),
    ...(poll ? { poll: { id: randomUUID(), ...poll } } : {}),
  };
}

const journalMessage = (row: MessageRow & { answered: boolean }) => ({
  message_id: row.id,
  event_code: row.event_code,
  event_type: row.event_type,
  display: row.display,
  item: row.item,
  src: row.src,
  title: row.title,
  media_view_alias: row.media_view_alias,
  ab_test: row.ab_test,
  created_at: row.created_at.toISOString(),
  delivered: row.delivered_at !== null,
  shown: row.shown_at !== null,
  clicked: row.clicked_at !== null,
  answered: row.answered,
});

export type NotificationsService = ReturnType<typeof notificationsService>;
