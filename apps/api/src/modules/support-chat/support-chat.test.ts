import { ErrorCode, SUPPORT_CHAT_TEXT_MAX, type SupportChatSettings } from '@efir/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, operatorClient, testClock } from '../../../test/helpers.js';
import { supportChatMessages, supportChats } from '../../db/schema/index.js';
import { expectProblem, lastCode, type Visitor } from '../auth/test-support.js';
import { listening, openStream } from '../notifications/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { SUPPORT_CHAT_MESSAGES_PER_MINUTE } from './service.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const clock = testClock(new Date());
const { app, database } = await createTestApp({ clock, env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN } });
const baseUrl = await listening(app);
const operator = operatorClient(app, OPERATOR_TOKEN);
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

/** The partner brand (partner.localhost) shows a chat; the main brand (any other host) does not. */
let nextAddress = 1;
const partnerVisitor = () => browser(app, `198.51.100.${nextAddress++}`, 'http://partner.localhost');
const mainVisitor = () => browser(app, '127.0.0.1', 'http://efir.test');

const SETTINGS: SupportChatSettings = {
  title: { rus: 'Поддержка', eng: 'Support' },
  greeting: { rus: 'Здравствуйте!', eng: 'Hello!' },
  hours: { rus: 'С 9 до 21', eng: '9 am to 9 pm' },
};
await operator('operator.supportChatSettings', { params: { brand: 'partner' }, body: { support_chat: SETTINGS } });

const rows = async () => ({
  chats: (await database.db.select().from(supportChats)).length,
  messages: (await database.db.select().from(supportChatMessages)).length,
});

async function signedIn(viewer: Visitor = partnerVisitor()): Promise<{ viewer: Visitor; phone: string }> {
  return { viewer, phone: await registerByPhone(viewer) };
}

describe('the chat settings the operator sets per brand (spec 1 §1, §7)', () => {
  it('reach the page with the shell of the brand that has chat, in the viewer’s language; other brands get none', async () => {
    const viewer = partnerVisitor();
    expect((await viewer.call('system.shell', { query: { brand: 'partner' } })).support_chat).toEqual({
      title: 'Поддержка',
      greeting: 'Здравствуйте!',
      hours: 'С 9 до 21',
    });
    expect((await viewer.call('system.shell')).support_chat).toBeNull();
    // The main brand's flags show no chat, whatever the operator sets for it.
    await operator('operator.supportChatSettings', { params: { brand: 'efir' }, body: { support_chat: SETTINGS } });
    expect((await viewer.call('system.shell', { query: { brand: 'efir' } })).support_chat).toBeNull();
    await expectProblem(mainVisitor().call('supportChat.conversation'), 404, ErrorCode.SUPPORT_CHAT_OFF);
  });

  it('turn off with null, and an unknown brand or a bad text is refused with nothing written', async () => {
    await operator('operator.supportChatSettings', { params: { brand: 'partner' }, body: { support_chat: null } });
    expect((await partnerVisitor().call('system.shell', { query: { brand: 'partner' } })).support_chat).toBeNull();
    await expectProblem(partnerVisitor().call('supportChat.send', { body: { text: 'Алло' } }), 404, ErrorCode.SUPPORT_CHAT_OFF);
    await expectProblem(
      operator('operator.supportChatSettings', { params: { brand: 'nobody' }, body: { support_chat: SETTINGS } }),
      404,
      ErrorCode.SUPPORT_CHAT_BRAND_UNKNOWN,
    );
    const blank = { ...SETTINGS, greeting: { rus: '   ' } };
    await expectProblem(
      operator('operator.supportChatSettings', { params: { brand: 'partner' }, body: { support_chat: blank } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await partnerVisitor().call('system.shell', { query: { brand: 'partner' } })).support_chat).toBeNull();
    await operator('operator.supportChatSettings', { params: { brand: 'partner' }, body: { support_chat: SETTINGS } });
    expect((await partnerVisitor().call('system.shell', { query: { brand: 'partner' } })).support_chat?.title).toBe('Поддержка');
  });

  it('are the operator’s alone', async () => {
    const response = await partnerVisitor().raw('/api/operator/support_chat/settings/partner', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ support_chat: null }),
    });
    expect(response.status).toBe(401);
  });
});

describe('a viewer’s conversation', () => {
  it('is none until the visitor writes, and reading it writes nothing, not even the session', async () => {
    const before = await rows();
    const sessions = (await database.db.query.sessions.findMany()).length;
    expect(await partnerVisitor().call('supportChat.conversation')).toEqual({ conversation: null });
    expect(await rows()).toEqual(before);
    expect((await database.db.query.sessions.findMany()).length).toBe(sessions);
  });

  it('starts with the first message, trimmed, and keeps the visitor’s messages for the operator', async () => {
    const viewer = partnerVisitor();
    const { conversation } = await viewer.call('supportChat.send', { body: { text: '  Не грузится канал  \n' } });
    expect(conversation).toMatchObject({ status: 'open', unread: 0, messages: [{ author: 'viewer', text: 'Не грузится канал' }] });
    const again = await viewer.call('supportChat.conversation');
    expect(again.conversation?.id).toBe(conversation?.id);
    const thread = await operator('operator.supportChat', { params: { id: conversation!.id } });
    expect(thread).toMatchObject({ brand: 'partner', awaiting_reply: true, writer: { account_id: null, phone: null, profile: null } });
    // Another browser has its own conversation.
    expect(await partnerVisitor().call('supportChat.conversation')).toEqual({ conversation: null });
  });

  it('refuses an empty or too long message, writing nothing', async () => {
    const viewer = partnerVisitor();
    const before = await rows();
    for (const text of ['', ' \n\t ', 'x'.repeat(SUPPORT_CHAT_TEXT_MAX + 1)]) {
      await expectProblem(viewer.call('supportChat.send', { body: { text } }), 400, ErrorCode.VALIDATION_FAILED);
    }
    expect(await rows()).toEqual(before);
    const longest = await viewer.call('supportChat.send', { body: { text: 'я'.repeat(SUPPORT_CHAT_TEXT_MAX) } });
    expect(longest.conversation?.messages[0]?.text).toHaveLength(SUPPORT_CHAT_TEXT_MAX);
  });

  it(`takes ${SUPPORT_CHAT_MESSAGES_PER_MINUTE} messages a minute from one viewer; the next is refused and not stored`, async () => {
    const viewer = partnerVisitor();
    for (let n = 1; n <= SUPPORT_CHAT_MESSAGES_PER_MINUTE; n += 1) await viewer.call('supportChat.send', { body: { text: `№${n}` } });
    const before = await rows();
    const body = await expectProblem(viewer.call('supportChat.send', { body: { text: 'ещё' } }), 429, ErrorCode.RATE_LIMITED);
    expect(body.retry_after_seconds).toBeGreaterThan(0);
    expect(await rows()).toEqual(before);
  });
});

describe('the operator’s side', () => {
  it('lists the conversations awaiting a reply first, the longest waiting on top, and shows the account and profile', async () => {
    const first = partnerVisitor();
    const { conversation: waitingLong } = await first.call('supportChat.send', { body: { text: 'Первый' } });
    clock.advance(1000);
    const { viewer, phone } = await signedIn();
    const { conversation: answered } = await viewer.call('supportChat.send', { body: { text: 'Второй' } });
    clock.advance(1000);
    await operator('operator.supportChatReply', { params: { id: answered!.id }, body: { text: 'Ответ' } });
    clock.advance(1000);
    const { conversation: waitingShort } = await partnerVisitor().call('supportChat.send', { body: { text: 'Третий' } });

    const { items } = await operator('operator.supportChats', { query: { limit: 100 } });
    const order = items.map((item) => item.id);
    const awaiting = items.filter((item) => item.awaiting_reply);
    expect(items.slice(0, awaiting.length).every((item) => item.awaiting_reply)).toBe(true);
    expect(order.indexOf(waitingLong!.id)).toBeLessThan(order.indexOf(waitingShort!.id));
    expect(order.indexOf(waitingShort!.id)).toBeLessThan(order.indexOf(answered!.id));
    const account = items.find((item) => item.id === answered!.id)!;
    expect(account.writer).toMatchObject({ phone, email: null, profile: { name: expect.any(String) } });
    expect(account.last_message).toMatchObject({ author: 'operator', text: 'Ответ' });
  });

  it('replies reach a signed-in viewer at once on the push stream, written with the reply, and count as unread until read', async () => {
    const { viewer } = await signedIn();
    const { conversation } = await viewer.call('supportChat.send', { body: { text: 'Не могу оплатить' } });
    const stream = await openStream(baseUrl, viewer);
    streams.push(stream);
    const reply = await operator('operator.supportChatReply', { params: { id: conversation!.id }, body: { text: '  Проверяем  ' } });
    expect(reply).toMatchObject({ author: 'operator', text: 'Проверяем' });
    const { event } = await stream.next();
    expect(event).toMatchObject({ event_code: 'support_chat_message', payload: { conversation_id: conversation!.id } });

    const read = await viewer.call('supportChat.conversation');
    expect(read.conversation).toMatchObject({ unread: 1, messages: [{ author: 'viewer' }, { author: 'operator', text: 'Проверяем' }] });
    await viewer.call('supportChat.markRead', { body: { last_message_id: reply.id } });
    expect((await viewer.call('supportChat.conversation')).conversation?.unread).toBe(0);
  });

  it('replies to a visitor are read on the next read (visitors have no push stream)', async () => {
    const viewer = partnerVisitor();
    const { conversation } = await viewer.call('supportChat.send', { body: { text: 'Вопрос' } });
    await operator('operator.supportChatReply', { params: { id: conversation!.id }, body: { text: 'Ответ' } });
    expect((await viewer.call('supportChat.conversation')).conversation).toMatchObject({ unread: 1 });
  });

  it('read marks name only messages of the viewer’s own conversation', async () => {
    const owner = partnerVisitor();
    const { conversation } = await owner.call('supportChat.send', { body: { text: 'Мой вопрос' } });
    const reply = await operator('operator.supportChatReply', { params: { id: conversation!.id }, body: { text: 'Ответ' } });
    const other = partnerVisitor();
    await other.call('supportChat.send', { body: { text: 'Чужой' } });
    await other.call('supportChat.markRead', { body: { last_message_id: reply.id } });
    expect((await owner.call('supportChat.conversation')).conversation?.unread).toBe(1);
    await expectProblem(
      partnerVisitor().call('supportChat.markRead', { body: { last_message_id: 1 } }),
      404,
      ErrorCode.SUPPORT_CHAT_UNKNOWN,
    );
  });

  it('closes a conversation: no more replies to it, and the viewer’s next message starts a new one', async () => {
    const viewer = partnerVisitor();
    const { conversation } = await viewer.call('supportChat.send', { body: { text: 'Спасибо' } });
    expect(await operator('operator.supportChatClose', { params: { id: conversation!.id } })).toEqual({ changed: true });
    expect(await operator('operator.supportChatClose', { params: { id: conversation!.id } })).toEqual({ changed: false });
    expect((await viewer.call('supportChat.conversation')).conversation?.status).toBe('closed');
    const before = await rows();
    await expectProblem(
      operator('operator.supportChatReply', { params: { id: conversation!.id }, body: { text: 'Поздно' } }),
      409,
      ErrorCode.SUPPORT_CHAT_CLOSED,
    );
    expect(await rows()).toEqual(before);
    const next = await viewer.call('supportChat.send', { body: { text: 'Снова я' } });
    expect(next.conversation).toMatchObject({ status: 'open', messages: [{ text: 'Снова я' }] });
    expect(next.conversation?.id).not.toBe(conversation!.id);
  });

  it('refuses an unknown conversation and an empty reply with nothing written, and answers no one without the token', async () => {
    const before = await rows();
    await expectProblem(operator('operator.supportChat', { params: { id: 999_999 } }), 404, ErrorCode.SUPPORT_CHAT_UNKNOWN);
    await expectProblem(
      operator('operator.supportChatReply', { params: { id: 999_999 }, body: { text: 'Эй' } }),
      404,
      ErrorCode.SUPPORT_CHAT_UNKNOWN,
    );
    const { conversation } = await partnerVisitor().call('supportChat.send', { body: { text: 'Привет' } });
    const after = await rows();
    await expectProblem(
      operator('operator.supportChatReply', { params: { id: conversation!.id }, body: { text: ' ' } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect(await rows()).toEqual(after);
    expect(after.messages).toBe(before.messages + 1);
    expect((await partnerVisitor().raw('/api/operator/support_chats')).status).toBe(401);
  });
});

describe('a visitor who signs in (docs/decisions/0020)', () => {
  async function signIn(viewer: Visitor, phone: string) {
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'auth' } });
    const code = await lastCode(viewer, phone);
    await viewer.call('auth.sessionCreate', { body: { login: phone, login_mode: 'authorize', login_type: 'phone', password: code } });
  }

  it('takes the conversation along to the account', async () => {
    const viewer = partnerVisitor();
    const { conversation } = await viewer.call('supportChat.send', { body: { text: 'Я ещё не вошёл' } });
    const phone = await registerByPhone(viewer);
    const mine = await viewer.call('supportChat.conversation');
    expect(mine.conversation?.id).toBe(conversation?.id);
    expect((await operator('operator.supportChat', { params: { id: conversation!.id } })).writer.phone).toBe(phone);
    // Signing out leaves it with the account: the next visitor of this browser starts clean.
    await viewer.call('auth.logout', { body: {} });
    expect(await viewer.call('supportChat.conversation')).toEqual({ conversation: null });
  });

  it('joins the account’s open conversation into one thread', async () => {
    const { viewer: elsewhere, phone } = await signedIn(partnerVisitor());
    const { conversation: accounts } = await elsewhere.call('supportChat.send', { body: { text: 'С телефона' } });
    await operator('operator.supportChatReply', { params: { id: accounts!.id }, body: { text: 'Слушаем' } });
    const visitor = partnerVisitor();
    await visitor.call('supportChat.send', { body: { text: 'С ноутбука' } });
    const before = await rows();
    // The SMS code of the registration must be old enough for a new one.
    clock.advance(5 * 60_000);
    await signIn(visitor, phone);
    const { conversation } = await visitor.call('supportChat.conversation');
    expect(conversation?.id).toBe(accounts?.id);
    expect(conversation?.messages.map((message) => message.text)).toEqual(['С телефона', 'Слушаем', 'С ноутбука']);
    expect((await operator('operator.supportChat', { params: { id: accounts!.id } })).awaiting_reply).toBe(true);
    expect(await rows()).toEqual({ chats: before.chats - 1, messages: before.messages });
  });

  it('brings nothing into an account when the visitor never wrote', async () => {
    const viewer = partnerVisitor();
    await registerByPhone(viewer);
    expect(await viewer.call('supportChat.conversation')).toEqual({ conversation: null });
  });
});
