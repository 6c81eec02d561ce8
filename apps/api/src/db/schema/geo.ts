import { bigint, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The operator's IP-range-to-country table (IPv4 as numbers), loaded from CSV. */
export const geoIpRanges = pgTable(
  'geo_ip_ranges',
  {
    id: serial('id').primaryKey(),
    ip_from: bigint('ip_from', { mode: 'number' }).notNull(),
    ip_to: bigint('ip_to', { mode: 'number' }).notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country_code: text('country_code').notNull(),
  },
  (t) => [index('geo_ip_ranges_from_idx').on(t.ip_from)],
);
