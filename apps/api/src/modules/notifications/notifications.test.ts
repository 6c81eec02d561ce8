import { ErrorCode, type MessageSendBody, type PollResults } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { mediaViews, messages } from '../../db/schema/index.js';
import { expectProblem, type Visitor } from '../auth/test-support.js';
import { linkCard } from '../payments/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';
import { listening, openStream } from './test-support.js';

const OPERATOR_TOKEN = 'operator-token-operator-token-0123456789';
const FRAME_ORIGIN = 'https://forms.example';
const { app, visitor, database } = await createTestApp({
  env: { EFIR_OPERATOR_TOKEN: OPERATOR_TOKEN, EFIR_MESSAGE_FRAME_ORIGINS: FRAME_ORIGIN },
  acquirer: true,
});
const baseUrl = await listening(app);
const streams: { close(): void }[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

const PANEL = {
  event_type: 'display',
  event_code: 'marketing_message',
  display: { display_type: 'panel', message: 'Новый сезон', submessage: '<b>Смотрите</b> с пятницы', duration: 7 },
} as const;

/** spec 2 §3 Poll as the operator sends it: two questions. */
const POLL = {
  title: 'Как вам Эфир?',
  questions: [
    { question: 'Что вы смотрите чаще?', answers: ['Фильмы', 'Сериалы', 'ТВ'] },
    { question: 'Порекомендуете нас?', answers: ['Да', 'Нет'] },
  ],
};
const POLL_MESSAGE = {
  event_type: 'display',
  event_code: 'poll',
  display: { display_type: 'popup', message: 'Опрос', poll: POLL },
} as const;

/** The operator's call, with its token unless the test says otherwise. */
const send = (body: unknown, token: string | null = OPERATOR_TOKEN) =>
  visitor().raw('/api/operator/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function sendOk(body: MessageSendBody): Promise<string[]> {
  const response = await send(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { message_ids: string[] }).message_ids;
}

async function viewer(): Promise<{ viewer: Visitor; phone: string }> {
  const signedIn = visitor();
  const phone = await registerByPhone(signedIn);
  return { viewer: signedIn, phone };
}

async function stream(who: Visitor, options?: Parameters<typeof openStream>[2]) {
  const opened = await openStream(baseUrl, who, options);
  streams.push(opened);
  return opened;
}

describe('the operator’s messages', () => {
  it('answer only the operator’s token, as the problem reports do', async () => {
    const { phone } = await viewer();
    for (const token of [null, 'not-the-token']) {
      const response = await send({ to: { phone }, message: PANEL }, token);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error_code: number }).error_code).toBe(ErrorCode.OPERATOR_TOKEN_INVALID);
    }
  });

  it('refuse a display type, event code or shape the spec does not know, storing nothing', async () => {
    const { phone } = await viewer();
    const before = (await database.db.select().from(messages)).length;
    const bad = [
      { ...PANEL, display: { ...PANEL.display, display_type: 'banner' } },
      { ...PANEL, event_code: 'lottery' },
      { ...PANEL, event_type: 'broadcast' },
      { event_type: 'display', event_code: 'marketing_message' },
      { ...PANEL, event_code: 'item_rating' },
      { ...PANEL, event_code: 'iframe' },
      { ...PANEL, event_code: 'poll' },
      { ...PANEL, display: { ...PANEL.display, poll: POLL } },
      { ...PANEL, event_code: 'poll', display: { ...PANEL.display, poll: { ...POLL, questions: [] } } },
      { ...PANEL, event_code: 'poll', display: { ...PANEL.display, poll: { ...POLL, questions: [{ question: 'Да?', answers: ['Да'] }] } } },
      { ...PANEL, display: { ...PANEL.display, duration: 0 } },
      { ...PANEL, display: { ...PANEL.display, message: '' } },
      { ...PANEL, display: { ...PANEL.display, image: 'javascript:alert(1)' } },
      { ...PANEL, display: { ...PANEL.display, target: { type: 'blank', title: 'Go', url: '//evil.example' } } },
    ];
    for (const message of bad) {
      const response = await send({ to: { phone }, message });
      expect(response.status, JSON.stringify(message)).toBe(400);
      expect(((await response.json()) as { error_code: number }).error_code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const unknown = await send({ to: { phone: '79998887766' }, message: PANEL });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error_code: number }).error_code).toBe(ErrorCode.RECIPIENT_UNKNOWN);
    expect((await database.db.select().from(messages)).length).toBe(before);
  });

  it('take every display type and event code with what it needs, and clean the HTML', async () => {
    const { viewer: who, phone } = await viewer();
    const item = { type: 'media_item', id: 7101 } as const;
    const sent: MessageSendBody['message'][] = [
      {
        event_type: 'display',
        event_code: 'marketing_message',
        display: { display_type: 'popup', message: 'Попап', is_cancellable: false, force_display: true },
      },
      { event_type: 'item', event_code: 'item_rating', item },
      { event_type: 'item', event_code: 'item_rate_exchange', item },
      { event_type: 'display', event_code: 'item_selling_screen', item, display: { display_type: 'panel', message: 'Купите' } },
      { event_type: 'item', event_code: 'item_recommendations', item },
      { event_type: 'player', event_code: 'marketing_message' },
      {
        event_type: 'display',
        event_code: 'iframe',
        display: { display_type: 'popup', message: 'Опрос' },
        src: `${FRAME_ORIGIN}/1`,
        title: 'Анкета',
      },
      {
        event_type: 'display',
        event_code: 'marketing_message',
        display: {
          display_type: 'panel',
          message: 'Скрипт',
          submessage: '<img src=x onerror="alert(1)"><script>alert(2)</script><b>ok</b>',
        },
      },
    ];
    for (const message of sent) expect(await sendOk({ to: { phone }, message })).toHaveLength(1);
    const journal = await who.call('notifications.messages');
    expect(journal.items).toHaveLength(sent.length);
    expect(journal.unread).toBe(sent.length);
    expect(journal.items[0]!.display?.submessage).toBe('<b>ok</b>');
    expect(journal.items.at(-1)?.display).toMatchObject({ display_type: 'popup', is_cancellable: false, force_display: true });
  });

  it('reach one profile only when addressed to it, and everyone when addressed to all', async () => {
    const { viewer: who } = await viewer();
    const other = (await viewer()).viewer;
    const kid = await who.call('profiles.create', { body: { name: 'Дети' } });
    await sendOk({ to: { profile_id: kid.id }, message: PANEL });
    expect((await who.call('notifications.messages')).items).toHaveLength(0);
    const everyone = await sendOk({ to: { everyone: true }, message: PANEL });
    expect(everyone.length).toBeGreaterThanOrEqual(2);
    expect((await who.call('notifications.messages')).items).toHaveLength(1);
    expect((await other.call('notifications.messages')).items).toHaveLength(1);
  });
});

describe('the selling-screen prompt and the iframe message (spec 2 §3 item, src, title)', () => {
  const SELLING = {
    event_type: 'display',
    event_code: 'item_selling_screen',
    display: { display_type: 'popup', message: 'Новинка в прокате', submessage: '<b>Только</b> неделю' },
    item: { type: 'media_item', id: 7101 },
  } as const;
  const FRAME = {
    event_type: 'display',
    event_code: 'iframe',
    display: { display_type: 'popup', message: 'Анкета зрителя' },
    src: `${FRAME_ORIGIN}/survey?id=1`,
    title: 'Анкета',
  } as const;

  it('refuse a prompt without its item and a frame without a safe, allowed page or a title, storing nothing', async () => {
    const { phone } = await viewer();
    const before = (await database.db.select().from(messages)).length;
    const { item: _item, ...withoutItem } = SELLING;
    const bad = [
      withoutItem,
      { ...SELLING, src: `${FRAME_ORIGIN}/x`, title: 'Лишнее' },
      { ...FRAME, src: undefined },
      { ...FRAME, title: undefined },
      { ...FRAME, title: '   ' },
      { ...FRAME, title: 'А'.repeat(201) },
      { ...FRAME, src: 'javascript:alert(1)' },
      { ...FRAME, src: '/my/journal' },
      { ...FRAME, src: 'http://forms.example/survey' },
      { ...FRAME, src: 'https://evil.example/survey' },
      { ...FRAME, src: 'https://forms.example.evil.example/survey' },
    ];
    for (const message of bad) {
      const response = await send({ to: { phone }, message });
      expect(response.status, JSON.stringify(message)).toBe(400);
      expect(((await response.json()) as { error_code: number }).error_code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await database.db.select().from(messages)).length).toBe(before);
  });

  it('deliver both with their fields, live and in the journal', async () => {
    const { viewer: who, phone } = await viewer();
    const live = await stream(who);
    const [selling] = await sendOk({ to: { phone }, message: SELLING });
    expect((await live.next()).event).toMatchObject({ ...SELLING, message_id: selling, display: { submessage: '<b>Только</b> неделю' } });
    const [frame] = await sendOk({ to: { phone }, message: FRAME });
    expect((await live.next()).event).toMatchObject({ ...FRAME, message_id: frame });
    const [framed, prompt] = (await who.call('notifications.messages')).items;
    expect(framed).toMatchObject({ message_id: frame, event_code: 'iframe', src: FRAME.src, title: 'Анкета', item: null });
    expect(prompt).toMatchObject({ message_id: selling, item: SELLING.item, src: null, title: null });
  });

  it('the page’s frame-src allows the configured origins, so a message never names a page the browser blocks', async () => {
    const csp = (await visitor().raw('/api/health/live')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`frame-src 'self'[^;]* ${FRAME_ORIGIN}(;| )`));
  });
});

describe('the recommendations message (spec 2 §3 media_view_alias, ab_test; §4 Recommendations modal)', () => {
  const RECOMMEND = {
    event_type: 'item',
    event_code: 'item_recommendations',
    item: { type: 'media_item', id: 10001 },
  } as const;
  /** A media view of the operator's other than item-recommendations (this suite's catalogue has none). */
  const AFTER_FILM = 'after-film';
  beforeAll(async () => {
    await database.db.insert(mediaViews).values({ id: 900_001, alias: AFTER_FILM, name: { rus: 'После фильма' } });
  });

  it('refuse a media view the catalogue lacks, a malformed alias or flag, and both on another code, storing nothing', async () => {
    const { phone } = await viewer();
    const before = (await database.db.select().from(messages)).length;
    const bad: [unknown, string][] = [
      [{ ...RECOMMEND, media_view_alias: 'no-such-view' }, 'the catalogue has no media view no-such-view'],
      [{ ...RECOMMEND, media_view_alias: 'Home View' }, 'media_view_alias'],
      [{ ...RECOMMEND, ab_test: 'yes' }, 'ab_test'],
      [{ ...PANEL, media_view_alias: AFTER_FILM }, 'Only an item_recommendations message carries media_view_alias and ab_test'],
      [{ ...PANEL, ab_test: true }, 'Only an item_recommendations message carries media_view_alias and ab_test'],
    ];
    for (const [message, says] of bad) {
      const response = await send({ to: { phone }, message });
      expect(response.status, JSON.stringify(message)).toBe(400);
      const body = (await response.json()) as { error_code: number; description: string };
      expect(body.error_code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(body.description).toContain(says);
    }
    expect((await database.db.select().from(messages)).length).toBe(before);
  });

  it('carry the media view and the A/B flag live and in the journal; unsaid, neither is pushed and the journal says so', async () => {
    const { viewer: who, phone } = await viewer();
    const live = await stream(who);
    const [named] = await sendOk({ to: { phone }, message: { ...RECOMMEND, media_view_alias: AFTER_FILM, ab_test: true } });
    expect((await live.next()).event).toMatchObject({ ...RECOMMEND, message_id: named, media_view_alias: AFTER_FILM, ab_test: true });
    const [plain] = await sendOk({ to: { phone }, message: { ...RECOMMEND, ab_test: false } });
    const pushed = (await live.next()).event;
    expect(pushed).toMatchObject({ message_id: plain });
    expect(pushed).not.toHaveProperty('media_view_alias');
    expect(pushed).not.toHaveProperty('ab_test');
    const [second, first] = (await who.call('notifications.messages')).items;
    expect(first).toMatchObject({ message_id: named, media_view_alias: AFTER_FILM, ab_test: true });
    expect(second).toMatchObject({ message_id: plain, media_view_alias: null, ab_test: false });
  });
});

describe('polls (spec 2 §4 Poll, §7 finish poll)', () => {
  const results = async (pollId: string) => {
    const response = await visitor().raw(`/api/operator/polls/${pollId}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(response.status).toBe(200);
    return response.json() as Promise<PollResults>;
  };

  it('one sending is one poll: each recipient answers once, the message counts as read, and the operator reads the counts', async () => {
    const first = await viewer();
    const second = await viewer();
    const [firstMessage] = await sendOk({ to: { phone: first.phone }, message: POLL_MESSAGE });
    const [listed] = (await first.viewer.call('notifications.messages')).items;
    const poll = listed!.display!.poll!;
    expect(listed).toMatchObject({
      event_code: 'poll',
      answered: false,
      clicked: false,
      display: { poll: { ...POLL, id: expect.any(String) } },
    });

    await first.viewer.call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: firstMessage!, answers: [1, 0] } });
    expect((await first.viewer.call('notifications.messages')).items[0]).toMatchObject({ answered: true, clicked: true });
    expect((await first.viewer.call('accounts.user')).unread_messages).toBe(0);
    await expectProblem(
      first.viewer.call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: firstMessage!, answers: [0, 1] } }),
      409,
      ErrorCode.POLL_ANSWERED,
    );
    expect(await results(poll.id)).toEqual({
      poll_id: poll.id,
      title: POLL.title,
      answered: 1,
      questions: [
        {
          question: POLL.questions[0]!.question,
          answers: [
            { answer: 'Фильмы', count: 0 },
            { answer: 'Сериалы', count: 1 },
            { answer: 'ТВ', count: 0 },
          ],
        },
        {
          question: POLL.questions[1]!.question,
          answers: [
            { answer: 'Да', count: 1 },
            { answer: 'Нет', count: 0 },
          ],
        },
      ],
    });

    // Another sending of the same questions is another poll; a stranger cannot answer someone else's message.
    const [secondMessage] = await sendOk({ to: { phone: second.phone }, message: POLL_MESSAGE });
    const otherPoll = (await second.viewer.call('notifications.messages')).items[0]!.display!.poll!;
    expect(otherPoll.id).not.toBe(poll.id);
    await expectProblem(
      second.viewer.call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: firstMessage!, answers: [0, 0] } }),
      404,
      ErrorCode.MESSAGE_UNKNOWN,
    );
    await expectProblem(
      second.viewer.call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: secondMessage!, answers: [0, 0] } }),
      404,
      ErrorCode.MESSAGE_UNKNOWN,
    );
    expect((await results(poll.id)).answered).toBe(1);
  });

  it('answers that do not fit the questions are refused and change nothing', async () => {
    const { viewer: who, phone } = await viewer();
    const [message] = await sendOk({ to: { phone }, message: POLL_MESSAGE });
    const poll = (await who.call('notifications.messages')).items[0]!.display!.poll!;
    for (const answers of [[0], [0, 0, 0], [3, 0], [0, 2]]) {
      await expectProblem(
        who.call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: message!, answers } }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
    }
    for (const body of [{ message_id: message, answers: [-1, 0] }, { message_id: 'nope', answers: [0, 0] }, { answers: [0, 0] }]) {
      await expectProblem(
        who.call('polls.finish', { params: { poll_id: poll.id }, body: body as never }),
        400,
        ErrorCode.VALIDATION_FAILED,
      );
    }
    expect((await who.call('notifications.messages')).items[0]).toMatchObject({ answered: false, clicked: false });
    expect((await results(poll.id)).answered).toBe(0);
    const stranger = await visitor().raw(`/api/operator/polls/${poll.id}`);
    expect(stranger.status).toBe(401);
  });
});

describe('message status (spec 1 §7)', () => {
  it('records delivered, shown and clicked, each once; clicked reads the message', async () => {
    const { viewer: who, phone } = await viewer();
    const [id] = await sendOk({ to: { phone }, message: PANEL });
    expect((await who.call('accounts.user')).unread_messages).toBe(1);
    await who.call('notifications.messageStatus', { body: { message_id: id!, status: 'shown' } });
    let [row] = await database.db.select().from(messages).where(eq(messages.id, id!));
    expect(row?.delivered_at).toBeInstanceOf(Date);
    expect(row?.shown_at).toBeInstanceOf(Date);
    expect(row?.clicked_at).toBeNull();
    expect((await who.call('notifications.messages')).unread).toBe(1);
    const shownAt = row!.shown_at;
    await who.call('notifications.messageStatus', { body: { message_id: id!, status: 'clicked' } });
    await who.call('notifications.messageStatus', { body: { message_id: id!, status: 'shown' } });
    [row] = await database.db.select().from(messages).where(eq(messages.id, id!));
    expect(row?.shown_at).toEqual(shownAt);
    expect(row?.clicked_at).toBeInstanceOf(Date);
    const journal = await who.call('notifications.messages');
    expect(journal.unread).toBe(0);
    expect((await who.call('accounts.user')).unread_messages).toBe(0);
    expect(journal.items[0]).toMatchObject({ delivered: true, shown: true, clicked: true });
  });

  it('refuses bad input and other accounts’ messages, writing nothing', async () => {
    const { phone } = await viewer();
    const stranger = (await viewer()).viewer;
    const [id] = await sendOk({ to: { phone }, message: PANEL });
    await expectProblem(
      stranger.call('notifications.messageStatus', { body: { message_id: id!, status: 'clicked' } }),
      404,
      ErrorCode.MESSAGE_UNKNOWN,
    );
    for (const body of [
      { message_id: id, status: 'read' },
      { message_id: 'not-a-uuid', status: 'shown' },
      { message_id: id },
      { message_id: id, status: 'shown', extra: 1 },
    ]) {
      await expectProblem(stranger.call('notifications.messageStatus', { body: body as never }), 400, ErrorCode.VALIDATION_FAILED);
    }
    await expectProblem(
      visitor().call('notifications.messageStatus', { body: { message_id: id!, status: 'shown' } }),
      401,
      ErrorCode.SESSION_INVALID,
    );
    const [row] = await database.db.select().from(messages).where(eq(messages.id, id!));
    expect([row?.delivered_at, row?.shown_at, row?.clicked_at]).toEqual([null, null, null]);
  });
});

describe('the live push (Server-Sent Events)', () => {
  it('delivers the operator’s message to the signed-in viewer’s open stream at once', async () => {
    const { viewer: who, phone } = await viewer();
    const live = await stream(who);
    expect(live.status).toBe(200);
    expect(live.contentType).toContain('text/event-stream');
    const started = Date.now();
    const [id] = await sendOk({ to: { phone }, message: PANEL });
    const { event } = await live.next();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toMatchObject({
      event_code: 'marketing_message',
      event_type: 'display',
      message_id: id,
      display: { message: 'Новый сезон', duration: 7 },
    });
  });

  it('follows the session: after a profile switch the open stream carries that profile’s messages', async () => {
    const { viewer: who, phone } = await viewer();
    const kid = await who.call('profiles.create', { body: { name: 'Дети' } });
    const master = (await who.call('profiles.list')).items.find((profile) => profile.type === 'master')!;
    const live = await stream(who);
    await who.call('profiles.switch', { body: { id: kid.id } });
    await sendOk({ to: { profile_id: master.id }, message: PANEL });
    const [forKid] = await sendOk({ to: { profile_id: kid.id }, message: PANEL });
    const [forAll] = await sendOk({ to: { phone }, message: PANEL });
    expect([(await live.next()).event.message_id, (await live.next()).event.message_id]).toEqual([forKid, forAll]);
  });

  it('ends when its session ends, sending nothing more', async () => {
    const { viewer: who, phone } = await viewer();
    const live = await stream(who);
    await who.call('auth.logout', { body: {} });
    await sendOk({ to: { phone }, message: PANEL });
    await live.ended;
    expect(live.pending()).toBe(0);
  });

  it('is for signed-in viewers only', async () => {
    const response = await fetch(`${baseUrl}/api/v1/notifications/events`);
    expect(response.status).toBe(401);
  });

  it('carries the account events of payments on the same stream', async () => {
    const { viewer: who } = await viewer();
    const live = await stream(who);
    const card = await linkCard(who, '4242424242424242');
    expect((await live.next()).event).toMatchObject({ event_code: 'bank_card_added', payload: { bank_card_id: card.id } });
    await who.call('bankCards.delete', { params: { id: card.id } });
    expect((await live.next()).event).toMatchObject({ event_code: 'bank_card_deleted', payload: { bank_card_id: card.id } });
  });

  it('replays what a reconnect with Last-Event-ID missed, losing and repeating nothing', async () => {
    const { viewer: who, phone } = await viewer();
    const first = await stream(who);
    const ids = [];
    for (const n of [1, 2])
      ids.push(...(await sendOk({ to: { phone }, message: { ...PANEL, display: { ...PANEL.display, message: `до ${n}` } } })));
    const seen = [await first.next(), await first.next()];
    first.close();
    for (const n of [3, 4, 5])
      ids.push(...(await sendOk({ to: { phone }, message: { ...PANEL, display: { ...PANEL.display, message: `после ${n}` } } })));
    const again = await stream(who, { headers: { 'last-event-id': String(seen[1]!.id) } });
    ids.push(...(await sendOk({ to: { phone }, message: { ...PANEL, display: { ...PANEL.display, message: 'вживую' } } })));
    const replayed = [await again.next(), await again.next(), await again.next(), await again.next()];
    const all = [...seen, ...replayed];
    expect(all.map((received) => received.event.message_id)).toEqual(ids);
    expect(all.map((received) => received.id)).toEqual([...all.map((received) => received.id)].sort((a, b) => a - b));
    expect(new Set(all.map((received) => received.id)).size).toBe(6);
    await expect(again.next(300)).rejects.toThrow();
  });

  it('starts with a cursor, so a stream that dropped before any event resumes where it began', async () => {
    const { viewer: who, phone } = await viewer();
    const first = await stream(who);
    await expect.poll(() => first.cursors.length).toBe(1);
    first.close();
    const [missed] = await sendOk({ to: { phone }, message: PANEL });
    const again = await stream(who, { headers: { 'last-event-id': String(first.cursors[0]) } });
    expect((await again.next()).event.message_id).toBe(missed);
  });

  it('replays from the same id when a new leader tab passes it as last_event_id, and clamps one past the end', async () => {
    const { viewer: who, phone } = await viewer();
    const [id] = await sendOk({ to: { phone }, message: PANEL });
    const fromNow = await stream(who);
    await expect(fromNow.next(300)).rejects.toThrow();
    const leader = await stream(who, { query: '?last_event_id=0' });
    expect((await leader.next()).event.message_id).toBe(id);
    const bogus = await stream(who, { query: '?last_event_id=999999' });
    await expect.poll(() => bogus.cursors).toEqual([leader.cursors[0]! + 1]);
    const [next] = await sendOk({ to: { phone }, message: PANEL });
    expect((await bogus.next()).event.message_id).toBe(next);
  });

  it('does not hold the server’s close: open streams end and the browsers reconnect elsewhere', async () => {
    const other = await createTestApp();
    const url = await listening(other.app);
    const who = other.visitor();
    await registerByPhone(who);
    const live = await openStream(url, who);
    const started = Date.now();
    await other.app.close();
    await live.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
