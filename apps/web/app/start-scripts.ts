/**
 * The server's page paints before its scripts and stylesheet links start (paint-first.ts makes them inert as the HTML
 * goes out, each stylesheet's text written before its link). This script, last in the page, starts them after the first
 * contentful paint, at once in a hidden tab (which paints nothing), or in a browser without paint timing; a stylesheet's
 * written copy goes once its link has loaded. A page with nothing to paint before its scripts (the player's, whose video
 * the scripts draw) says so in its route's handle: it goes out as React Router writes it, its scripts preloaded from the
 * head, and needs no start script.
 */
export const INERT_PRELOAD = 'efir-modulepreload';
export const INERT_MODULE = 'efir-module';
export const INERT_STYLESHEET = 'efir-stylesheet';

/** Never later than this after the page is parsed this far, should no contentful paint come (ms). */
const LATEST_START_MS = 3000;

/** A route's handle: the page has nothing to paint before its scripts run. */
export interface ScriptsFirstHandle {
  scriptsFirst?: boolean;
}

/** Whether a page's routes, by their handles, say it has nothing to paint before its scripts. */
export const scriptsFirst = (handles: unknown[]): boolean =>
  handles.some((handle) => (handle as ScriptsFirstHandle | undefined)?.scriptsFirst === true);

/** Starts the inert stylesheet links, preloads and module script, once. */
const START = `var d=0;function s(){if(d)return;d=1;document.querySelectorAll('link[rel=${INERT_STYLESHEET}]').forEach(function(l){var c=l.previousElementSibling;l.onload=function(){if(c&&c.tagName==='STYLE')c.remove()};l.rel='stylesheet'});document.querySelectorAll('link[rel=${INERT_PRELOAD}]').forEach(function(l){l.rel='modulepreload'});document.querySelectorAll('script[type=${INERT_MODULE}]').forEach(function(i){var m=document.createElement('script');m.type='module';m.nonce=i.nonce;m.textContent=i.textContent;document.body.appendChild(m)})}`;

export const START_SCRIPTS_AFTER_PAINT = `(function(){${START}if(document.visibilityState==='hidden')return s();setTimeout(s,${LATEST_START_MS});try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(s)}).observe({type:'paint',buffered:true})}catch(e){s()}})()`;
