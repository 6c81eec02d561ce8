import { describe, expect, it } from 'vitest';
import { createThrottle, ERROR_THROTTLE_MS, httpReactionFor } from './http-reactions';

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
