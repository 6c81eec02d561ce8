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
