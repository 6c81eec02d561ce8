import type { Catalogue } from '../format.js';
import { demoKaraoke } from './karaoke.js';
import { demoFilms, demoPersons, demoSeries } from './media.js';
import { demoBanners, demoCollections, demoServices } from './offers.js';
import { demoPages, demoShortStoriesView } from './pages.js';
import { seededRandom } from './random.js';
import { AGE_LIMITS, COUNTRIES, demoFilters, GENRES } from './reference.js';
import { demoChannels, demoEpg } from './tv.js';
import { demoMediaViews } from './views.js';

export interface DemoSize {
  films: number;
  series: number;
  channels: number;
  karaoke_items: number;
  persons: number;
}

/** The demo operator's catalogue (issue 3 minimums: 400 films, 40 series, 30 channels, 80 karaoke items, 300 persons). */
export const DEMO_FULL: DemoSize = { films: 400, series: 40, channels: 30, karaoke_items: 80, persons: 300 };

/** Small enough for a test file's setup, still using every kind of entity and every block. */
export const DEMO_SMALL: DemoSize = { films: 60, series: 6, channels: 10, karaoke_items: 12, persons: 40 };

export const DEMO_SEED = 20_261_122;

/**
 * The whole demo catalogue in the import format, from a seed: the same seed and `now` give the same files.
 * `now` anchors the programme guide and the coming-soon dates.
 */
export function generateDemoCatalogue(options: { now: Date; size?: DemoSize; seed?: number }): Catalogue {
  const { now, size = DEMO_FULL, seed = DEMO_SEED } = options;
  const random = seededRandom(seed);
  const persons = demoPersons(random, size.persons);
  const films = demoFilms({ random, now, persons }, size.films);
  const series = demoSeries({ random, now, persons }, size.series);
  const channels = demoChannels(size.channels);
  const epg = demoEpg(channels, now);
  const { karaoke_artists, karaoke_items } = demoKaraoke(random, size.karaoke_items);
  const content = { films, series, channels, karaoke_items };
  const services = demoServices(content);
  const collections = demoCollections(random, content);
  const banners = demoBanners({ ...content, collections });
  const media_views = [...demoMediaViews({ ...content, services, collections, banners, persons }, now), demoShortStoriesView(series)];
  return {
    age_limits: [...AGE_LIMITS],
    genres: GENRES,
    countries: COUNTRIES,
    persons,
    films,
    series,
    channels,
    epg,
    karaoke_artists,
    karaoke_items,
    services,
    collections,
    banners,
    media_views,
    filters: demoFilters(),
    ...demoPages(now),
  };
}
