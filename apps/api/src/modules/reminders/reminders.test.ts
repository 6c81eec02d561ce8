import { ErrorCode, REMINDERS_MAX } from '@efir/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import { channels, epgPrograms, jobs, profiles, reminders } from '../../db/schema/index.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { expectProblem, lastCode, type Visitor } from '../auth/test-support.js';
import { importGuideFile } from '../epg/import/import.js';
import { bytes, xmltvDocument, xmltvTime } from '../epg/import/test-support.js';
import { CH, seedChannels } from '../epg/test-support.js';
import { listening, openStream } from '../notifications/test-support.js';
import { registerByPhone } from '../profiles/test-support.js';

const MINUTE = 60_000;
const clock = testClock(new Date('2026-11-26T10:00:00Z'));
const { app, database } = await createTestApp({ clock });
const { db } = database;
const programmes = await seedChannels(db, clock.now());
await db.update(channels).set({ tvg_id: 'archive' }).where(eq(channels.id, CH.archive));
const base = await listening(app);

let ip = 0;
async function signedIn(): Promise<Visitor> {
  const viewer = browser(app, `10.16.0.${++ip}`);
  await registerByPhone(viewer);
  return viewer;
}
const runJobs = () => browser(app).call('dev.jobsRun');
const later = { channel_id: CH.archive, program_id: programmes.later.original_id };
const reminderRows = () => db.select().from(reminders);
const reminderJobs = async () => (await db.select().from(jobs)).filter((job) => job.kind === 'reminders.due' && job.status === 'queued');

/**
 * The guide file the operator imports again with the reminded programme at another time: with its catchup-id, or
 * without one (its guide id is then its start, and the writer takes it for the same title moved).
 */
async function reimportLaterAt(startMs: number, { catchupId = true } = {}): Promise<void> {
  const file = xmltvDocument(
    [{ id: 'archive', names: [{ text: 'archive-tv' }] }],
    [
      {
        channel: 'archive',
        start: xmltvTime(startMs),
        stop: xmltvTime(startMs + 60 * MINUTE),
        catchupId: catchupId ? programmes.later.original_id : undefined,
        titles: [{ lang: 'ru', text: 'Передача 6' }],
      },
    ],
  );
  await importGuideFile(db, bytes(file, 97));
}

describe('reminders (issue 16)', () => {
  it('set, list, set twice once, unset: unset cancels its job', async () => {
    const laptop = await signedIn();
    await laptop.call('reminders.set', { body: later });
    await laptop.call('reminders.set', { body: later });
    const { items } = await laptop.call('reminders.list');
    expect(items.map((p) => [p.original_id, p.channel_info.slug, p.channel_id])).toEqual([
      [programmes.later.original_id, 'archive-tv', CH.archive],
    ]);
    expect(items[0]!.start_time).toBe(programmes.later.start_time.getTime() / 1000);
    expect(await reminderJobs()).toHaveLength(1);
    await laptop.call('reminders.unset', { body: later });
    expect((await laptop.call('reminders.list')).items).toEqual([]);
    expect(await reminderJobs()).toHaveLength(0);
  });

  it('refusals write nothing: a visitor, a started programme, an unknown one, one above the profile’s limit, a bad body, the limit', async () => {
    const guest = browser(app, '10.16.1.1');
    await guest.call('sessions.createDemo', { body: {} });
    await expectProblem(guest.call('reminders.set', { body: later }), 403, ErrorCode.AUTH_REQUIRED);
    await expectProblem(guest.call('reminders.list'), 403, ErrorCode.AUTH_REQUIRED);

    const viewer = await signedIn();
    const onAir = { channel_id: CH.archive, program_id: programmes.onAir.original_id };
    await expectProblem(viewer.call('reminders.set', { body: onAir }), 409, ErrorCode.REMINDER_PROGRAMME_STARTED);
    await expectProblem(viewer.call('reminders.set', { body: { channel_id: CH.archive, program_id: 'nope' } }), 404, ErrorCode.NOT_FOUND);
    const bad = await viewer.raw('/api/v1/reminders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel_id: 'archive', program_id: '' }),
    });
    expect(bad.status).toBe(400);

    const kids = await viewer.call('profiles.create', { body: { name: 'Дети' } });
    await viewer.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
    await viewer.call('profiles.switch', { body: { id: kids.id } });
    // The archive channel is 12+: for a 6+ profile its programmes are as absent as unknown ones.
    await expectProblem(viewer.call('reminders.set', { body: later }), 404, ErrorCode.NOT_FOUND);
    expect(await reminderRows()).toEqual([]);
    expect(await reminderJobs()).toEqual([]);

    // A full profile: REMINDERS_MAX reminders of programmes to come, put straight into the table.
    const full = await signedIn();
    const { profile_id, account_id } = await profileOf(full);
    const upcoming = Array.from({ length: REMINDERS_MAX }, (_, n) => ({
      id: 10_000 + n,
      original_id: `many-${n}`,
      channel_id: CH.plain,
      name: { rus: `Много ${n}` },
      start_time: new Date(clock.now().getTime() + (n + 1) * 10 * MINUTE),
      end_time: new Date(clock.now().getTime() + (n + 2) * 10 * MINUTE),
      age_limit_id: AGE.six,
      logo: '',
    }));
    await db.insert(epgPrograms).values(upcoming);
    await db.insert(reminders).values(
      upcoming.map((p) => ({
        profile_id,
        account_id,
        channel_id: CH.plain,
        original_id: p.original_id,
        due_at: p.start_time,
        language: 'rus',
        created_at: clock.now(),
      })),
    );
    await expectProblem(full.call('reminders.set', { body: later }), 409, ErrorCode.REMINDER_LIMIT);
    expect((await reminderRows()).filter((r) => r.channel_id === CH.archive)).toEqual([]);
    await db.delete(epgPrograms).where(eq(epgPrograms.channel_id, CH.plain));
    expect(await reminderRows()).toEqual([]);
  });

  it('due at the programme’s start: a stored message pushed to every device of the account, once', async () => {
    const laptop = browser(app, '10.16.2.1');
    const number = await registerByPhone(laptop);
    await laptop.call('reminders.set', { body: later });
    const phone = browser(app, '10.16.2.2');
    // Past the SMS resend pause of the registration's code.
    clock.advance(10 * MINUTE);
    await phone.call('auth.smsCodeSend', { body: { phone: number, action: 'auth' } });
    const code = await lastCode(phone, number);
    await phone.call('auth.sessionCreate', { body: { login: number, login_mode: 'authorize', login_type: 'phone', password: code } });
    const stream = await openStream(base, laptop);
    const phoneStream = await openStream(base, phone);
    clock.set(new Date(programmes.later.start_time.getTime() - 1000));
    await runJobs();
    expect((await laptop.call('notifications.messages')).items).toEqual([]);
    clock.advance(1000);
    await runJobs();
    const [{ event }, { event: onPhone }] = await Promise.all([stream.next(), phoneStream.next()]);
    expect(onPhone).toEqual(event);
    expect(event).toMatchObject({
      event_code: 'marketing_message',
      event_type: 'target',
      display: { display_type: 'panel', message: 'Начинается «Передача 6» на канале archive-tv', target: { url: '/tv/archive-tv' } },
    });
    const journal = await phone.call('notifications.messages');
    expect(journal.items).toHaveLength(1);
    expect(journal.items[0]!.display?.target).toMatchObject({ type: 'others', url: '/tv/archive-tv' });
    clock.advance(MINUTE);
    await runJobs();
    expect((await laptop.call('notifications.messages')).items).toHaveLength(1);
    await laptop.call('reminders.unset', { body: later });
    stream.close();
    phoneStream.close();
    clock.set(new Date('2026-11-26T10:00:00Z'));
  });

  it('moved by a re-import: due at the new start, not the old one', async () => {
    const viewer = await signedIn();
    await viewer.call('reminders.set', { body: later });
    const moved = programmes.later.start_time.getTime() + 30 * MINUTE;
    await reimportLaterAt(moved);
    expect((await viewer.call('reminders.list')).items[0]!.start_time).toBe(moved / 1000);
    expect((await reminderJobs()).map((job) => job.run_at.getTime())).toEqual([moved]);
    clock.set(programmes.later.start_time);
    await runJobs();
    expect((await viewer.call('notifications.messages')).items).toEqual([]);
    clock.set(new Date(moved));
    await runJobs();
    expect((await viewer.call('notifications.messages')).items).toHaveLength(1);
    clock.set(new Date('2026-11-26T10:00:00Z'));
    await reimportLaterAt(programmes.later.start_time.getTime());
    await viewer.call('reminders.unset', { body: later });
  });

  it('survives a restart: a new instance over the same database delivers it', async () => {
    const viewer = await signedIn();
    await viewer.call('reminders.set', { body: later });
    const next = await buildApp(testConfig(), { database, clock });
    await next.ready();
    try {
      clock.set(programmes.later.start_time);
      await browser(next).call('dev.jobsRun');
      expect((await viewer.call('notifications.messages')).items).toHaveLength(1);
    } finally {
      await next.close();
      clock.set(new Date('2026-11-26T10:00:00Z'));
    }
  });

  it('moved by a guide without ids: the programme renamed, the reminder follows it to its new start', async () => {
    const viewer = await signedIn();
    await viewer.call('reminders.set', { body: later });
    const moved = programmes.later.start_time.getTime() + 20 * MINUTE;
    await reimportLaterAt(moved, { catchupId: false });
    const [row] = (await reminderRows()).filter((r) => r.delivered_at === null);
    expect(row!.original_id).not.toBe(programmes.later.original_id);
    expect(row!.due_at.getTime()).toBe(moved);
    const [listed] = (await viewer.call('reminders.list')).items;
    expect([listed!.original_id, listed!.start_time]).toEqual([row!.original_id, moved / 1000]);
    clock.set(new Date(moved));
    await runJobs();
    expect((await viewer.call('notifications.messages')).items).toHaveLength(1);
    clock.set(new Date('2026-11-26T10:00:00Z'));
  });
});

async function profileOf(viewer: Visitor): Promise<{ profile_id: string; account_id: string }> {
  const [master] = (await viewer.call('profiles.list')).items;
  const [row] = await db.select({ account_id: profiles.account_id }).from(profiles).where(eq(profiles.id, master!.id));
  return { profile_id: master!.id, account_id: row!.account_id };
}
