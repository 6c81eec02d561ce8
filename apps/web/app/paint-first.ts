import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { INERT_MODULE, INERT_PRELOAD, INERT_STYLESHEET } from './start-scripts';

/**
 * The page paints before it asks for anything else. As the HTML goes out, React Router's preloads and module script are
 * made inert, and each stylesheet's text is written into the page before its link, which is made inert too: the start
 * script, last in the page (start-scripts.ts), starts the scripts and the links once the page has painted (the player's
 * page: once its stream's first frame is on screen). On a phone's slow link the first paint waits for no other request,
 * nor shares the link and the processor with the scripts; the links then fill the browser's cache for the next pages,
 * and hydration takes over what is on screen.
 */
export interface PaintFirstOptions {
  /** The text of the stylesheet a link names, to write into the page; undefined leaves the link as it is. */
  stylesheet(href: string): string | undefined;
  /** The page has gone out whole. */
  ended(): void;
}

const TAGS = ['<link', '<script'];
const TAG = /<(?:link|script)\b[^>]*>/g;

function paintFirstTag(tag: string, stylesheet: PaintFirstOptions['stylesheet']): string {
  // A page's own first needs stay live: its early script (the player's, which starts the stream) and what it preloads first.
  if (tag.startsWith('<script'))
    return tag.includes(' src=') ? tag : tag.replace(' type="module" async=""', ` type="${INERT_MODULE}" async=""`);
  if (tag.includes(' rel="modulepreload"')) {
    return / fetchpriority="high"/i.test(tag) ? tag : tag.replace(' rel="modulepreload"', ` rel="${INERT_PRELOAD}"`);
  }
  const href = tag.includes(' rel="stylesheet"') ? / href="([^"]*)"/.exec(tag)?.[1] : undefined;
  const text = href === undefined ? undefined : stylesheet(href);
  // A stylesheet that could end the element it is written into stays a link.
  if (text === undefined || /<\/style/i.test(text)) return tag;
  return `<style>${text}</style>${tag.replace(' rel="stylesheet"', ` rel="${INERT_STYLESHEET}"`)}`;
}

/** Where text ends in a link or script tag that the next chunk finishes, else its length. */
function unfinishedTagAt(text: string): number {
  const at = text.lastIndexOf('<');
  if (at === -1 || text.includes('>', at)) return text.length;
  const rest = text.slice(at);
  return TAGS.some((tag) => rest.startsWith(tag) || tag.startsWith(rest)) ? at : text.length;
}

/** The page's HTML made to paint first (see above), as it streams out. */
export function paintFirst({ stylesheet, ended }: PaintFirstOptions): Transform {
  const decoder = new StringDecoder('utf8');
  let carried = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carried + decoder.write(chunk);
      const cut = unfinishedTagAt(text);
      carried = text.slice(cut);
      callback(
        null,
        text.slice(0, cut).replace(TAG, (tag) => paintFirstTag(tag, stylesheet)),
      );
    },
    flush(callback) {
      ended();
      callback(null, carried + decoder.end());
    },
  });
}
