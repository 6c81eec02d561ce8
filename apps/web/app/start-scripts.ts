/**
 * The server's page paints before its scripts and stylesheet links start (paint-first.ts makes them inert as the HTML
 * goes out, each stylesheet's text written before its link). This script, last in the page, starts them after the first
 * contentful paint, at once in a hidden tab (which paints nothing), or in a browser without paint timing; a stylesheet's
 * written copy goes once its link has loaded. A page whose first need is something other than a paint says so in its
 * route's handle: the player's starts its stream with a script of its own, and its app's scripts once the stream's first
 * frame is on screen, so the two do not share the link and the processor before it.
 */
export const INERT_PRELOAD = 'efir-modulepreload';
export const INERT_MODULE = 'efir-module';
export const INERT_STYLESHEET = 'efir-stylesheet';

/** Never later than this after the page is parsed this far, should no contentful paint come (ms). */
const LATEST_START_MS = 3000;

/** A route's handle: when its page's scripts start, if not after the first paint. */
export interface ScriptsStartHandle {
  /** Given the route's loader data: the event the page's own script sends when they may start; null: at once. */
  scriptsStartOn?: (data: unknown) => string | null;
}

/** When a page's scripts start: after its first paint, on an event, or at once (nothing made inert). */
export type ScriptsStart = { after: 'paint' } | { after: 'event'; event: string } | { after: 'nothing' };

/** When a page's scripts start, by its routes' handles and loader data. */
export function scriptsStart(matches: readonly { handle: unknown; data: unknown }[]): ScriptsStart {
  for (const { handle, data } of matches) {
    const startOn = (handle as ScriptsStartHandle | undefined)?.scriptsStartOn;
    if (!startOn) continue;
    const event = startOn(data);
    return event === null ? { after: 'nothing' } : { after: 'event', event };
  }
  return { after: 'paint' };
}

/** Starts the inert stylesheet links, preloads and module script, once. */
const START = `var d=0;function s(){if(d)return;d=1;document.querySelectorAll('link[rel=${INERT_STYLESHEET}]').forEach(function(l){var c=l.previousElementSibling;l.onload=function(){if(c&&c.tagName==='STYLE')c.remove()};l.rel='stylesheet'});document.querySelectorAll('link[rel=${INERT_PRELOAD}]').forEach(function(l){l.rel='modulepreload'});document.querySelectorAll('script[type=${INERT_MODULE}]').forEach(function(i){var m=document.createElement('script');m.type='module';m.nonce=i.nonce;m.textContent=i.textContent;document.body.appendChild(m)})}`;

export const START_SCRIPTS_AFTER_PAINT = `(function(){${START}if(document.visibilityState==='hidden')return s();setTimeout(s,${LATEST_START_MS});try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(s)}).observe({type:'paint',buffered:true})}catch(e){s()}})()`;

/** Starts them on `event`, at once in a hidden tab, and never later than after the page is parsed. */
export const startScriptsOn = (event: string) =>
  `(function(){${START}if(document.visibilityState==='hidden')return s();setTimeout(s,${LATEST_START_MS});addEventListener(${JSON.stringify(event)},s)})()`;
