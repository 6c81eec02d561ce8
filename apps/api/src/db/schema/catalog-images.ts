import { customType, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Image originals, stored once and addressed by a content key (a hash of the artwork's description or of
 * the file), so a URL never changes meaning. Generated artwork keeps its description and gets its bytes on
 * first request; an operator's file arrives with its bytes.
 */
export const images = pgTable('images', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  /** What generated artwork shows (title, subtitle, seed); null for an operator's file. */
  spec: jsonb('spec').$type<Record<string, unknown>>(),
  data: bytea('data'),
  mime: text('mime'),
  width: integer('width'),
  height: integer('height'),
});
