// Requests per second and p50/p99 latency of the reads a crowd makes (issue #12 point 7), each beside a bare Fastify
// hello measured in the same run, for a visitor and for a signed-in viewer; the server-rendered pages a visitor
// opens; search; the playback asset with and without the access check; the image endpoint's posters. The JavaScript
// the home page loads is measured in lighthouse.mjs.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BARE_PORT = 3411;

/** Issue #12's goals: shares of the bare figure for API reads, absolute figures for pages and search. */
const GOALS = {
  visitorRead: { share: 0.25, p99: 50 },
  viewerRead: { share: 0.1, p99: 50 },
  page: { rps: 500, p99: 100 },
  search: { rps: 500 },
};

/** What every browser sends: a server that compresses is measured as browsers meet it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url, headers) {
  const result = await autocannon({ url, connections: 16, duration: DURATION_S, headers: { ...BROWSER_HEADERS, ...headers } });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function print(title, figures, bare, goal) {
  const share = bare ? `${(figures.rps / bare).toFixed(2).padStart(5)}× bare` : '';
  const verdict = goal === undefined ? '' : goal(figures) ? '  goal met' : '  goal NOT met';
  const errors = figures.errors ? `   errors ${figures.errors}` : '';
  console.log(
    `${title.padEnd(36)} ${String(figures.rps).padStart(7)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms  ${share}${verdict}${errors}`,
  );
}

/** The bare reference in a process of its own, as the app is: the two compete for the same cores the same way. */
async function startBare() {
  const child = fork(path.join(import.meta.dirname, 'bare.mjs'), { env: { ...process.env, PORT: String(BARE_PORT) } });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${BARE_PORT}/`, stop: () => child.kill() };
}

const cookiesOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The session cookie a returning visitor sends, so the benchmarks measure reading, not sign-up. */
async function visitorCookie(base) {
  return cookiesOf(await fetch(`${base}/api/v1/session`));
}

/** The demo e-mail viewer signed in (docs/demo-accounts.md), with the device slots the bench's runs left freed. */
async function viewerCookie(base) {
  const visitor = await visitorCookie(base);
  const signIn = await fetch(`${base}/api/v1/sessions`, {
    method: 'POST',
    headers: { cookie: visitor, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'viewer@efir.demo', login_mode: 'authorize', login_type: 'email', password: 'efir-viewer-1' }),
  });
  if (!signIn.ok) throw new Error(`the demo viewer could not sign in: ${signIn.status} ${await signIn.text()}`);
  return cookiesOf(signIn) || visitor;
}

const getJson = async (url, cookie) => {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

/** A film poster from the home page's media view: the image endpoint's commonest request. */
function firstPoster(view) {
  const posters = JSON.stringify(view).match(/\/api\/v1\/images\/poster\/[0-9a-f]+/);
  if (!posters) throw new Error('the home media view has no poster');
  return posters[0];
}

/** A word of the first film title in the home media view: a search the demo catalogue answers with results. */
function searchWord(view) {
  for (const [, title] of JSON.stringify(view).matchAll(/"title":"([^"]+)"/g)) {
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
  const visitor = await visitorCookie(base);
  const viewer = await viewerCookie(base);
  const home = await getJson(`${base}/api/v1/media_views/home`, visitor);
  const catalog = await getJson(`${base}/api/v1/catalog?theme=movies`, visitor);
  const film = catalog.items[0];
  const hour = Math.floor(Date.now() / 3_600_000) * 3600;
  const reads = [
    // What a browser reads of the home view: the page brings its first blocks, the rest comes in parts as it scrolls.
    ['media view home, first part', '/api/v1/media_views/home?blocks_offset=6&blocks_limit=6'],
    ['media view home, second part', '/api/v1/media_views/home?blocks_offset=12&blocks_limit=6'],
    ['catalogue list (movies)', '/api/v1/catalog?theme=movies'],
    ['media item', `/api/v1/media_items/${film.id}`],
    ['channels', '/api/v1/channels'],
    ['guide window (25 × 6 h)', `/api/v1/epg/guide?from=${hour}&to=${hour + 6 * 3600}`],
  ];
  const bareServer = await startBare();
  try {
    console.log(`HTTP load, ${DURATION_S} s each, 16 connections, accept-encoding as a browser's`);
    const bare = await load(bareServer.url, {});
    print('bare Fastify hello (reference)', bare);
    const goalOf =
      ({ share, p99 }) =>
      (f) =>
        f.rps >= share * bare.rps && f.p99 <= p99 && !f.errors;
    print('GET /app_info', await load(`${base}/app_info`, { cookie: visitor }), bare.rps);
    print('GET /api/v1/shell', await load(`${base}/api/v1/shell`, { cookie: visitor }), bare.rps);
    for (const [title, url] of reads) {
      print(`${title}, visitor`, await load(`${base}${url}`, { cookie: visitor }), bare.rps, goalOf(GOALS.visitorRead));
      print(`${title}, signed in`, await load(`${base}${url}`, { cookie: viewer }), bare.rps, goalOf(GOALS.viewerRead));
    }
    // The whole view in one answer, read only to return to a place far down it: printed, no goal.
    print('media view home, whole, visitor', await load(`${base}/api/v1/media_views/home`, { cookie: visitor }), bare.rps);
    const word = searchWord(home);
    const searchGoal = (f) => f.rps >= GOALS.search.rps && !f.errors;
    print(
      `search "${word}", visitor`,
      await load(`${base}/api/v1/search?query=${encodeURIComponent(word)}`, { cookie: visitor }),
      bare.rps,
      searchGoal,
    );
    const pageGoal = (f) => f.rps >= GOALS.page.rps && f.p99 <= GOALS.page.p99 && !f.errors;
    for (const [title, url] of [
      ['page / (server-rendered)', '/'],
      ['page /movies', '/movies'],
      ['page film', `/movies/${film.slug ?? film.id}`],
    ]) {
      print(`${title}, visitor`, await load(`${base}${url}`, { cookie: visitor }), bare.rps, pageGoal);
    }
    // The trailer asks no access (trailers are free); the film asks the entitlements module: the difference is its cost.
    const free = await freeFilmWithTrailer(base, visitor);
    print('playback asset, trailer', await load(`${base}/api/v1/playback/trailer/${free}`, { cookie: visitor }), bare.rps);
    print('playback asset, film (access)', await load(`${base}/api/v1/playback/media_item/${free}`, { cookie: visitor }), bare.rps);
    const poster = firstPoster(home);
    print(
      'poster 176x254 (WebP)',
      await load(`${base}${poster}?profile=filmposter&width=176&height=254`, { cookie: visitor, accept: 'image/webp' }),
      bare.rps,
    );
    print(
      'poster 460x666 (AVIF)',
      await load(`${base}${poster}?profile=filmposter&width=460&height=666`, { cookie: visitor, accept: 'image/avif' }),
      bare.rps,
    );
  } finally {
    bareServer.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  const { startApp } = await import('./server.mjs');
  const app = await startApp();
  try {
    await benchApp(app.base);
  } finally {
    await app.stop();
  }
}
