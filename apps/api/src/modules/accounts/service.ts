import type { LanguageCode, SystemInfo, User } from '@efir/contract';
import type { CodesService } from '../codes/service.js';
import type { GeoService } from '../geo/service.js';
import type { Session } from '../sessions/service.js';
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
}

export function accountsService(accounts: AccountsRepo, { codes, geo, profileState, unreadMessages }: AccountsServiceDeps) {
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
        current_time_zone: account?.time_zone ?? 'Europe/Moscow',
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
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
