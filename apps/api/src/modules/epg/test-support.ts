import type { Db } from '../../db/client.js';
import { ageLimits, channels, epgPrograms } from '../../db/schema/index.js';
import { AGE, AGE_LIMITS } from '../../seed/catalog/demo/reference.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Test channels: free catch-up for 3 days, 18+, no time-shift at all, and catch-up sold as a service. */
export const CH = { archive: 901, adult: 902, plain: 903, sold: 904 } as const;

type ChannelInsert = typeof channels.$inferInsert;
const channel = (id: number, slug: string, values: Partial<ChannelInsert>): ChannelInsert => ({
  id,
  slug,
  number: id - 900,
  name: { rus: slug },
  description: { rus: '' },
  age_limit_id: AGE.twelve,
  usage_model: 'SERVICE',
  // Free to watch: these channels test time-shift and age levels; paid access has its own tests.
  is_free: true,
  poster_bg_color: '#000000',
  stream_id: 'loop',
  is_tstv_allowed: true,
  is_pltv_allowed: true,
  is_catchup_allowed: true,
  tstv_service_id: null,
  tstv_depth: 3 * 86_400,
  pltv_max_duration: 7200,
  image: '',
  logo: '',
  full_logo: '',
  ...values,
});

/** Programmes of the archive channel around `now`, by what catch-up must say about them. */
export function programsAround(now: Date) {
  const t = now.getTime();
  const at = (ms: number) => new Date(t + ms);
  const program = (id: number, from: number, to: number, values: Partial<typeof epgPrograms.$inferInsert> = {}) => ({
    id,
    original_id: `p-${id}`,
    channel_id: CH.archive,
    name: { rus: `Передача ${id}` },
    start_time: at(from),
    end_time: at(to),
    age_limit_id: AGE.six,
    tstv_valid_until: at(to + 2 * DAY),
    logo: '',
    ...values,
  });
  return {
    old: program(1, -4 * DAY, -4 * DAY + HOUR),
    unrecorded: program(2, -3 * HOUR, -2 * HOUR, { tstv_valid_until: null }),
    finished: program(3, -2 * HOUR, -HOUR),
    onAir: program(4, -HOUR, HOUR),
    adultNext: program(5, HOUR, 2 * HOUR, { age_limit_id: AGE.adult }),
    later: program(6, 2 * HOUR, 3 * HOUR),
  };
}

export async function seedChannels(db: Db, now: Date): Promise<ReturnType<typeof programsAround>> {
  await db
    .insert(ageLimits)
    .values(AGE_LIMITS.map((limit, position) => ({ ...limit, position })))
    .onConflictDoNothing();
  await db
    .insert(channels)
    .values([
      channel(CH.archive, 'archive-tv', {}),
      channel(CH.adult, 'adult-tv', { age_limit_id: AGE.adult }),
      channel(CH.plain, 'plain-tv', { is_tstv_allowed: false, is_pltv_allowed: false, is_catchup_allowed: false, tstv_depth: 0 }),
      channel(CH.sold, 'sold-tv', { tstv_service_id: 10 }),
    ]);
  const programs = programsAround(now);
  await db.insert(epgPrograms).values(Object.values(programs));
  return programs;
}
