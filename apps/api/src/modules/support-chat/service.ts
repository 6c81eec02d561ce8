import {
  ErrorCode,
  type LanguageCode,
  SUPPORT_CHAT_HISTORY_MAX,
  type SupportChatAnswer,
  type SupportChatInfo,
  type SupportChatMessage,
  type SupportChatSettings,
  type SupportChatSummary,
  type SupportChatThread,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { Problem, tooMany } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import type { RateLimitStore } from '../../providers/rate-limit.js';
import type { Tx } from '../entitlements/repo.js';
import type { NotificationsService } from '../notifications/service.js';
import type { ChatMessageRow, ChatOwner, ChatRow, SupportChatRepo } from './repo.js';

/** Messages one viewer may send a minute: a person typing never meets it, a script does. */
export const SUPPORT_CHAT_MESSAGES_PER_MINUTE = 10;
/** Messages one address may send a minute, whichever sessions it uses. */
const SUPPORT_CHAT_MESSAGES_PER_MINUTE_PER_ADDRESS = 30;
/** The settings change only when the operator sets them; every page's shell reads them. */
const SETTINGS_CACHE_MS = 30_000;

/** The brands of this installation and whether each may show a chat (its `flags.chat`). */
export type ChatBrands = (brand: string) => { known: boolean; chat: boolean };

export interface ChatCaller {
  brand: string;
  owner: ChatOwner;
  ip: string;
}

const chatOff = () => new Problem(404, ErrorCode.SUPPORT_CHAT_OFF, 'This site has no support chat');
const unknownChat = () => new Problem(404, ErrorCode.SUPPORT_CHAT_UNKNOWN, 'No such conversation');

const message = (row: ChatMessageRow): SupportChatMessage => ({
  id: row.id,
  author: row.author,
  text: row.text,
  created_at: row.created_at.toISOString(),
});

/** The support chat of spec 1 §1, §7: a brand's settings, the viewer's conversation, and the operator's queue. */
export function supportChatService(
  repo: SupportChatRepo,
  deps: { clock: Clock; rateLimits: RateLimitStore; events: Pick<NotificationsService, 'addEvent'>; brands: ChatBrands },
) {
  const cache = expiringCache<SupportChatSettings | null>(deps.clock, SETTINGS_CACHE_MS, 100);
  const settingsOf = (brand: string) => cache.get(brand, async () => (deps.brands(brand).chat ? repo.setting(brand) : null));

  /** Every viewer call first: the brand shows a chat and the operator set it. */
  async function checkOn(brand: string): Promise<void> {
    if (!(await settingsOf(brand))) throw chatOff();
  }

  async function answer(chat: ChatRow | undefined): Promise<SupportChatAnswer> {
    if (!chat) return { conversation: null };
    const [messages, unread] = await Promise.all([repo.messages(chat.id, SUPPORT_CHAT_HISTORY_MAX), repo.unread(chat)]);
    return { conversation: { id: chat.id, status: chat.status, messages: messages.map(message), unread } };
  }

  async function throttle(caller: ChatCaller): Promise<void> {
    const who = caller.owner.accountId !== null ? `account:${caller.owner.accountId}` : `session:${caller.owner.sessionId}`;
    for (const [key, limit] of [
      [`support_chat:${who}`, SUPPORT_CHAT_MESSAGES_PER_MINUTE],
      [`support_chat:ip:${caller.ip}`, SUPPORT_CHAT_MESSAGES_PER_MINUTE_PER_ADDRESS],
    ] as const) {
      const hit = await deps.rateLimits.hit(key, limit, 60_000);
      if (!hit.allowed) throw tooMany(ErrorCode.RATE_LIMITED, 'Too many messages; wait a little', hit.retryAfterSeconds);
    }
  }

  function summary(row: NonNullable<Awaited<ReturnType<SupportChatRepo['withWriterById']>>>, last: ChatMessageRow): SupportChatSummary {
    const { chat } = row;
    return {
      id: chat.id,
      brand: chat.brand,
      status: chat.status,
      awaiting_reply: chat.awaiting_reply,
      writer: {
        account_id: chat.account_id,
        phone: row.phone,
        email: row.email,
        profile: chat.profile_id && row.profile_name !== null ? { id: chat.profile_id, name: row.profile_name } : null,
      },
      last_message: message(last),
      created_at: chat.created_at.toISOString(),
    };
  }

  return {
    /** The brand's chat for the page's shell, in the viewer's language; null when the brand has none. */
    async shellInfo(brand: string, language: LanguageCode): Promise<SupportChatInfo | null> {
      const settings = await settingsOf(brand);
      return (
        settings && {
          title: translate(settings.title, language),
          greeting: translate(settings.greeting, language),
          hours: translate(settings.hours, language),
        }
      );
    },

    async setSettings(brand: string, settings: SupportChatSettings | null): Promise<{ support_chat: SupportChatSettings | null }> {
      if (!deps.brands(brand).known) throw new Problem(404, ErrorCode.SUPPORT_CHAT_BRAND_UNKNOWN, `There is no brand ${brand}`);
      await repo.putSetting(brand, settings);
      cache.clear();
      return { support_chat: settings };
    },

    async conversation(caller: Omit<ChatCaller, 'ip'>): Promise<SupportChatAnswer> {
      await checkOn(caller.brand);
      return answer(await repo.latest(caller.owner, caller.brand));
    },

    /** The viewer's message: into their open conversation, or a new one when the last was closed (or there is none). */
    async send(caller: ChatCaller, text: string): Promise<SupportChatAnswer> {
      await checkOn(caller.brand);
      await throttle(caller);
      const now = deps.clock.now();
      const chatId = await repo.transaction(async (tx) => {
        const chat = await repo.openFor(tx, caller.owner, caller.brand, now);
        await repo.addMessage(tx, { chat_id: chat.id, author: 'viewer', text, created_at: now });
        const profile = caller.owner.accountId !== null ? { profile_id: caller.owner.profileId } : {};
        await repo.update(tx, chat.id, { awaiting_reply: true, last_message_at: now, ...profile });
        return chat.id;
      });
      return answer(await repo.byId(chatId));
    },

    async markRead(caller: Omit<ChatCaller, 'ip'>, lastMessageId: number): Promise<void> {
      await checkOn(caller.brand);
      const chat = await repo.latest(caller.owner, caller.brand);
      if (!chat) throw unknownChat();
      await repo.markRead(chat.id, lastMessageId);
    },

    /**
     * A visitor signs in (docs/decisions/0020): their conversations go to the account, in the sign-in's transaction.
     * Where the account already has an open one on that brand, the visitor's messages join it, so one thread remains.
     */
    async adopt(tx: Tx, sessionId: string, accountId: string): Promise<void> {
      for (const chat of await repo.visitorChats(tx, sessionId)) {
        const existing = chat.status === 'open' ? await repo.openAccountChat(tx, accountId, chat.brand) : undefined;
        if (!existing) {
          await repo.update(tx, chat.id, { account_id: accountId });
          continue;
        }
        await repo.merge(tx, chat.id, existing.id);
        const last = await repo.lastMessage(tx, existing.id);
        await repo.update(tx, existing.id, {
          awaiting_reply: last?.author === 'viewer',
          last_message_at: last?.created_at ?? existing.last_message_at,
          viewer_read_id: Math.max(existing.viewer_read_id, chat.viewer_read_id),
        });
      }
    },

    async queue(status: 'open' | 'closed' | 'all', limit: number): Promise<SupportChatSummary[]> {
      const rows = await repo.queue(status, limit);
      const last = await repo.lastMessages(rows.map((row) => row.chat.id));
      return rows.flatMap((row) => {
        const newest = last.get(row.chat.id);
        return newest ? [summary(row, newest)] : [];
      });
    },

    async thread(id: number): Promise<SupportChatThread> {
      const row = await repo.withWriterById(id);
      if (!row) throw unknownChat();
      const messages = await repo.messages(id);
      return { ...summary(row, messages.at(-1)!), messages: messages.map(message) };
    },

    /** The operator's reply; a signed-in viewer's pages hear of it at once (support_chat_message), in its transaction. */
    async reply(id: number, text: string): Promise<SupportChatMessage> {
      const now = deps.clock.now();
      const row = await repo.transaction(async (tx) => {
        const chat = await repo.byId(id, { executor: tx, lock: true });
        if (!chat) throw unknownChat();
        if (chat.status === 'closed') throw new Problem(409, ErrorCode.SUPPORT_CHAT_CLOSED, 'The conversation is closed');
        const added = await repo.addMessage(tx, { chat_id: id, author: 'operator', text, created_at: now });
        await repo.update(tx, id, { awaiting_reply: false, last_message_at: now });
        if (chat.account_id) await deps.events.addEvent(tx, chat.account_id, 'support_chat_message', { conversation_id: id }, now);
        return added;
      });
      return message(row);
    },

    async close(id: number): Promise<{ changed: boolean }> {
      return repo.transaction(async (tx) => {
        const chat = await repo.byId(id, { executor: tx, lock: true });
        if (!chat) throw unknownChat();
        if (chat.status === 'closed') return { changed: false };
        await repo.update(tx, id, { status: 'closed', awaiting_reply: false, closed_at: deps.clock.now() });
        return { changed: true };
      });
    },
  };
}

export type SupportChatService = ReturnType<typeof supportChatService>;
