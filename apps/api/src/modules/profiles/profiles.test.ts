import { type ApiError, ErrorCode } from '@efir/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, testClock } from '../../../test/helpers.js';
import { accountEvents, profiles } from '../../db/schema/index.js';
import { AGE } from '../../seed/catalog/demo/reference.js';
import { expectProblem, lastCode, type Visitor } from '../auth/test-support.js';
import { PIN_LOCK_MS, PIN_TRIES, VIEW_PIN_GRANT_MS } from './service.js';
import { ITEMS, mediaDirWithClip, registerByPhone, seedRatedItems } from './test-support.js';

const clock = testClock(new Date('2026-11-22T12:00:00Z'));
const { app, database } = await createTestApp({ clock, env: { EFIR_MEDIA_DIR: mediaDirWithClip('aurora') } });
beforeAll(() => seedRatedItems(database.db, 'aurora'));

const jsonPost = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

let ipCounter = 0;
const visitor = () => browser(app, `10.5.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`);
const play = (viewer: Visitor, id: number) => viewer.call('playback.asset', { params: { content_type: 'media_item', content_id: id } });

/** A signed-in family: the master browser, and the id of a kids profile (6+, no erotic) it made. */
async function family() {
  const parent = visitor();
  const phone = await registerByPhone(parent);
  const kids = await parent.call('profiles.create', { body: { name: 'Дети' } });
  await parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.six } });
  const { items } = await parent.call('profiles.list');
  return { parent, phone, kids, master: items[0]! };
}

describe('profiles', () => {
  it('a new account has its master profile, which the user state names', async () => {
    const viewer = visitor();
    await registerByPhone(viewer);
    const { items } = await viewer.call('profiles.list');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'master',
      max_age_limit_id: AGE.adult,
      icon: { id: 1, image: '/static/profile-icons/1-90.svg' },
    });
    const user = await viewer.call('accounts.user');
    expect(user).toMatchObject({ profile: { id: items[0]!.id }, cur_view_time: 0, max_view_time: null, is_view_time_left: true });
  });

  it('a visitor has no profiles, and one account never sees another’s', async () => {
    const guest = visitor();
    await guest.call('sessions.createDemo', { body: {} });
    await expectProblem(guest.call('profiles.list'), 403, ErrorCode.AUTH_REQUIRED);
    const { kids } = await family();
    const stranger = visitor();
    await registerByPhone(stranger);
    await expectProblem(stranger.call('profiles.switch', { body: { id: kids.id } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(stranger.call('profiles.edit', { params: { id: kids.id }, body: { name: 'x' } }), 404, ErrorCode.NOT_FOUND);
  });

  it('a profile name is required and at most 20 characters; icons come by profile type', async () => {
    const { parent } = await family();
    await expectProblem(parent.call('profiles.create', { body: { name: ' ' } }), 400, ErrorCode.VALIDATION_FAILED);
    await expectProblem(parent.call('profiles.create', { body: { name: 'x'.repeat(21) } }), 400, ErrorCode.VALIDATION_FAILED);
    expect((await parent.call('profiles.create', { body: { name: 'x'.repeat(20) } })).type).toBe('additional');
    const { items } = await parent.call('profiles.icons', { query: { type: 'master' } });
    expect(items.map((icon) => icon.id)).toEqual([1, 2, 3, 4, 5]);
    expect((await app.inject({ url: items[0]!.image_2x })).statusCode).toBe(200);
  });

  it('the default age limit cannot be above the maximum, and unknown limits are refused', async () => {
    const { parent, kids } = await family();
    await expectProblem(
      parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.adult } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    await expectProblem(
      parent.call('profiles.edit', { params: { id: kids.id }, body: { max_age_limit_id: 99 } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

describe('the account’s other devices are told (spec 1 §4)', () => {
  it('profile_changed when a profile is added or the PIN changes, profile_updated with its id when one is edited; a refusal tells nothing', async () => {
    const { parent, kids } = await family();
    const [row] = await database.db.select().from(profiles).where(eq(profiles.id, kids.id));
    const told = async () =>
      (
        await database.db
          .select({ type: accountEvents.type, payload: accountEvents.payload })
          .from(accountEvents)
          .where(eq(accountEvents.account_id, row!.account_id))
          .orderBy(asc(accountEvents.seq))
      ).map(({ type, payload }) => [type, payload]);
    // family(): a profile added, then its limits set.
    expect(await told()).toEqual([
      ['profile_changed', {}],
      ['profile_updated', { profile_id: kids.id }],
    ]);
    await parent.call('profiles.setChannels', { params: { id: kids.id }, body: { hidden_channel_ids: [] } });
    await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '4321' } });
    await expectProblem(
      parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.adult, max_age_limit_id: AGE.six } }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expect((await told()).slice(2)).toEqual([
      ['profile_updated', { profile_id: kids.id }],
      ['profile_changed', {}],
    ]);
  });
});

describe('the picker, once per sign-in (spec 1 §2)', () => {
  /** Signs the browser in again by an SMS code, as a new sign-in on the same device does. */
  async function signInAgain(viewer: Visitor, phone: string) {
    await viewer.call('auth.logout', { body: {} });
    await viewer.call('auth.smsCodeSend', { body: { phone, action: 'auth' } });
    const code = await lastCode(viewer, phone);
    await viewer.call('auth.sessionCreate', { body: { login: phone, login_mode: 'authorize', login_type: 'phone', password: code } });
  }

  it('is due until the session keeps or picks a profile, stays answered across requests, and is due again after a new sign-in', async () => {
    const { parent, phone, master } = await family();
    expect(await parent.call('accounts.user')).toMatchObject({ profile: { id: master.id }, profile_chosen: false });
    // Reading the user (every page load does) chooses nothing.
    expect((await parent.call('accounts.user')).profile_chosen).toBe(false);
    await parent.call('profiles.keep', { body: {} });
    expect(await parent.call('accounts.user')).toMatchObject({ profile: { id: master.id }, profile_chosen: true });
    expect((await parent.call('accounts.user')).profile_chosen).toBe(true);

    clock.advance(60_000);
    await signInAgain(parent, phone);
    expect(await parent.call('accounts.user')).toMatchObject({ profile: { id: master.id }, profile_chosen: false });
  });

  it('a switch answers it too, and keeping afterwards does not undo the switch', async () => {
    const { parent, kids } = await family();
    await parent.call('profiles.switch', { body: { id: kids.id } });
    expect(await parent.call('accounts.user')).toMatchObject({ profile: { id: kids.id }, profile_chosen: true });
    await parent.call('profiles.keep', { body: {} });
    expect((await parent.call('accounts.user')).profile?.id).toBe(kids.id);
  });

  it('keeping does not end a view-PIN grant', async () => {
    const { parent } = await family();
    await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } });
    await parent.call('profiles.keep', { body: {} });
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
  });
});

describe('an additional profile', () => {
  it('switches without a PIN, but back to the master only with it', async () => {
    const { parent, kids, master } = await family();
    const answer = await parent.call('profiles.switch', { body: { id: kids.id } });
    expect(answer.notification.display.message).toContain('Дети');
    expect((await parent.call('accounts.user')).profile?.id).toBe(kids.id);
    await expectProblem(parent.call('profiles.switch', { body: { id: master.id } }), 403, ErrorCode.PIN_WRONG);
    await expectProblem(parent.call('profiles.switch', { body: { id: master.id, pin_code: '1111' } }), 403, ErrorCode.PIN_WRONG);
    await parent.call('profiles.switch', { body: { id: master.id, pin_code: '0000' } });
    expect((await parent.call('accounts.user')).profile?.id).toBe(master.id);
  });

  it('a kids profile (at most family-friendly, 14) says so, and leaving it for any other profile needs the PIN', async () => {
    const { parent, kids, master } = await family();
    const adult = await parent.call('profiles.create', { body: { name: 'Взрослый' } });
    const teen = await parent.call('profiles.create', { body: { name: 'Подросток' } });
    await parent.call('profiles.edit', {
      params: { id: teen.id },
      body: { default_age_limit_id: AGE.sixteen, max_age_limit_id: AGE.sixteen },
    });
    const kidsOf = async () => new Map((await parent.call('profiles.list')).items.map((profile) => [profile.id, profile.is_kids]));
    expect(await kidsOf()).toEqual(
      new Map([
        [master.id, false],
        [kids.id, true],
        [adult.id, false],
        [teen.id, false],
      ]),
    );

    await parent.call('profiles.switch', { body: { id: kids.id } });
    expect((await parent.call('accounts.user')).profile).toMatchObject({ id: kids.id, is_kids: true });
    await expectProblem(parent.call('profiles.switch', { body: { id: adult.id } }), 403, ErrorCode.PIN_WRONG);
    await expectProblem(parent.call('profiles.switch', { body: { id: adult.id, pin_code: '1111' } }), 403, ErrorCode.PIN_WRONG);
    expect((await parent.call('accounts.user')).profile?.id).toBe(kids.id);
    // Staying is not leaving.
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await parent.call('profiles.switch', { body: { id: adult.id, pin_code: '0000' } });
    expect((await parent.call('accounts.user')).profile?.id).toBe(adult.id);
    // From a grown-up additional profile the others switch freely, the kids one included.
    await parent.call('profiles.switch', { body: { id: teen.id } });
    await parent.call('profiles.switch', { body: { id: kids.id } });
  });

  it('cannot add profiles, change or reset the PIN, or loosen its own limits; it may rename itself', async () => {
    const { parent, kids } = await family();
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await expectProblem(parent.call('profiles.create', { body: { name: 'Ещё' } }), 403, ErrorCode.MASTER_PROFILE_ONLY);
    await expectProblem(parent.call('profiles.pinDelete', { body: { password: 'whatever' } }), 403, ErrorCode.MASTER_PROFILE_ONLY);
    await expectProblem(
      parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '1234' } }),
      403,
      ErrorCode.MASTER_PROFILE_ONLY,
    );
    await expectProblem(
      parent.call('profiles.edit', { params: { id: kids.id }, body: { max_age_limit_id: AGE.adult } }),
      403,
      ErrorCode.MASTER_PROFILE_ONLY,
    );
    await expectProblem(
      parent.call('profiles.edit', { params: { id: kids.id }, body: { is_erotic_allowed: true } }),
      403,
      ErrorCode.MASTER_PROFILE_ONLY,
    );
    expect(await parent.call('profiles.edit', { params: { id: kids.id }, body: { name: 'Малыши', icon: { id: 7 } } })).toMatchObject({
      name: 'Малыши',
      icon: { id: 7 },
    });
  });

  it('a 6+ profile cannot play a 16+ or an erotic item, nor a 16+ series through a milder episode, even with the id in hand', async () => {
    const { parent, kids } = await family();
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
    await parent.call('profiles.switch', { body: { id: kids.id } });
    expect((await play(parent, ITEMS.sixPlus)).content.id).toBe(ITEMS.sixPlus);
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.AGE_LIMIT);
    await expectProblem(play(parent, ITEMS.erotic), 403, ErrorCode.AGE_LIMIT);
    await expectProblem(play(parent, ITEMS.adultSeries), 403, ErrorCode.AGE_LIMIT);
    await expectProblem(
      parent.call('playback.asset', { params: { content_type: 'trailer', content_id: ITEMS.sixteenPlus } }),
      403,
      ErrorCode.AGE_LIMIT,
    );
    expect((await play(parent, ITEMS.milderEpisode)).content.id).toBe(ITEMS.milderEpisode);
  });
});

describe('the view PIN above the default age (spec 1 §6)', () => {
  /** A kids profile that sees up to 6+ freely and up to 16+ with the PIN; the browser is on it. */
  async function onTeenProfile(pin?: string) {
    const { parent, kids, master, phone } = await family();
    if (pin) await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: pin } });
    await parent.call('profiles.edit', { params: { id: kids.id }, body: { default_age_limit_id: AGE.six, max_age_limit_id: AGE.sixteen } });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    return { parent, kids, master, phone };
  }
  const trailer = (viewer: Visitor, id: number) => viewer.call('playback.asset', { params: { content_type: 'trailer', content_id: id } });

  it('an item above the default age limit is refused with 1000119 until the PIN is validated, then plays', async () => {
    const { parent } = await onTeenProfile('2468');
    expect((await play(parent, ITEMS.sixPlus)).content.id).toBe(ITEMS.sixPlus);
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
    await expectProblem(trailer(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '1357' } })).toEqual({ valid: false });
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '2468' } })).toEqual({ valid: true });
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
    expect((await trailer(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
  });

  it('the PIN opens them for 10 minutes, and only in the session that gave it', async () => {
    const { parent, phone, kids } = await onTeenProfile();
    await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } });
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
    const otherDevice = visitor();
    clock.advance(61_000);
    await otherDevice.call('auth.smsCodeSend', { body: { phone, action: 'auth' } });
    const code = await lastCode(otherDevice, phone);
    await otherDevice.call('auth.sessionCreate', { body: { login: phone, login_mode: 'authorize', login_type: 'phone', password: code } });
    await otherDevice.call('profiles.switch', { body: { id: kids.id } });
    await expectProblem(play(otherDevice, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
    clock.advance(VIEW_PIN_GRANT_MS);
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
  });

  it('a profile switch ends the grant', async () => {
    const { parent, kids, master } = await onTeenProfile();
    await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } });
    await parent.call('profiles.switch', { body: { id: master.id, pin_code: '0000' } });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
  });

  it('no PIN opens anything beyond the maximum age limit or erotic content the profile may not see', async () => {
    const { parent, kids } = await onTeenProfile();
    await parent.call('profiles.switch', { body: { id: (await parent.call('profiles.list')).items[0]!.id, pin_code: '0000' } });
    await parent.call('profiles.edit', { params: { id: kids.id }, body: { max_age_limit_id: AGE.twelve } });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } });
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.AGE_LIMIT);
    await expectProblem(play(parent, ITEMS.erotic), 403, ErrorCode.AGE_LIMIT);
  });

  it('the PIN lockout still applies: after 5 wrong PINs even the right one opens nothing for 15 minutes', async () => {
    const { parent } = await onTeenProfile('2468');
    for (let i = 0; i < PIN_TRIES; i++) await parent.call('profiles.pinValidate', { body: { pin_code: '1111' } });
    await expectProblem(parent.call('profiles.pinValidate', { body: { pin_code: '2468' } }), 429, ErrorCode.PIN_LOCKED);
    await expectProblem(play(parent, ITEMS.sixteenPlus), 403, ErrorCode.VIEW_PIN_REQUIRED);
    clock.advance(PIN_LOCK_MS);
    await parent.call('profiles.pinValidate', { body: { pin_code: '2468' } });
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
  });

  it('a profile whose default age limit is the maximum never asks', async () => {
    const { parent } = await family();
    expect((await play(parent, ITEMS.sixteenPlus)).content.id).toBe(ITEMS.sixteenPlus);
  });
});

describe('catalogue answers for a 6+ profile', () => {
  it('list, search and getById leave out the 16+ and erotic items the master profile sees', async () => {
    const { parent, kids } = await family();
    const listed = async () => (await parent.call('catalog.list', { query: { limit: 100 } })).items.map((item) => item.id);
    const found = async () => (await parent.call('search.query', { query: { query: 'Фильм' } })).items.map((item) => item.id);
    expect(await listed()).toContain(ITEMS.sixteenPlus);
    expect(await found()).toContain(ITEMS.sixteenPlus);
    await parent.call('profiles.switch', { body: { id: kids.id } });
    expect(await listed()).toContain(ITEMS.sixPlus);
    expect(await listed()).not.toContain(ITEMS.sixteenPlus);
    expect(await found()).not.toContain(ITEMS.sixteenPlus);
    expect(await found()).not.toContain(ITEMS.erotic);
    await expectProblem(parent.call('mediaItems.getById', { params: { id: String(ITEMS.sixteenPlus) } }), 404, ErrorCode.NOT_FOUND);
    await expectProblem(parent.call('mediaItems.getById', { params: { id: String(ITEMS.erotic) } }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('the PIN', () => {
  it('cannot be changed to 0000 (1000114); a changed PIN replaces 0000', async () => {
    const { parent, master } = await family();
    await expectProblem(
      parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '0000' } }),
      400,
      ErrorCode.PIN_0000_FORBIDDEN,
    );
    await expectProblem(parent.call('profiles.pinChange', { body: { old_pin: '9999', new_pin: '1234' } }), 403, ErrorCode.PIN_WRONG);
    await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '1234' } });
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } })).toEqual({ valid: false });
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '1234' } })).toEqual({ valid: true });
    await parent.call('profiles.switch', { body: { id: master.id, pin_code: '1234' } });
    await expectProblem(parent.call('profiles.pinValidate', { body: { pin_code: '12a4' } }), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('5 wrong PINs lock PIN checks for 15 minutes: the 6th is refused even when right', async () => {
    const { parent } = await family();
    await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '2468' } });
    // The auto-check with 0000 is no guess at a set PIN: it costs no try.
    for (let i = 0; i < 6; i++) expect(await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } })).toEqual({ valid: false });
    for (let i = 0; i < 5; i++) expect(await parent.call('profiles.pinValidate', { body: { pin_code: '1111' } })).toEqual({ valid: false });
    const body = await expectProblem(parent.call('profiles.pinValidate', { body: { pin_code: '2468' } }), 429, ErrorCode.PIN_LOCKED);
    expect(body.retry_after_seconds).toBe(PIN_LOCK_MS / 1000);
    clock.advance(PIN_LOCK_MS);
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '2468' } })).toEqual({ valid: true });
  });

  it('20 guesses at once, the right one last: at most 5 are evaluated and the right one is refused', async () => {
    const { parent } = await family();
    await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '2468' } });
    const guesses = [...Array.from({ length: 19 }, (_, i) => String(1000 + i)), '2468'];
    const answers = await Promise.all(
      guesses.map((pin_code) => parent.raw('/api/v1/profiles/pin/validate', jsonPost({ pin_code })).then((r) => r.status)),
    );
    expect(answers.filter((status) => status !== 429).length).toBeLessThanOrEqual(PIN_TRIES);
    expect(answers.at(-1)).toBe(429);
    await expectProblem(parent.call('profiles.pinValidate', { body: { pin_code: '2468' } }), 429, ErrorCode.PIN_LOCKED);
    clock.advance(PIN_LOCK_MS);
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '2468' } })).toEqual({ valid: true });
  });

  it('is reset by an SMS code to the account’s phone, after which 0000 is in use', async () => {
    const { parent, phone } = await family();
    await parent.call('profiles.pinChange', { body: { old_pin: '0000', new_pin: '4321' } });
    await expectProblem(parent.call('profiles.pinDelete', { body: { confirmation_code: 'forged' } }), 400, ErrorCode.CONFIRMATION_INVALID);
    await expectProblem(parent.call('profiles.pinDelete', { body: { password: 'not-a-password' } }), 400, ErrorCode.WRONG_CREDENTIALS);
    clock.advance(61_000);
    await parent.call('auth.smsCodeSend', { body: { phone, action: 'reset_password' } });
    const code = await lastCode(parent, phone);
    const { confirmation_code } = await parent.call('auth.smsCodeValidate', { body: { phone, code, action: 'reset_password' } });
    await parent.call('profiles.pinDelete', { body: { confirmation_code } });
    expect(await parent.call('profiles.pinValidate', { body: { pin_code: '0000' } })).toEqual({ valid: true });
  });
});

describe('view time', () => {
  it('stops playback assets once the daily limit is spent, until the next day in the account’s time zone', async () => {
    clock.set(new Date('2026-11-23T12:00:00Z'));
    const { parent, kids } = await family();
    await parent.call('profiles.edit', {
      params: { id: kids.id },
      body: { view_limits: { allowed_from: null, allowed_to: null, max_view_time: 600 } },
    });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await play(parent, ITEMS.sixPlus);
    await parent.call('viewedTime.report', { body: { seconds: 400 } });
    await parent.call('viewedTime.report', { body: { seconds: 200 } });
    expect(await parent.call('accounts.user')).toMatchObject({ cur_view_time: 600, max_view_time: 600, is_view_time_left: false });
    await expectProblem(play(parent, ITEMS.sixPlus), 403, ErrorCode.VIEW_TIME_SPENT);
    // 21:00 UTC is already the next day in Moscow.
    clock.set(new Date('2026-11-23T21:00:00Z'));
    expect(await parent.call('accounts.user')).toMatchObject({ cur_view_time: 0, is_view_time_left: true });
    await play(parent, ITEMS.sixPlus);
  });

  it('refuses playback outside allowed_from..allowed_to in the account’s time zone', async () => {
    clock.set(new Date('2026-11-24T12:00:00Z'));
    const { parent, kids } = await family();
    await parent.call('profiles.edit', {
      params: { id: kids.id },
      body: { view_limits: { allowed_from: '08:00', allowed_to: '21:00', max_view_time: null } },
    });
    await parent.call('profiles.switch', { body: { id: kids.id } });
    await play(parent, ITEMS.sixPlus);
    // 18:30 UTC = 21:30 in Moscow.
    clock.set(new Date('2026-11-24T18:30:00Z'));
    const refusal = await play(parent, ITEMS.sixPlus).then(
      () => undefined,
      (error: unknown) => error as ApiError,
    );
    // The window goes with the refusal: the page says when watching opens again.
    expect(refusal?.body).toMatchObject({ error_code: ErrorCode.VIEW_TIME_WINDOW, allowed_from: '08:00', allowed_to: '21:00' });
    await expectProblem(
      parent.call('profiles.edit', {
        params: { id: kids.id },
        body: { view_limits: { allowed_from: '08:00', allowed_to: null, max_view_time: null } },
      }),
      403,
      ErrorCode.MASTER_PROFILE_ONLY,
    );
  });
});
