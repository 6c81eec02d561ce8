import {
  DEFAULT_PIN,
  ErrorCode,
  FAMILY_AGE_MAX,
  type LanguageCode,
  type Profile,
  type ProfileChannels,
  type ProfileEditBody,
  type ProfileNotification,
  type ProfileType,
} from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import { badRequest, notFound, Problem, tooMany } from '../../http/problem.js';
import { fill, textsIn } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { imageUrl } from '../images/image-ref.js';
import type { NotificationsService } from '../notifications/service.js';
import type { Session } from '../sessions/service.js';
import { type ContentLimits, VISITOR_LIMITS } from './content-limits.js';
import { DEFAULT_ICON_ID, PROFILE_ICON_IDS, profileIcon } from './icons.js';
import type { AgeLimitRow, NewProfile, ProfileRow, ProfilesRepo, Tell } from './repo.js';
import { isWithinAllowedWindow, minuteOfDay } from './view-time.js';

/** spec 1 §5: 5 wrong PINs lock PIN checks for 15 minutes. */
export const PIN_TRIES = 5;
export const PIN_LOCK_MS = 15 * 60 * 1000;
export const MAX_PROFILES = 5;
/**
 * spec 1 §6 "PIN required for viewing above the default age": after the right PIN (profiles/pin/validate) this
 * session may open such items for this long, enough for the player to fetch its asset; a profile switch ends it.
 */
export const VIEW_PIN_GRANT_MS = 10 * 60 * 1000;
const NOTIFICATION_DURATION_SECONDS = 5;

/** Where an item stands for parental controls: its age limit id and erotic flag. */
export interface RatedItem {
  age_limit_id: number | null;
  is_erotic: boolean;
  /** A channel, or a programme's channel: the profile's channel list applies too. */
  channel_id?: number;
}

/** Spends a confirmation (from auth.smsCodeValidate) for this target and action; refuses with CONFIRMATION_INVALID. */
export type UseConfirmation = (token: string, target: string, action: string) => Promise<void>;

const masterOnly = (what: string) => new Problem(403, ErrorCode.MASTER_PROFILE_ONLY, `Only the main profile may ${what}`);
const notice = (message: string): { notification: ProfileNotification } => ({
  notification: { event_type: 'display', display: { display_type: 'panel', message, duration: NOTIFICATION_DURATION_SECONDS } },
});

/** spec 1 §3 Age limit: an id not in the list falls back to id 0, age 0. */
const ageValueOf = (limits: AgeLimitRow[], id: number | null) => limits.find((limit) => limit.id === id)?.age_value ?? 0;
const isKids = (row: ProfileRow, ages: AgeLimitRow[]) => row.type !== 'master' && ageValueOf(ages, row.max_age_limit_id) <= FAMILY_AGE_MAX;

export type AccountEvents = Pick<NotificationsService, 'addEvent'>;

export function profilesService(
  repo: ProfilesRepo,
  { clock, useConfirmation, events }: { clock: Clock; useConfirmation: UseConfirmation; events: AccountEvents },
) {
  /**
   * spec 1 §4: the account's other devices refresh their user data. profile_changed: the account's profiles or its
   * PIN changed; profile_updated: one profile's settings did.
   */
  const tell =
    (accountId: string, type: 'profile_changed' | 'profile_updated', profileId?: string): Tell =>
    (tx) =>
      events.addEvent(tx, accountId, type, profileId ? { profile_id: profileId } : {}, clock.now());

  /** `ages`: the operator's age limits, which say whether the profile's maximum is family-friendly (a kids profile). */
  const toProfile = (row: ProfileRow, ages: AgeLimitRow[]): Profile => ({
    id: row.id,
    name: row.name,
    type: row.type,
    icon: profileIcon(row.icon_id),
    default_age_limit_id: row.default_age_limit_id,
    max_age_limit_id: row.max_age_limit_id,
    is_erotic_allowed: row.is_erotic_allowed,
    is_notifications_allowed: row.is_notifications_allowed,
    purchase_limits: { is_pin_required: row.is_purchase_pin_required },
    view_limits: { allowed_from: row.allowed_from, allowed_to: row.allowed_to, max_view_time: row.max_view_time },
    is_kids: isKids(row, ages),
  });

  async function newProfileDefaults(accountId: string, type: ProfileType, name: string): Promise<NewProfile> {
    const maximum = (await repo.ageLimits()).at(-1)?.id ?? 0;
    return {
      account_id: accountId,
      name,
      type,
      icon_id: DEFAULT_ICON_ID[type],
      default_age_limit_id: maximum,
      max_age_limit_id: maximum,
      is_purchase_pin_required: type === 'additional',
    };
  }

  /** Every account has a master profile, made on first need (accounts predate profiles, and sign-up stays in auth). */
  async function master(accountId: string): Promise<ProfileRow> {
    const existing = await repo.master(accountId);
    if (existing) return existing;
    await repo.insertMasterOnce(await newProfileDefaults(accountId, 'master', textsIn('rus').profiles.masterName));
    return (await repo.master(accountId))!;
  }

  /** The profile this session chose (picked, or kept when offered the picker), if it is still the account's. */
  async function chosenProfile(session: Session & { account_id: string }): Promise<ProfileRow | undefined> {
    const chosen = session.profile_id ? await repo.byId(session.profile_id) : undefined;
    return chosen && chosen.account_id === session.account_id ? chosen : undefined;
  }

  /**
   * The session's active profile; a signed-in session that has not chosen one is on the master profile. The session
   * records a profile only when the viewer chooses (switch or keep), so "not chosen yet" is what opens the picker.
   */
  async function active(session: Session & { account_id: string }): Promise<ProfileRow> {
    return (await chosenProfile(session)) ?? master(session.account_id);
  }

  const signedIn = (session: Session | undefined): session is Session & { account_id: string } => Boolean(session?.account_id);

  async function ownProfile(session: Session & { account_id: string }, id: string): Promise<ProfileRow> {
    const row = await repo.byId(id);
    if (!row || row.account_id !== session.account_id) throw notFound('No such profile');
    return row;
  }

  async function requireMaster(session: Session & { account_id: string }, what: string): Promise<ProfileRow> {
    const actor = await active(session);
    if (actor.type !== 'master') throw masterOnly(what);
    return actor;
  }

  const pinLocked = (seconds: number) =>
    tooMany(ErrorCode.PIN_LOCKED, 'Too many wrong PINs: PIN checks are locked for 15 minutes', seconds);

  async function refuseWhileLocked(accountId: string) {
    const row = await repo.pin(accountId);
    const now = clock.now();
    if (row?.locked_until && row.locked_until > now) throw pinLocked((row.locked_until.getTime() - now.getTime()) / 1000);
    return row;
  }

  /**
   * One counted guess (a PIN, or the password that resets it): the try is taken by a conditional update before the
   * guess is evaluated, so however many arrive at once at most PIN_TRIES are evaluated; the last of them, if wrong,
   * locks every PIN check of the account for 15 minutes. A right guess clears the count.
   */
  async function countedGuess(accountId: string, isRight: () => Promise<boolean>): Promise<boolean> {
    const now = clock.now();
    const tries = await repo.takeTry(accountId, now, PIN_TRIES);
    if (tries === undefined) throw pinLocked(PIN_LOCK_MS / 1000);
    const right = await isRight();
    if (right) await repo.clearFailures(accountId);
    else if (tries >= PIN_TRIES) await repo.lock(accountId, new Date(now.getTime() + PIN_LOCK_MS));
    return right;
  }

  /** A PIN check that counts: the 5th wrong one locks every PIN check of the account for 15 minutes. */
  async function pinIsRight(accountId: string, pin: string): Promise<boolean> {
    const row = await refuseWhileLocked(accountId);
    // A set PIN is never 0000 (1000114), so the client's auto-check with 0000 (spec 1 §4) reveals nothing and costs no try.
    if (row?.pin_hash && pin === DEFAULT_PIN) return false;
    return countedGuess(accountId, async () => (row?.pin_hash ? verifyPassword(pin, row.pin_hash) : pin === DEFAULT_PIN));
  }

  async function requirePin(accountId: string, pin: string | undefined): Promise<void> {
    if (pin === undefined) throw new Problem(403, ErrorCode.PIN_WRONG, 'This profile needs the PIN');
    if (!(await pinIsRight(accountId, pin))) throw new Problem(403, ErrorCode.PIN_WRONG, 'Wrong PIN');
  }

  async function checkAgeLimits(edit: ProfileEditBody, row: ProfileRow): Promise<void> {
    if (edit.default_age_limit_id === undefined && edit.max_age_limit_id === undefined) return;
    const limits = await repo.ageLimits();
    const position = (id: number) => limits.findIndex((limit) => limit.id === id);
    const defaultAt = position(edit.default_age_limit_id ?? row.default_age_limit_id);
    const maxAt = position(edit.max_age_limit_id ?? row.max_age_limit_id);
    if (defaultAt < 0 || maxAt < 0) throw badRequest('Unknown age limit');
    if (defaultAt > maxAt) throw badRequest('The default age limit cannot be above the maximum');
  }

  async function viewTimeOf(profile: ProfileRow, accountId: string) {
    const timeZone = await repo.timeZone(accountId);
    const now = clock.now();
    const cur = profile.max_view_time === null ? 0 : await repo.viewedOnDayOf(profile.id, timeZone, now);
    return {
      timeZone,
      now,
      cur_view_time: cur,
      max_view_time: profile.max_view_time,
      is_view_time_left: profile.max_view_time === null || cur < profile.max_view_time,
    };
  }

  async function limitsOf(profile: ProfileRow): Promise<ContentLimits> {
    const ages = await repo.ageLimits();
    const isMaximum = ages.at(-1)?.id === profile.max_age_limit_id;
    return {
      maxAgeValue: isMaximum ? null : ageValueOf(ages, profile.max_age_limit_id),
      eroticAllowed: profile.is_erotic_allowed,
      hiddenChannelIds: await repo.hiddenChannelIds(profile.id),
    };
  }

  async function channelsOf(profile: ProfileRow, language: LanguageCode): Promise<ProfileChannels> {
    const [lineUp, hidden] = await Promise.all([repo.lineUp(), repo.hiddenChannelIds(profile.id)]);
    const hiddenSet = new Set(hidden);
    return {
      profile_id: profile.id,
      items: lineUp.map((channel) => ({
        id: channel.id,
        number: channel.number,
        name: translate(channel.name, language),
        logo: imageUrl(channel.logo),
        is_visible: !hiddenSet.has(channel.id),
      })),
    };
  }

  /** The one resolution of the active profile behind every module's viewer (profiles/viewer.ts). */
  async function viewing(session: Session | undefined): Promise<{ profileId: string | null; limits: ContentLimits }> {
    if (!signedIn(session)) return { profileId: null, limits: VISITOR_LIMITS };
    const profile = await active(session);
    return { profileId: profile.id, limits: await limitsOf(profile) };
  }

  return {
    viewing,
    /** The active profile alone, without its limits: what an open event stream asks before each delivery. */
    activeProfileId: async (session: Session | undefined): Promise<string | null> =>
      signedIn(session) ? (await active(session)).id : null,
    ensureMaster: master,

    /** The profile part of spec 1 §3 User. */
    async userState(session: Session) {
      if (!signedIn(session)) {
        return { profile: null, profile_chosen: false, cur_view_time: 0, max_view_time: null, is_view_time_left: true };
      }
      const chosen = await chosenProfile(session);
      const profile = chosen ?? (await master(session.account_id));
      const [{ cur_view_time, max_view_time, is_view_time_left }, ages] = await Promise.all([
        viewTimeOf(profile, session.account_id),
        repo.ageLimits(),
      ]);
      return {
        profile: toProfile(profile, ages),
        profile_chosen: chosen !== undefined,
        cur_view_time,
        max_view_time,
        is_view_time_left,
      };
    },

    /**
     * spec 1 §2: the picker was offered and the viewer stays on the active profile; the session records it (unless a
     * switch already did), so the picker does not open by itself again until the next sign-in. A view-PIN grant stays.
     */
    async keep(session: Session & { account_id: string }) {
      const profile = await active(session);
      await repo.keepSessionProfile(session.id, profile.id);
      return { success: true as const };
    },

    /**
     * spec 2 §6: a PIN is required to buy when the active profile's purchase_limits.is_pin_required is set; a wrong
     * one counts towards the lock like any PIN check. Answers the profile that buys.
     */
    async checkPurchase(session: Session & { account_id: string }, pin: string | undefined): Promise<ProfileRow> {
      const profile = await active(session);
      if (!profile.is_purchase_pin_required) return profile;
      if (pin === undefined) throw new Problem(403, ErrorCode.PURCHASE_PIN_REQUIRED, 'This profile needs the PIN to buy');
      await requirePin(session.account_id, pin);
      return profile;
    },

    /**
     * Whether the session's profile may play this now: the item within its age limit and erotic setting, the
     * time of day within allowed_from..allowed_to (account time zone), and daily view time left.
     */
    async checkPlayback(session: Session, items: RatedItem[]): Promise<void> {
      const { limits } = await viewing(session);
      const ages = await repo.ageLimits();
      const beyond = (item: RatedItem) =>
        (limits.maxAgeValue !== null && ageValueOf(ages, item.age_limit_id) > limits.maxAgeValue) ||
        (item.is_erotic && !limits.eroticAllowed);
      if (items.some(beyond)) throw new Problem(403, ErrorCode.AGE_LIMIT, 'This profile’s age limit does not allow this item');
      if (items.some((item) => item.channel_id !== undefined && limits.hiddenChannelIds.includes(item.channel_id))) {
        throw new Problem(403, ErrorCode.CHANNEL_HIDDEN, 'This profile’s channel list leaves this channel out');
      }
      if (!signedIn(session)) return;
      const profile = await active(session);
      const isDefaultMaximum = ages.at(-1)?.id === profile.default_age_limit_id;
      const defaultAge = ageValueOf(ages, profile.default_age_limit_id);
      const needsPin = !isDefaultMaximum && items.some((item) => ageValueOf(ages, item.age_limit_id) > defaultAge);
      if (needsPin && !(session.view_pin_until && session.view_pin_until > clock.now())) {
        throw new Problem(403, ErrorCode.VIEW_PIN_REQUIRED, 'This item is above the profile’s default age limit: enter the PIN');
      }
      const time = await viewTimeOf(profile, session.account_id);
      if (!isWithinAllowedWindow(profile.allowed_from, profile.allowed_to, minuteOfDay(time.now, time.timeZone))) {
        // The window goes with the refusal, so the page can say when watching opens again.
        throw new Problem(
          403,
          ErrorCode.VIEW_TIME_WINDOW,
          `This profile may watch only from ${profile.allowed_from} to ${profile.allowed_to}`,
          {
            allowed_from: profile.allowed_from,
            allowed_to: profile.allowed_to,
          },
        );
      }
      if (!time.is_view_time_left) throw new Problem(403, ErrorCode.VIEW_TIME_SPENT, 'This profile’s view time for today is used up');
    },

    async list(session: Session & { account_id: string }) {
      await master(session.account_id);
      const [rows, ages] = await Promise.all([repo.list(session.account_id), repo.ageLimits()]);
      return { items: rows.map((row) => toProfile(row, ages)) };
    },

    /** spec 1 §4 Profiles: the master profile needs the PIN, an additional one does not. */
    async switchTo(session: Session & { account_id: string }, body: { id: string; pin_code?: string }, language: LanguageCode) {
      const [target, current] = await Promise.all([ownProfile(session, body.id), active(session)]);
      // The main profile is behind the PIN, and so is every way out of a kids profile.
      const leavesKids = target.id !== current.id && isKids(current, await repo.ageLimits());
      if (target.type === 'master' || leavesKids) await requirePin(session.account_id, body.pin_code);
      await repo.setSessionProfile(session.id, target.id);
      return notice(fill(textsIn(language).profiles.switched, { name: target.name }));
    },

    /** A right PIN also opens items above the default age limit in this session for a while (see checkPlayback). */
    async validatePin(session: Session & { account_id: string }, pin: string) {
      const valid = await pinIsRight(session.account_id, pin);
      if (valid) await repo.grantViewPin(session.id, new Date(clock.now().getTime() + VIEW_PIN_GRANT_MS));
      return { valid };
    },

    async changePin(session: Session & { account_id: string }, body: { old_pin: string; new_pin: string }) {
      await requireMaster(session, 'change the PIN');
      if (body.new_pin === DEFAULT_PIN) throw new Problem(400, ErrorCode.PIN_0000_FORBIDDEN, 'The new PIN cannot be 0000');
      await requirePin(session.account_id, body.old_pin);
      await repo.setPin(session.account_id, await hashPassword(body.new_pin), tell(session.account_id, 'profile_changed'));
      return { success: true as const };
    },

    /** spec 1 §4: PIN reset by password or SMS code; afterwards 0000 is in use. A wrong password counts as a wrong PIN. */
    async deletePin(
      session: Session & { account_id: string },
      proof: { password: string } | { confirmation_code: string },
      language: LanguageCode,
    ) {
      await requireMaster(session, 'reset the PIN');
      const account = await repo.passwordHash(session.account_id);
      if ('password' in proof) {
        await refuseWhileLocked(session.account_id);
        if (!(await countedGuess(session.account_id, () => verifyPassword(proof.password, account?.password_hash)))) {
          throw new Problem(400, ErrorCode.WRONG_CREDENTIALS, 'Wrong password');
        }
      } else {
        // The code went to the account's phone; an account without one has no confirmation to spend.
        await useConfirmation(proof.confirmation_code, account?.phone ?? '', 'reset_password');
      }
      await repo.setPin(session.account_id, null, tell(session.account_id, 'profile_changed'));
      return notice(textsIn(language).profiles.pinReset);
    },

    async create(session: Session & { account_id: string }, name: string) {
      await requireMaster(session, 'add profiles');
      if ((await repo.countOf(session.account_id)) >= MAX_PROFILES) {
        throw new Problem(409, ErrorCode.PROFILE_LIMIT, `An account has at most ${MAX_PROFILES} profiles`);
      }
      const values = await newProfileDefaults(session.account_id, 'additional', name);
      return toProfile(await repo.insert(values, tell(session.account_id, 'profile_changed')), await repo.ageLimits());
    },

    /** Any profile may rename itself and change its icon; everything else, and other profiles, only the master. */
    async edit(session: Session & { account_id: string }, id: string, body: ProfileEditBody) {
      const target = await ownProfile(session, id);
      const actor = await active(session);
      const { name, icon, ...parental } = body;
      if (actor.type !== 'master' && (actor.id !== target.id || Object.keys(parental).length > 0)) {
        throw masterOnly('change parental settings or other profiles');
      }
      if (icon && !PROFILE_ICON_IDS[target.type].includes(icon.id)) throw badRequest('This icon is not offered for this profile type');
      await checkAgeLimits(body, target);
      const view = body.view_limits;
      if (view && (view.allowed_from === null) !== (view.allowed_to === null)) {
        throw badRequest('allowed_from and allowed_to come together');
      }
      const values: Partial<NewProfile> = {
        ...(name !== undefined ? { name } : {}),
        ...(icon ? { icon_id: icon.id } : {}),
        ...(body.default_age_limit_id !== undefined ? { default_age_limit_id: body.default_age_limit_id } : {}),
        ...(body.max_age_limit_id !== undefined ? { max_age_limit_id: body.max_age_limit_id } : {}),
        ...(body.is_erotic_allowed !== undefined ? { is_erotic_allowed: body.is_erotic_allowed } : {}),
        ...(body.is_notifications_allowed !== undefined ? { is_notifications_allowed: body.is_notifications_allowed } : {}),
        ...(body.purchase_limits ? { is_purchase_pin_required: body.purchase_limits.is_pin_required } : {}),
        ...(view ? { allowed_from: view.allowed_from, allowed_to: view.allowed_to, max_view_time: view.max_view_time } : {}),
      };
      const updated =
        Object.keys(values).length > 0
          ? await repo.update(target.id, values, tell(session.account_id, 'profile_updated', target.id))
          : target;
      return toProfile(updated, await repo.ageLimits());
    },

    /** The checklist of /my/profiles/{id}/channels: the master profile reads any profile's, another profile its own. */
    async channels(session: Session & { account_id: string }, id: string, language: LanguageCode): Promise<ProfileChannels> {
      const [target, actor] = await Promise.all([ownProfile(session, id), active(session)]);
      if (actor.type !== 'master' && actor.id !== target.id) throw masterOnly('see other profiles’ channels');
      return channelsOf(target, language);
    },

    /**
     * A parental control like the age limits, so only the master profile sets it (its own list too); the master
     * profile is behind the PIN already (switchTo). Unknown ids refuse the whole choice.
     */
    async setChannels(
      session: Session & { account_id: string },
      id: string,
      hiddenIds: number[],
      language: LanguageCode,
    ): Promise<ProfileChannels> {
      const target = await ownProfile(session, id);
      await requireMaster(session, 'choose a profile’s channels');
      const known = new Set(await repo.knownChannelIds(hiddenIds));
      const unknown = hiddenIds.filter((channelId) => !known.has(channelId));
      if (unknown.length > 0) throw badRequest(`No such channels: ${unknown.slice(0, 10).join(', ')}`);
      await repo.setHiddenChannels(target.id, hiddenIds, tell(session.account_id, 'profile_updated', target.id));
      return channelsOf(target, language);
    },

    icons(type: ProfileType) {
      return { items: PROFILE_ICON_IDS[type].map(profileIcon) };
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
