import type { EpgGuide, EpgGuideChannel, EpgGuideProgram } from '@efir/contract';
import { useQueries } from '@tanstack/react-query';
import { endpointQuery } from '../../api/queries';
import { GUIDE_BLOCK_S } from './guide-time';

/** The grid fetches this many channels per window (EPG_GUIDE_PAGE_CHANNELS). */
export const GUIDE_PAGE_CHANNELS = 25;
/** Windows once fetched stay in the query cache while the viewer scrolls away and back. */
const WINDOW_GC_MS = 10 * 60_000;

export type GuideFilter = 'all' | 'favorites';

/** The one query of a guide window: the page of channels from `offset` × the 6-hour block from `block`. */
export function guideWindowQuery(offset: number, block: number, filter: GuideFilter) {
  return {
    ...endpointQuery('epg.guide', {
      query: { from: block, to: block + GUIDE_BLOCK_S, offset, limit: GUIDE_PAGE_CHANNELS, favorites: filter === 'favorites' ? '1' : '0' },
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
