import type { Catalogue, ItemRef } from './format.js';
import { pageReferenceProblems } from './pages.js';

/** Cross-file checks zod cannot make: ids unique, every reference resolves, EPG programmes do not overlap. */
export function referenceProblems(c: Catalogue): string[] {
  const problems: string[] = [];
  const report = (file: string, id: number | string, text: string) => problems.push(`${file}.json: record (${id}) ${text}`);

  const ids = {
    age: new Set(c.age_limits.map((a) => a.id)),
    genre: unique(c.genres, 'genres', (g) => g.id, report),
    country: unique(c.countries, 'countries', (g) => g.id, report),
    person: unique(c.persons, 'persons', (p) => p.id, report),
    channel: unique(c.channels, 'channels', (ch) => ch.id, report),
    program: unique(c.epg, 'epg', (p) => p.id, report),
    artist: unique(c.karaoke_artists, 'karaoke_artists', (a) => a.id, report),
    karaoke: unique(c.karaoke_items, 'karaoke_items', (k) => k.id, report),
    service: unique(c.services, 'services', (s) => s.id, report),
    collection: unique(c.collections, 'collections', (s) => s.id, report),
    banner: unique(c.banners, 'banners', (b) => b.id, report),
    view: unique(c.media_views, 'media_views', (v) => v.id, report),
    block: unique(
      c.media_views.flatMap((v) => v.blocks),
      'media_views',
      (b) => b.id,
      report,
    ),
  };
  unique(c.age_limits, 'age_limits', (a) => a.id, report);
  unique(c.genres, 'genres', (g) => g.alias, report);
  unique(c.persons, 'persons', (p) => p.slug, report);
  unique(c.channels, 'channels', (ch) => ch.slug, report);
  unique(
    c.channels.filter((ch) => ch.tvg_id !== undefined),
    'channels',
    (ch) => ch.tvg_id!,
    report,
  );
  unique(c.karaoke_items, 'karaoke_items', (k) => k.slug, report);
  unique(c.collections, 'collections', (k) => k.slug, report);
  unique(c.services, 'services', (s) => s.alias, report);
  unique(c.media_views, 'media_views', (v) => v.alias, report);

  // Films, series, seasons and episodes share one id space; slugs are unique per type.
  const seasons = c.series.flatMap((s) => s.seasons);
  const episodes = seasons.flatMap((s) => s.episodes);
  const mediaIds = new Set<number>();
  for (const [file, type, records] of [
    ['films', 'film', c.films],
    ['series', 'series', c.series],
    ['series', 'season', seasons],
    ['series', 'episode', episodes],
  ] as const) {
    const slugs = new Set<string>();
    for (const record of records) {
      if (mediaIds.has(record.id)) report(file, record.id, `media item id ${record.id} is used twice`);
      mediaIds.add(record.id);
      if (slugs.has(record.slug)) report(file, record.id, `${type} slug "${record.slug}" is used twice`);
      slugs.add(record.slug);
    }
  }

  const needAge = (file: string, id: number, ageLimitId: number | undefined) => {
    if (ageLimitId !== undefined && !ids.age.has(ageLimitId)) report(file, id, `age_limit_id ${ageLimitId} is not in age_limits.json`);
  };
  for (const [file, titles] of [
    ['films', c.films],
    ['series', c.series],
  ] as const) {
    for (const title of titles) {
      needAge(file, title.id, title.age_limit_id);
      for (const genreId of title.genre_ids) if (!ids.genre.has(genreId)) report(file, title.id, `genre ${genreId} is not in genres.json`);
      for (const countryId of title.country_ids)
        if (!ids.country.has(countryId)) report(file, title.id, `country ${countryId} is not in countries.json`);
      for (const member of title.cast)
        if (!ids.person.has(member.person_id)) report(file, title.id, `person ${member.person_id} is not in persons.json`);
      if (title.is_coming_soon && !title.start_date) report(file, title.id, 'a coming-soon item needs start_date');
    }
  }
  for (const episode of episodes) {
    if ((episode.intro_start === undefined) !== (episode.intro_end === undefined))
      report('series', episode.id, 'intro_start and intro_end come together');
    if (episode.intro_end !== undefined && (episode.intro_end <= (episode.intro_start ?? 0) || episode.intro_end > episode.duration))
      report('series', episode.id, 'intro_end must follow intro_start and lie within the episode');
  }

  for (const channel of c.channels) {
    needAge('channels', channel.id, channel.age_limit_id);
    const serviceId = channel.tstv.tstv_service_id;
    if (serviceId !== undefined && !ids.service.has(serviceId))
      report('channels', channel.id, `tstv_service_id ${serviceId} is not in services.json`);
  }
  const lastEnd = new Map<number, { end: number; id: number }>();
  for (const program of [...c.epg].sort((a, b) => a.channel_id - b.channel_id || Date.parse(a.start_time) - Date.parse(b.start_time))) {
    needAge('epg', program.id, program.age_limit_id);
    if (!ids.channel.has(program.channel_id)) report('epg', program.id, `channel ${program.channel_id} is not in channels.json`);
    const start = Date.parse(program.start_time);
    const end = Date.parse(program.end_time);
    if (end <= start) report('epg', program.id, 'end_time must be after start_time');
    const previous = lastEnd.get(program.channel_id);
    if (previous && start < previous.end) report('epg', program.id, `overlaps programme ${previous.id} on channel ${program.channel_id}`);
    lastEnd.set(program.channel_id, { end, id: program.id });
  }

  for (const item of c.karaoke_items) {
    needAge('karaoke_items', item.id, item.age_limit_id);
    if (!ids.artist.has(item.artist_id)) report('karaoke_items', item.id, `artist ${item.artist_id} is not in karaoke_artists.json`);
  }

  const exists = (ref: ItemRef): boolean => {
    switch (ref.type) {
      case 'media_item':
        return mediaIds.has(ref.id);
      case 'channel':
        return ids.channel.has(ref.id);
      case 'program':
        return ids.program.has(ref.id);
      case 'karaoke_item':
        return ids.karaoke.has(ref.id);
      case 'collection':
        return ids.collection.has(ref.id);
      case 'service':
        return ids.service.has(ref.id);
      case 'banner':
        return ids.banner.has(ref.id);
      case 'person':
        return ids.person.has(ref.id);
      case 'genre':
        return ids.genre.has(ref.id);
    }
  };
  const needItems = (file: string, id: number, refs: ItemRef[] | undefined) => {
    for (const ref of refs ?? []) if (!exists(ref)) report(file, id, `item ${ref.type} ${ref.id} does not exist`);
  };
  for (const service of c.services) {
    if (service.parent_id !== undefined && !ids.service.has(service.parent_id))
      report('services', service.id, `parent service ${service.parent_id} is not in services.json`);
    needItems('services', service.id, service.items);
  }
  for (const collection of c.collections) needItems('collections', collection.id, collection.items);
  for (const banner of c.banners) needAge('banners', banner.id, banner.age_limit_id);
  for (const view of c.media_views) for (const block of view.blocks) needItems('media_views', block.id, block.items);
  unique(c.filters, 'filters', (f) => f.theme, report);
  problems.push(...pageReferenceProblems(c));
  return problems;
}

function unique<T>(
  records: readonly T[],
  file: string,
  key: (record: T) => number | string,
  report: (file: string, id: number | string, text: string) => void,
): Set<number | string> {
  const seen = new Set<number | string>();
  for (const record of records) {
    const value = key(record);
    if (seen.has(value)) report(file, value, `"${value}" appears twice`);
    seen.add(value);
  }
  return seen;
}
