import {
  type AccountStatus,
  type AccountStatusBody,
  DEFAULT_TIME_ZONE,
  ErrorCode,
  type LanguageCode,
  type OperatorAccount,
  type OperatorAccountQuery,
  type SystemInfo,
  type User,
} from '@efir/contract';
import type { z } from 'zod';
import { Problem } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { CodesService } from '../codes/service.js';
import type { GeoService } from '../geo/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { Session, SessionsService } from '../sessions/service.js';
import type { Account, AccountsRepo } from './repo.js';

/** Where a viewer without an account "belongs" for system info: nowhere yet. */
const NO_HOME = '';

/** The active profile and its view time for the user state (spec 1 §3 User), from the profiles module. */
export type ProfileState = (
  session: Session,
) => Promise<Pick<User, 'profile' | 'profile_chosen' | 'cur_view_time' | 'max_view_time' | 'is_view_time_left'>>;

export interface AccountsServiceDeps {
  codes: CodesService;
  geo: GeoService;
  profileState: ProfileState;
  /** Messages the profile has not opened (spec 1 §3 User unreadMessages), from the notifications module. */
  unreadMessages: (accountId: string, profileId: string | null) => Promise<number>;
  clock: Clock;
  /** location_changed and account_status, written in the transaction of the change they tell (spec 1 §4). */
  events: Pick<NotificationsService, 'addEvent'>;
  sessions: Pick<SessionsService, 'moveRegion'>;
}

const operatorAccount = (account: Account): OperatorAccount => ({
  account_id: account.id,
  san: String(account.san),
  phone: account.phone,
  email: account.email,
  is_blocked: account.is_blocked,
  status_reason: account.status_reason,
  status_changed_at: account.status_changed_at?.toISOString() ?? null,
});

const noSuchAccount = () => new Problem(404, ErrorCode.ACCOUNT_NOT_FOUND, 'No such account');

export function accountsService(
  accounts: AccountsRepo,
  { codes, geo, profileState, unreadMessages, clock, events, sessions }: AccountsServiceDeps,
) {
  async function systemInfo(account: Account | undefined, clientIp: string): Promise<SystemInfo> {
    const here = (await geo.countryOf(clientIp)) ?? '';
    const home = account?.country_code ?? NO_HOME;
    return {
      san: account ? String(account.san) : '',
      is_test: false,
      broadcast_type: 'ott',
      home_mrf: home,
      current_mrf: here,
      location: home,
      sub_location: '',
      cur_location: here,
      cur_sub_location: '',
      client_ip: clientIp,
    };
  }

  return {
    /** spec 1 §3 User for this session. */
    async user(session: Session, language: LanguageCode, clientIp: string): Promise<User> {
      const account = session.account_id ? await accounts.byId(session.account_id) : undefined;
      const [sms, email, system, profile] = await Promise.all([
        codes.resendSeconds(session.id, 'sms'),
        codes.resendSeconds(session.id, 'email'),
        systemInfo(account, clientIp),
        profileState(session),
      ]);
      return {
        is_auth: Boolean(account),
        session_state: session.state,
        phone: account?.phone ?? null,
        email: account?.email ?? null,
        language,
        current_time_zone: account?.time_zone ?? DEFAULT_TIME_ZONE,
        unread_messages: account ? await unreadMessages(account.id, profile.profile?.id ?? null) : 0,
        sms_resend_seconds: sms,
        email_resend_seconds: email,
        account_settings: account
          ? {
              btb_type: account.btb_type,
              auth_mode: account.phone ? 'phone' : 'email',
              is_account_blocked: account.is_blocked,
              block_screen: account.is_blocked ? account.block_screen : null,
            }
          : null,
        system_info: system,
        ...profile,
      };
    },

    /** The operator's look-up of an account by its viewer's login. */
    async find(query: z.output<typeof OperatorAccountQuery>): Promise<OperatorAccount> {
      const account = 'phone' in query ? await accounts.byPhone(query.phone) : await accounts.byEmail(query.email.toLowerCase());
      if (!account) throw noSuchAccount();
      return operatorAccount(account);
    },

    /**
     * The operator blocks or unblocks an account (spec 1 §4 Account blocked). The state and its account_status event
     * commit together; the same state again changes nothing and tells nothing. The event carries no reason: the
     * viewer's screen is the block screen, the reason is the operator's.
     */
    async setStatus(accountId: string, body: AccountStatusBody): Promise<AccountStatus> {
      const changed = await accounts.transaction(async (tx) => {
        const now = clock.now();
        const account = await accounts.changeStatus(tx, accountId, {
          is_blocked: body.is_blocked,
          block_screen: body.is_blocked ? body.block_screen : null,
          status_reason: body.reason,
          status_changed_at: now,
        });
        if (account) await events.addEvent(tx, accountId, 'account_status', { is_blocked: account.is_blocked }, now);
        return account;
      });
      if (changed) return { ...operatorAccount(changed), changed: true };
      const account = await accounts.byId(accountId);
      if (!account) throw noSuchAccount();
      return { ...operatorAccount(account), changed: false };
    },

    /**
     * A signed-in session seen from another country than the one it was last seen from: the new one is stored and
     * told as location_changed, together. The first country a session is seen from is stored without an event, and an
     * address the geo table does not know says nothing about where the viewer is, so it changes nothing.
     */
    async seenFrom(session: Session, clientIp: string): Promise<void> {
      const accountId = session.account_id;
      if (!accountId) return;
      const region = await geo.countryOf(clientIp);
      if (!region || region === session.region) return;
      const previous = session.region;
      await accounts.transaction(async (tx) => {
        const moved = await sessions.moveRegion(tx, session, region);
        if (moved && previous !== null)
          await events.addEvent(tx, accountId, 'location_changed', { location: region, previous_location: previous }, clock.now());
      });
      session.region = region;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
