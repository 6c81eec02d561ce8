import { and, inArray, lte, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { channels, epgPrograms } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { demoChannelDay, demoChannels, demoEpgDays } from '../../seed/catalog/demo/tv.js';
import { imageCollector } from '../../seed/catalog/images.js';
import { epgProgramRows } from '../../seed/catalog/rows.js';
import { guideWriter } from './import/writer.js';

const DAY_MS = 86_400_000;

export interface RollResult {
  added: number;
  removed: number;
}

/**
 * Keeps the demo guide 7 days back to 3 days ahead of `now`: appends each demo channel's whole days after its
 * last programme and drops programmes that ended by the start of the first day. Only channels the demo generator made
 * (same id and slug) are touched: an operator's imported guide is theirs to keep. Running it again changes nothing.
 */
export async function rollDemoEpg(db: Db, now: Date): Promise<RollResult> {
  const known = new Map(demoChannels(Number.MAX_SAFE_INTEGER).map((channel) => [channel.id, channel]));
  const rows = await db.select({ id: channels.id, slug: channels.slug }).from(channels);
  const demo = rows.flatMap((row) => {
    const channel = known.get(row.id);
    return channel && channel.slug === row.slug ? [channel] : [];
  });
  if (demo.length === 0) return { added: 0, removed: 0 };
  const ids = demo.map((channel) => channel.id);
  const days = demoEpgDays(now);
  const ends = new Map(
    (
      await db
        .select({ channel_id: epgPrograms.channel_id, end: max(epgPrograms.end_time) })
        .from(epgPrograms)
        .where(inArray(epgPrograms.channel_id, ids))
        .groupBy(epgPrograms.channel_id)
    ).map((row) => [row.channel_id, row.end ? new Date(row.end).getTime() : 0]),
  );
  const fresh = demo.flatMap((channel) => {
    const lastEnd = ends.get(channel.id) ?? 0;
    // Whole days from the one the guide stops in; programmes that start before its end are there already.
    return days
      .filter((day) => day + DAY_MS > lastEnd)
      .flatMap((day) => demoChannelDay(channel, day))
      .filter((program) => Date.parse(program.start_time) >= lastEnd);
  });
  const collector = imageCollector(undefined);
  const names = new Map(demo.map((channel) => [channel.id, channel.name.rus]));
  const programRows = await epgProgramRows(fresh, names, collector);
  return db.transaction(async (tx) => {
    // The demo guide enters the database as any guide file does: through the guide writer.
    let added = 0;
    if (programRows.length > 0) {
      const writer = await guideWriter(tx as unknown as Db);
      await writer.add(programRows, collector.rows());
      ({ added } = await writer.finish());
    }
    const gone = await tx
      .delete(epgPrograms)
      .where(and(inArray(epgPrograms.channel_id, ids), lte(epgPrograms.end_time, new Date(days[0]!))))
      .returning({ id: epgPrograms.id });
    return { added, removed: gone.length };
  });
}

/** The guide is extended hourly, so it never has less than 3 days ahead by more than an hour. */
export const EPG_ROLL_INTERVAL_MS = 3_600_000;

/** Rolls the demo guide at start and then every hour; each instance may do it, since rolling is idempotent. */
export function scheduleDemoEpg(app: FastifyInstance, db: Db, clock: Clock): void {
  const run = () =>
    rollDemoEpg(db, clock.now()).then(
      ({ added, removed }) =>
        (added > 0 || removed > 0) && app.log.info(`demo guide rolled: ${added} programmes added, ${removed} removed`),
      (error: unknown) => app.log.warn({ err: error }, 'rolling the demo guide failed'),
    );
  const timer = setInterval(run, EPG_ROLL_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
