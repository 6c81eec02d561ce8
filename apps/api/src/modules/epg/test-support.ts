import { sql } from 'drizzle-orm';
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

/** Ids of cloned channels start here, their programmes' ids there: clear of the demo generator's blocks. */
const CLONE_CHANNEL_ID_BASE = 100_000;
const CLONE_PROGRAM_ID_BASE = 1_500_000_000;

/**
 * Makes the guide `count` channels long (the bench's 1,000): copies of the channels already there, numbered after
 * them, each with its original's whole guide. Two statements, so even 1,000 channels × 10 days take seconds.
 */
export async function cloneChannels(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    with existing as (select c.*, row_number() over (order by c.number, c.id) - 1 as i, count(*) over () as n from channels c),
    top as (select max(number) as number from channels)
    insert into channels (id, slug, number, name, description, age_limit_id, usage_model, is_free, poster_bg_color, stream_id,
      is_tstv_allowed, is_pltv_allowed, is_catchup_allowed, tstv_service_id, tstv_depth, pltv_max_duration, image, logo, full_logo)
    select ${CLONE_CHANNEL_ID_BASE} + k, e.slug || '-' || k, top.number + k,
      jsonb_build_object('rus', (e.name->>'rus') || ' ' || k), e.description, e.age_limit_id, e.usage_model, e.is_free,
      e.poster_bg_color, e.stream_id, e.is_tstv_allowed, e.is_pltv_allowed, e.is_catchup_allowed, e.tstv_service_id,
      e.tstv_depth, e.pltv_max_duration, e.image, e.logo, e.full_logo
    from generate_series(1, greatest(0, ${count} - (select count(*) from channels))) k
    cross join top
    join existing e on e.i = (k - 1) % e.n`);
  await db.execute(sql`
    insert into epg_programs (id, original_id, channel_id, name, description, start_time, end_time, age_limit_id, tstv_valid_until, logo)
    select ${CLONE_PROGRAM_ID_BASE} + row_number() over (order by c.id, p.start_time), p.original_id, c.id, p.name, p.description,
      p.start_time, p.end_time, p.age_limit_id, p.tstv_valid_until, p.logo
    from channels c
    join channels o on c.id >= ${CLONE_CHANNEL_ID_BASE} and o.id < ${CLONE_CHANNEL_ID_BASE} and o.slug = regexp_replace(c.slug, '-[0-9]+$', '')
    join epg_programs p on p.channel_id = o.id
    where not exists (select 1 from epg_programs x where x.channel_id = c.id)`);
  // The planner's statistics still describe the guide before the copies, as after any bulk load.
  await db.execute(sql`analyze channels, epg_programs`);
}
