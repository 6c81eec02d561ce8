import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/client.js';
import { ageLimits, mediaItems } from '../../db/schema/index.js';
import { AGE, AGE_LIMITS } from '../../seed/catalog/demo/reference.js';
import { freshPhone, lastCode, type Visitor } from '../auth/test-support.js';
import { refreshSearchDocuments } from '../search/documents.js';

/** A media directory with one packaged clip, enough for playback assets. */
export function mediaDirWithClip(clip: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'efir-profiles-'));
  mkdirSync(path.join(dir, 'vod', clip, 'cenc'), { recursive: true });
  writeFileSync(path.join(dir, 'vod', clip, 'done.json'), '{}');
  return dir;
}

/** A 6+ film, a 16+ film, an erotic 12+ film and a 16+ series whose episode is 6+. */
export const ITEMS = { sixPlus: 7101, sixteenPlus: 7102, erotic: 7103, adultSeries: 7110, milderEpisode: 7112 } as const;

/** `free`: every item plays for everyone, so parental controls are tested apart from paid access. */
export async function seedRatedItems(db: Db, clip: string, { free = true } = {}): Promise<void> {
  await db
    .insert(ageLimits)
    .values(AGE_LIMITS.map((limit, position) => ({ ...limit, position })))
    .onConflictDoNothing();
  const item = (id: number, values: Partial<typeof mediaItems.$inferInsert>): typeof mediaItems.$inferInsert => ({
    id,
    type: 'film',
    slug: `profiles-${id}`,
    name: { rus: `Фильм ${id}` },
    short_description: { rus: '' },
    summary: { rus: '' },
    age_limit_id: AGE.six,
    category: 'movies',
    usage_model: 'SERVICE',
    is_free: free,
    poster_bg_color: '#000000',
    logo: '',
    background: '',
    visit_card: '',
    screenshots: [],
    stream_id: clip,
    ...values,
  });
  await db
    .insert(mediaItems)
    .values([
      item(ITEMS.sixPlus, {}),
      item(ITEMS.sixteenPlus, { age_limit_id: AGE.sixteen, trailer_stream_id: clip }),
      item(ITEMS.erotic, { age_limit_id: AGE.twelve, is_erotic: true }),
      item(ITEMS.adultSeries, { type: 'series', category: 'series', age_limit_id: AGE.sixteen, stream_id: null }),
      item(7111, { type: 'season', category: 'series', series_id: ITEMS.adultSeries, order_number: 1, stream_id: null }),
      item(ITEMS.milderEpisode, { type: 'episode', category: 'series', series_id: ITEMS.adultSeries, season_id: 7111, order_number: 1 }),
    ]);
  // Written past the importer, so the search documents it would have made are made here.
  await refreshSearchDocuments(db);
}

/** Registers a new phone account in this browser; returns the phone. */
export async function registerByPhone(viewer: Visitor): Promise<string> {
  const phone = freshPhone();
  await viewer.call('auth.smsCodeSend', { body: { phone, action: 'register' } });
  const code = await lastCode(viewer, phone);
  await viewer.call('auth.sessionCreate', { body: { login: phone, login_mode: 'register', login_type: 'phone', password: code } });
  return phone;
}
