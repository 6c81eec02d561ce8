import { EPG_CATEGORY_MAX_LENGTH, type EpgGuide, type EpgGuideChannel, type EpgGuideProgram } from '@efir/contract';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../api/queries';
import { GUIDE_BLOCK_S } from './guide-time';

/** The grid fetches this many channels per window (EPG_GUIDE_PAGE_CHANNELS). */
export const GUIDE_PAGE_CHANNELS = 25;
/** Windows once fetched stay in the query cache while the viewer scrolls away and back. */
const WINDOW_GC_MS = 10 * 60_000;

/** Which channels the guide shows: all or the favourites, of one category or of any. */
export interface GuideFilter {
  channels: 'all' | 'favorites';
  category: string | null;
}

export const EVERY_CHANNEL: GuideFilter = { channels: 'all', category: null };

/** The filter a /tv address asks for (`?filter=favorites`, `?category=…`), so it survives a reload and renders on the server. */
export function guideFilterOf(search: URLSearchParams): GuideFilter {
  const category = search.get('category')?.trim();
  return {
    channels: search.get('filter') === 'favorites' ? 'favorites' : 'all',
    category: category && category.length <= EPG_CATEGORY_MAX_LENGTH ? category : null,
  };
}

/** What an empty guide says: the favourites have none yet, or nothing matches (a category, the profile's channel list). */
export const emptyGuideKey = (filter: GuideFilter) =>
  filter.channels === 'favorites' && !filter.category ? 'tv_guide.empty_favorites' : 'tv_guide.empty';

/** The address's search part for a filter (and a day other than today), as guideFilterOf reads it. */
export function guideSearch(filter: GuideFilter, day: string | undefined): string {
  const params = new URLSearchParams();
  if (day) params.set('day', day);
  if (filter.channels === 'favorites') params.set('filter', 'favorites');
  if (filter.category) params.set('category', filter.category);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The one query of a guide window: the page of channels from `offset` × the 6-hour block from `block`. */
export function guideWindowQuery(offset: number, block: number, filter: GuideFilter) {
  return {
    ...endpointQuery('epg.guide', {
      query: {
        from: block,
        to: block + GUIDE_BLOCK_S,
        offset,
        limit: GUIDE_PAGE_CHANNELS,
        favorites: filter.channels === 'favorites' ? '1' : '0',
        ...(filter.category ? { category: filter.category } : {}),
      },
    }),
    gcTime: WINDOW_GC_MS,
  };
}

export interface GuideRows {
  /** How many channels the viewer sees in all; undefined until a window has answered. */
  total: number | undefined;
  channel(row: number): EpgGuideChannel | undefined;
  /** The row's programmes overlapping `from`–`to`, in start order, from whichever blocks hold them. */
  programs(row: number, from: number, to: number): EpgGuideProgram[];
  ageName(id: number): string;
}

/** Reads the windows that cover `pages` × `blocks`, fetching those not in the cache yet. */
export function useGuideRows(pages: number[], blocks: number[], filter: GuideFilter): GuideRows {
  const windows = useQueries({
    queries: pages.flatMap((offset) => blocks.map((block) => guideWindowQuery(offset, block, filter))),
  });
  const answers = windows.flatMap((window) => (window.data ? [window.data] : []));
  return guideRows(answers);
}

export function guideRows(answers: EpgGuide[]): GuideRows {
  const ages = new Map(answers.flatMap((answer) => answer.age_levels.map((level) => [level.id, level.name] as const)));
  const at = (row: number) => answers.filter((answer) => row >= answer.offset && row < answer.offset + answer.channels.length);
  return {
    total: answers[0]?.total,
    channel: (row) => {
      const answer = at(row)[0];
      return answer?.channels[row - answer.offset];
    },
    programs(row, from, to) {
      const seen = new Map<number, EpgGuideProgram>();
      for (const answer of at(row)) {
        for (const program of answer.channels[row - answer.offset]!.programs) {
          if (program.start_time < to && program.end_time > from) seen.set(program.id, program);
        }
      }
      return [...seen.values()].sort((a, b) => a.start_time - b.start_time);
    },
    ageName: (id) => ages.get(id) ?? '',
  };
}

/** Where a cell leads: a live one plays the channel, any other opens the programme's page. */
export function cellHref(channel: Pick<EpgGuideChannel, 'slug'>, program: Pick<EpgGuideProgram, 'id' | 'state'>): string {
  return program.state === 'live' ? `/tv/${channel.slug}/player` : `/tv/${channel.slug}/shows/${program.id}`;
}
