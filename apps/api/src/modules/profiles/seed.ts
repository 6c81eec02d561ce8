import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../accounts/seed.js';
import type { ProfilesRepo } from './repo.js';
import type { ProfilesService } from './service.js';

/** The e-mail demo account's kids profile (docs/demo-accounts.md): 6+ at most, no erotic, an hour a day, 08:00–21:00. */
export const DEMO_KIDS_PROFILE = {
  name: 'Дети',
  max_age_limit_id: 2,
  allowed_from: '08:00',
  allowed_to: '21:00',
  max_view_time: 3600,
} as const;

/** Every demo account gets its master profile; the e-mail one a kids profile too. Skipped once that one has profiles. */
export async function seedDemoProfiles(db: Db, repo: ProfilesRepo, service: ProfilesService): Promise<void> {
  const all = await db.select({ id: accounts.id, email: accounts.email }).from(accounts);
  const viewer = all.find((account) => account.email === DEMO_ACCOUNTS.email.email);
  if (!viewer || (await repo.countOf(viewer.id)) > 0) return;
  for (const account of all) await service.ensureMaster(account.id);
  await repo.insert({
    account_id: viewer.id,
    name: DEMO_KIDS_PROFILE.name,
    type: 'additional',
    icon_id: 6,
    default_age_limit_id: DEMO_KIDS_PROFILE.max_age_limit_id,
    max_age_limit_id: DEMO_KIDS_PROFILE.max_age_limit_id,
    is_purchase_pin_required: true,
    allowed_from: DEMO_KIDS_PROFILE.allowed_from,
    allowed_to: DEMO_KIDS_PROFILE.allowed_to,
    max_view_time: DEMO_KIDS_PROFILE.max_view_time,
  });
}
