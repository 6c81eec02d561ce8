import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, languages, menuItems, settings } from '../../db/schema/index.js';

export function systemRepo(db: Db) {
  return {
    languages: () => db.select().from(languages).orderBy(asc(languages.position)),
    countries: () => db.select().from(countries).orderBy(asc(countries.position)),
    menu: () => db.select().from(menuItems).orderBy(asc(menuItems.position)),
    async setting<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return row?.value as T | undefined;
    },
    /** Writes the settings together; a null value removes its key (the setting is off). */
    async putSettings(values: { key: string; value: unknown }[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const { key, value } of values) {
          if (value === null) await tx.delete(settings).where(eq(settings.key, key));
          else await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
        }
      });
    },
  };
}

export type SystemRepo = ReturnType<typeof systemRepo>;
