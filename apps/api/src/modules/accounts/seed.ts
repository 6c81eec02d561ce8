import type { BlockScreen } from '@efir/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../auth/passwords.js';
import { devicesRepo } from '../devices/repo.js';
import { devicesService } from '../devices/service.js';
import { sessionsRepo } from '../sessions/repo.js';
import { sessionsService } from '../sessions/service.js';
import { accountsRepo } from './repo.js';

/** The demo accounts of docs/demo-accounts.md; keep the two in step. */
export const DEMO_ACCOUNTS = {
  /** Balances in kopecks: enough to buy a few films with the prepaid account. */
  phone: { phone: '79990000001', balance_minor: 50_000 },
  email: { email: 'viewer@efir.demo', password: 'efir-viewer-1', balance_minor: 100_000 },
  migrated: { email: 'migrated@efir.demo', password: 'efir-migrated-1' },
  migratedWithoutPassword: { email: 'legacy@efir.demo', legacy_phone: '79990000004' },
  deviceLimit: { email: 'devices@efir.demo', password: 'efir-devices-1', device_limit: 2 },
  blocked: { email: 'blocked@efir.demo', password: 'efir-blocked-1' },
} as const;

const BLOCK_SCREEN: BlockScreen = {
  title: 'Учётная запись заблокирована',
  text: 'Недостаточно средств на счёте. Пополните счёт, чтобы снова смотреть подписки; купленное остаётся в вашей коллекции.',
  available_actions: [
    { type: 'link', title: 'Пополнить счёт', screen_name: 'account_refill' },
    { type: 'link', title: 'Моя коллекция', screen_name: 'my_collection' },
    { type: 'logout', title: 'Выйти' },
  ],
};

/** Devices the device-limit account is already signed in on, so the next sign-in is restricted. */
const SEEDED_DEVICES = [
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0 TV Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];

/** Demo accounts for trying every sign-in branch; skipped once any account exists. */
export async function seedDemoAccounts(db: Db, clock: Clock): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(accounts);
  if (n > 0) return;
  const repo = accountsRepo(db);
  const { phone, email, migrated, migratedWithoutPassword, deviceLimit, blocked } = DEMO_ACCOUNTS;
  await repo.insert({ phone: phone.phone, balance_minor: phone.balance_minor });
  await repo.insert({
    email: email.email,
    password_hash: await hashPassword(email.password),
    balance_minor: email.balance_minor,
  });
  await repo.insert({ email: migrated.email, password_hash: await hashPassword(migrated.password), migrated_from: 'email' });
  await repo.insert({ email: migratedWithoutPassword.email, migrated_from: 'email', legacy_phone: migratedWithoutPassword.legacy_phone });
  const limited = await repo.insert({
    email: deviceLimit.email,
    password_hash: await hashPassword(deviceLimit.password),
    device_limit: deviceLimit.device_limit,
  });
  await repo.insert({
    email: blocked.email,
    password_hash: await hashPassword(blocked.password),
    is_blocked: true,
    block_screen: BLOCK_SCREEN,
  });

  const sessions = sessionsService(sessionsRepo(db), clock);
  const devices = devicesService(devicesRepo(db), { clock, sessions, accounts: repo, defaultLimit: deviceLimit.device_limit });
  for (const userAgent of SEEDED_DEVICES) {
    const { session } = await sessions.createForAccount({ userAgent, ip: '127.0.0.1' }, limited.id, 'normal');
    await devices.register(limited.id, session.id, userAgent);
  }
}
