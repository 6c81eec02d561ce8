import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { geoIpRanges, settings } from '../../db/schema/index.js';
import type { IpRange } from './csv.js';

const INSERT_CHUNK = 1000;
/** The operator's list of served countries, when set at run time (it overrides GEO_ALLOWED_COUNTRIES). */
const ALLOWED_COUNTRIES_KEY = 'geo_allowed_countries';

export function geoRepo(db: Db) {
  return {
    /** The range that starts at or below the address; the caller checks it also ends above. */
    async rangeAt(ip: number): Promise<IpRange | undefined> {
      const [row] = await db.select().from(geoIpRanges).where(lte(geoIpRanges.ip_from, ip)).orderBy(desc(geoIpRanges.ip_from)).limit(1);
      return row;
    },
    /** Replaces the whole table in one transaction: readers see the old table or the new one. */
    async replaceRanges(ranges: IpRange[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(geoIpRanges);
        for (let i = 0; i < ranges.length; i += INSERT_CHUNK) await tx.insert(geoIpRanges).values(ranges.slice(i, i + INSERT_CHUNK));
      });
    },
    async allowedCountries(): Promise<string[] | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, ALLOWED_COUNTRIES_KEY)).limit(1);
      return row?.value as string[] | undefined;
    },
    async setAllowedCountries(codes: string[]): Promise<void> {
      await db
        .insert(settings)
        .values({ key: ALLOWED_COUNTRIES_KEY, value: codes })
        .onConflictDoUpdate({ target: settings.key, set: { value: codes } });
    },
  };
}

export type GeoRepo = ReturnType<typeof geoRepo>;
