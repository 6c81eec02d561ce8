import { count, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.js';
import { accounts, sessions } from '../../db/schema/index.js';
import { seedDemoAccounts } from '../accounts/seed.js';

const { visitor, database } = await createTestApp();
await seedDemoAccounts(database.db, { now: () => new Date() });

const AUTH_PATHS = [
  '/api/v1/auth/check_login',
  '/api/v1/auth/sms_code',
  '/api/v1/auth/sms_code/validate',
  '/api/v1/auth/email_code',
  '/api/v1/auth/email_code/validate',
  '/api/v1/auth/password/validate',
  '/api/v1/auth/password/reset',
  '/api/v1/auth/migrate_phone',
  '/api/v1/sessions',
  '/api/v1/session/update',
  '/api/v1/auth/logout',
];

/** Values near what the endpoints expect (known logins, modes, actions) mixed with anything at all. */
const field = fc.oneof(
  fc.constantFrom('79990000001', '+7 (999) 000-00-01', 'viewer@efir.demo', 'migrated@efir.demo', 'efir-viewer-1', '0000', '123456'),
  fc.constantFrom('authorize', 'register', 'migrate_phone', 'reset_password', 'auth', 'phone', 'email'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.anything({ maxDepth: 2 }),
);
const body = fc.oneof(
  fc.record(
    {
      login: field,
      login_mode: field,
      login_type: field,
      password: field,
      confirmation_code: field,
      phone: field,
      email: field,
      code: field,
      action: field,
      new_password: field,
      migrate_phone: field,
    },
    { requiredKeys: [] },
  ),
  fc.anything({ maxDepth: 3 }),
);

const accountCount = async () => (await database.db.select({ n: count() }).from(accounts))[0]!.n;
/** Signed-in sessions: a demo session may come and go (sign-out leaves one), a signed-in one must never appear. */
const signedInCount = async () => (await database.db.select({ n: count() }).from(sessions).where(isNotNull(sessions.account_id)))[0]!.n;

describe('random bodies to every auth endpoint', () => {
  it('never get a 5xx and never create an account or a signed-in session', async () => {
    const viewer = visitor();
    await viewer.call('sessions.current');
    const accountsBefore = await accountCount();
    const signedInBefore = await signedInCount();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AUTH_PATHS), body, async (path, payload) => {
        const response = await viewer.raw(path, {
          method: 'POST',
          body: JSON.stringify(payload) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, `${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        expect(await accountCount()).toBe(accountsBefore);
        expect(await signedInCount()).toBe(signedInBefore);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
