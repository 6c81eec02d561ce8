import { describe, expect, it } from 'vitest';
import { ApiError, buildPath, buildQuery, createClient, REVISION_HEADER } from './client.js';

describe('the contract client', () => {
  it('fills path parameters, encoded', () => {
    expect(buildPath('/api/v1/items/:id/cast', { id: 'a b' })).toBe('/api/v1/items/a%20b/cast');
    expect(() => buildPath('/api/v1/items/:id', {})).toThrow(/id/);
  });

  it('builds a query string, lists joined by commas, empty values left out', () => {
    expect(buildQuery({ genre: ['drama', 'comedy'], year: 2020, skip: undefined })).toBe('?genre=drama%2Ccomedy&year=2020');
    expect(buildQuery({})).toBe('');
  });

  it('sends the headers it is given and JSON bodies, and returns the answer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const client = createClient({
      baseUrl: 'http://x',
      headers: () => ({ [REVISION_HEADER]: 'r1' }),
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init! });
        return new Response(JSON.stringify({ session_state: 'normal' }), { status: 200 });
      },
    });
    expect(await client.call('sessions.createDemo', { body: {} })).toEqual({ session_state: 'normal' });
    expect(seen[0]?.url).toBe('http://x/api/v1/sessions/demo');
    expect(seen[0]?.init.method).toBe('POST');
    expect((seen[0]!.init.headers as Record<string, string>)[REVISION_HEADER]).toBe('r1');
  });

  it('raises the server error body with its status', async () => {
    const client = createClient({
      baseUrl: '',
      fetch: async () => new Response(JSON.stringify({ error_code: 1000023, description: 'expired' }), { status: 401 }),
    });
    const error = (await client.call('sessions.current').catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ error_code: 1000023, description: 'expired' });
  });

  it('names network failures by their code', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const client = createClient({
      baseUrl: '',
      fetch: async () => {
        throw refused;
      },
    });
    const error = (await client.call('sessions.current').catch((e) => e)) as ApiError;
    expect(error.status).toBeUndefined();
    expect(error.networkCode).toBe('ECONNREFUSED');
  });
});
