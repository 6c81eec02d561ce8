import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export function imagesRepo(db: Db) {
  return {
    async find(key: string) {
      const [row] = await db.select().from(images).where(eq(images.key, key)).limit(1);
      return row;
    },
    async kindOf(key: string): Promise<string | undefined> {
      const [row] = await db.select({ kind: images.kind }).from(images).where(eq(images.key, key)).limit(1);
      return row?.kind;
    },
    /** Keeps the first drawing of generated artwork; a concurrent second one changes nothing. */
    async saveDrawn(key: string, drawn: { data: Buffer; mime: string; width: number; height: number }): Promise<void> {
      await db
        .update(images)
        .set(drawn)
        .where(and(eq(images.key, key), isNull(images.data)));
    },
  };
}

export type ImagesRepo = ReturnType<typeof imagesRepo>;
