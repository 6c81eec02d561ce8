import { describe, expect, it } from 'vitest';
import { balancerCookie, createThrottle, ERROR_THROTTLE_MS, httpReactionFor, performReaction, type ReactionDeps } from './http-reactions';

describe('HTTP reactions (spec 1 §8)', () => {
  it('401 with 1000023 creates a demo session and reloads', () => {
    expect(httpReactionFor(401, 1000023, 'GET')).toBe('demoSessionAndReload');
  });

  it('401 with 1000053 updates the session and reloads', () => {
    expect(httpReactionFor(401, 1000053, 'POST')).toBe('updateSessionAndReload');
  });

  it('any other 401 removes the session and reloads', () => {
    expect(httpReactionFor(401, 1000001, 'GET')).toBe('dropSessionAndReload');
    expect(httpReactionFor(401, undefined, 'GET')).toBe('dropSessionAndReload');
  });

  it('403 with 1000049 removes the session only on a GET', () => {
    expect(httpReactionFor(403, 1000049, 'GET')).toBe('dropSessionAndReload');
    expect(httpReactionFor(403, 1000049, 'POST')).toBeNull();
    expect(httpReactionFor(403, 1000001, 'GET')).toBeNull();
  });

  it('451 goes to the geoblock page; 502, 503 and 504 reload', () => {
    expect(httpReactionFor(451, undefined, 'GET')).toBe('toGeoblock');
    for (const status of [502, 503, 504]) expect(httpReactionFor(status, undefined, 'GET')).toBe('reload');
  });

  it('other answers need no reaction', () => {
    for (const status of [400, 404, 409, 429, 500, undefined]) expect(httpReactionFor(status, undefined, 'GET')).toBeNull();
  });
});

describe('the error throttle', () => {
  it('lets one reaction through per 5000 ms', () => {
    let now = 1_000_000;
    const mayReact = createThrottle(ERROR_THROTTLE_MS, () => now);
    expect(mayReact()).toBe(true);
    now += 1;
    expect(mayReact()).toBe(false);
    now += ERROR_THROTTLE_MS - 2;
    expect(mayReact()).toBe(false);
    now += 1;
    expect(mayReact()).toBe(true);
    expect(mayReact()).toBe(false);
  });

  it('refused calls do not extend the wait', () => {
    let now = 0;
    const mayReact = createThrottle(5000, () => now);
    mayReact();
    now = 4000;
    mayReact();
    now = 5000;
    expect(mayReact()).toBe(true);
  });
});

/** A browser that writes down what the reaction did, in order. */
function fakeBrowser(options: { pathname?: string; demoFails?: boolean } = {}) {
  const steps: string[] = [];
  const deps: ReactionDeps = {
    createDemoSession: async () => {
      steps.push('createDemo');
      if (options.demoFails) throw new Error('offline');
      return { balancer_id: 'api-7' };
    },
    updateSession: async () => steps.push('updateSession'),
    setCookie: (cookie) => steps.push(`cookie ${cookie}`),
    pathname: () => options.pathname ?? '/movies',
    assign: (path) => steps.push(`assign ${path}`),
    reload: () => steps.push('reload'),
  };
  return { steps, deps };
}

describe('carrying out the reactions (spec 1 §8)', () => {
  it('1000023: a demo session (its answer sets the session cookie), a 5-second balancer cookie, then a reload', async () => {
    const { steps, deps } = fakeBrowser();
    await performReaction('demoSessionAndReload', deps);
    expect(steps).toEqual(['createDemo', 'cookie efir_balancer=api-7; Max-Age=5; Path=/; SameSite=Lax', 'reload']);
  });

  it('the balancer cookie lives 5 seconds and escapes the instance name', () => {
    expect(balancerCookie('a b;c')).toBe('efir_balancer=a%20b%3Bc; Max-Age=5; Path=/; SameSite=Lax');
  });

  it('still reloads when the demo session cannot be made, without a balancer cookie', async () => {
    const { steps, deps } = fakeBrowser({ demoFails: true });
    await performReaction('demoSessionAndReload', deps);
    expect(steps).toEqual(['createDemo', 'reload']);
  });

  it('another 401 replaces the session cookie (httpOnly, so through a new demo session) and reloads', async () => {
    const { steps, deps } = fakeBrowser();
    await performReaction('dropSessionAndReload', deps);
    expect(steps).toEqual(['createDemo', 'reload']);
  });

  it('1000053 updates the session, then reloads', async () => {
    const { steps, deps } = fakeBrowser();
    await performReaction('updateSessionAndReload', deps);
    expect(steps).toEqual(['updateSession', 'reload']);
  });

  it('451 goes to /geoblock, except from /geoblock itself', async () => {
    const away = fakeBrowser();
    await performReaction('toGeoblock', away.deps);
    expect(away.steps).toEqual(['assign /geoblock']);
    const there = fakeBrowser({ pathname: '/geoblock' });
    await performReaction('toGeoblock', there.deps);
    expect(there.steps).toEqual([]);
  });
});
