import type { DeviceList } from '@efir/contract';
import { notFound } from '../../http/problem.js';
import type { Clock } from '../../lib/clock.js';
import type { Account, AccountsRepo } from '../accounts/repo.js';
import type { Tx } from '../entitlements/repo.js';
import type { Session, SessionsService } from '../sessions/service.js';
import type { DevicesRepo } from './repo.js';
import { describeDevice, WEB_DEVICE_TYPE } from './user-agent.js';

/**
 * Devices are the account's live sessions. spec 1 §9: the list is over the limit when its count is above the limit,
 * so a session that would make it so starts restricted and may only list and remove devices.
 */
export interface DevicesDeps {
  clock: Clock;
  sessions: SessionsService;
  accounts: Pick<AccountsRepo, 'byId'>;
  /** DEVICE_LIMIT: an account's limit unless the operator set its own. */
  defaultLimit: number;
}

export function devicesService(repo: DevicesRepo, { clock, sessions, accounts, defaultLimit }: DevicesDeps) {
  const liveCount = (accountId: string) => {
    const now = clock.now();
    return repo.countLive(accountId, now, sessions.idleSince(now));
  };

  const service = {
    limitOf: (account: Pick<Account, 'device_limit'>) => account.device_limit ?? defaultLimit,

    /** The state a new session of this account starts in. */
    async stateForNewSession(account: Account): Promise<'normal' | 'restricted'> {
      return (await liveCount(account.id)) >= service.limitOf(account) ? 'restricted' : 'normal';
    },

    /** Whether the account's devices, this one included, now fit within its limit. */
    async fitsLimit(account: Account): Promise<boolean> {
      return (await liveCount(account.id)) <= service.limitOf(account);
    },

    async register(accountId: string, sessionId: string, userAgent: string, tx?: Tx): Promise<void> {
      await repo.insert({ account_id: accountId, session_id: sessionId, device_type: WEB_DEVICE_TYPE, ...describeDevice(userAgent) }, tx);
    },

    /** spec 1 §3: a restricted session may leave that state once its account's devices fit the limit again. */
    async mayLeaveRestricted(session: Session): Promise<boolean> {
      const account = session.account_id ? await accounts.byId(session.account_id) : undefined;
      return account ? service.fitsLimit(account) : false;
    },

    async list(accountId: string, currentSessionId: string): Promise<DeviceList> {
      const account = await accounts.byId(accountId);
      if (!account) throw notFound('No such account');
      const now = clock.now();
      const rows = await repo.listLive(account.id, now, sessions.idleSince(now));
      return {
        devices: rows.map((row) => ({
          uid: row.uid,
          id: row.id,
          terminal_name: row.terminal_name,
          title: row.title,
          device_type: row.device_type,
          device_type_icon: `/static/devices/${row.device_type.toLowerCase()}.svg`,
          is_current: row.session_id === currentSessionId,
        })),
        limit: { device_limit: service.limitOf(account) },
      };
    },

    /** Removing a device ends its session; removing this one is signing out here. */
    async remove(accountId: string, uid: string): Promise<void> {
      const device = await repo.byUid(accountId, uid);
      if (!device) throw notFound('No such device');
      await sessions.revokeById(device.session_id);
      await repo.delete(device.id);
    },
  };
  return service;
}

export type DevicesService = ReturnType<typeof devicesService>;
