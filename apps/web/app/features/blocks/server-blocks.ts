import type { MediaView } from '@efir/contract';

/**
 * How many of a media view's blocks the server renders: the screens a viewer sees first. The rest are fetched
 * when the viewer scrolls towards them (`RestOfView`), so a long home page does not weigh its first paint, or
 * the moments after it, down with rows few reach.
 */
export const SERVER_RENDERED_BLOCKS = 6;
/** Blocks written for search engines: server-rendered wherever they stand. */
const SEARCH_ENGINE_BLOCKS = new Set(['seoText', 'mediaTitle', 'breadcrumbs']);

export interface ServerPart {
  view: MediaView;
  /** Blocks left for the browser to fetch; 0 when the server's part is the whole view. */
  left: number;
}

/** The part of a view the server renders. */
export function serverRenderedPart(view: MediaView): ServerPart {
  const blocks = view.blocks.filter((block, index) => index < SERVER_RENDERED_BLOCKS || SEARCH_ENGINE_BLOCKS.has(block.name));
  return { view: { ...view, blocks }, left: view.blocks.length - blocks.length };
}

/**
 * How many blocks each later part of a view brings, asked for as the viewer scrolls near it: each part is a small
 * answer (the demo home's rest was one of 16 KB in br; its parts are 7, 6 and 2 KB), so a phone gets the next rows
 * sooner and a crowd scrolling one home page is served from memory at small-answer speed.
 */
export const REST_PART_BLOCKS = 6;

/** The query of the rest's `index`-th part (0: the first after the server's). */
export const restPart = (index: number) => ({
  blocks_offset: SERVER_RENDERED_BLOCKS + index * REST_PART_BLOCKS,
  blocks_limit: REST_PART_BLOCKS,
});

export interface ViewSoFar {
  view: MediaView;
  /** Blocks still to come. */
  left: number;
  complete: boolean;
}

/**
 * The view as far as its parts have arrived: the server's first blocks, the parts in order, then the server's
 * search-engine blocks no part has brought yet. A part short of REST_PART_BLOCKS is the view's end.
 */
export function viewSoFar(server: ServerPart, parts: MediaView[]): ViewSoFar {
  const total = server.view.blocks.length + server.left;
  const first = server.view.blocks.slice(0, SERVER_RENDERED_BLOCKS);
  const arrived = parts.flatMap((part) => part.blocks);
  const reached = new Set(arrived.map((block) => block.id));
  const waiting = server.view.blocks.slice(SERVER_RENDERED_BLOCKS).filter((block) => !reached.has(block.id));
  const blocks = [...first, ...arrived, ...waiting];
  const ended = parts.some((part) => part.blocks.length < REST_PART_BLOCKS);
  const complete = server.left === 0 || ended || first.length + arrived.length >= total;
  return { view: { ...server.view, blocks }, left: complete ? 0 : Math.max(0, total - blocks.length), complete };
}
