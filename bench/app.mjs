// Requests per second and p50/p99 latency for /app_info, the shell, the home media view, a search, the server-rendered
// home page, the playback asset with and without the access check, and the image endpoint's posters. The JavaScript the home page loads is measured in lighthouse.mjs.
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function load(title, url, headers = {}) {
  const result = await autocannon({ url, connections: 16, duration: DURATION_S, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   errors ${errors}` : ''}`,
  );
}

/** The session cookie a returning visitor sends, so the page benchmark measures rendering, not sign-up. */
async function visitorCookie(base) {
  const response = await fetch(`${base}/api/v1/session`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A film poster from the home page's media view: the image endpoint's commonest request. */
async function firstPoster(base, cookie) {
  const view = await (await fetch(`${base}/api/v1/media_views/home`, { headers: { cookie } })).json();
  const posters = JSON.stringify(view).match(/\/api\/v1\/images\/poster\/[0-9a-f]+/);
  if (!posters) throw new Error('the home media view has no poster');
  return posters[0];
}

/** A word of the first film title in the home media view: a search the demo catalogue answers with results. */
async function searchWord(base, cookie) {
  const view = await (await fetch(`${base}/api/v1/media_views/home`, { headers: { cookie } })).json();
  const titles = JSON.stringify(view).matchAll(/"title":"([^"]+)"/g);
  for (const [, title] of titles) {
    const word = title.split(/[\s,.:!?«»"-]+/).find((part) => part.length >= 4);
    if (word) return word;
  }
  throw new Error('the home media view has no title to search for');
}

/** Free demo films (docs/demo-accounts.md) with a trailer: the same asset with and without the access check. */
async function freeFilmWithTrailer(base, cookie) {
  for (let id = 10001; id < 10400; id += 8) {
    const trailer = await fetch(`${base}/api/v1/playback/trailer/${id}`, { headers: { cookie } });
    const film = await fetch(`${base}/api/v1/playback/media_item/${id}`, { headers: { cookie } });
    if (trailer.ok && film.ok) return id;
  }
  throw new Error('no free demo film with a trailer plays');
}

export async function benchApp(base) {
  const cookie = await visitorCookie(base);
  console.log(`HTTP load, ${DURATION_S} s each, 16 connections`);
  await load('GET /app_info', `${base}/app_info`, { cookie });
  await load('GET /api/v1/shell', `${base}/api/v1/shell`, { cookie });
  await load('GET media view home', `${base}/api/v1/media_views/home`, { cookie });
  const word = await searchWord(base, cookie);
  await load(`GET search "${word}"`, `${base}/api/v1/search?query=${encodeURIComponent(word)}`, { cookie });
  await load('GET / (server-rendered)', `${base}/`, { cookie });
  // The trailer asks no access (trailers are free); the film asks the entitlements module: the difference is its cost.
  const film = await freeFilmWithTrailer(base, cookie);
  await load('GET playback asset, trailer', `${base}/api/v1/playback/trailer/${film}`, { cookie });
  await load('GET playback asset, film (access)', `${base}/api/v1/playback/media_item/${film}`, { cookie });
  const poster = await firstPoster(base, cookie);
  await load('GET poster 176x254 (WebP)', `${base}${poster}?profile=filmposter&width=176&height=254`, { cookie, accept: 'image/webp' });
  await load('GET poster 460x666 (AVIF)', `${base}${poster}?profile=filmposter&width=460&height=666`, { cookie, accept: 'image/avif' });
}
