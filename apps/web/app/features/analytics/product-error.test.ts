import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productErrorOf } from './product-error';

/** What a loader's failure reaches the boundary as (api/loader-queries.ts throws `data(failure, { status })`). */
function routeError(body: unknown, status: number) {
  const error = { status, statusText: '', internal: false, data: body };
  expect(isRouteErrorResponse(error)).toBe(true);
  return error;
}

describe('product errors', () => {
  it('report a failed page with its status and composed code, and a crash with its message', async () => {
    expect(productErrorOf(routeError({ code: '4-503' }, 503), '/movies/1')).toEqual({ path: '/movies/1', status: 503, code: '4-503' });
    expect(productErrorOf(new TypeError('x is undefined'), '/')).toEqual({
      path: '/',
      status: null,
      code: null,
      message: 'TypeError: x is undefined',
    });
    expect(productErrorOf(new Error('y'.repeat(500)), '/')?.message).toHaveLength(300);
  });

  it('leave out a page that is simply not there', async () => {
    expect(productErrorOf(routeError({ code: '4-404' }, 404), '/movies/999999')).toBeNull();
  });
});
