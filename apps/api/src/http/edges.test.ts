import { ErrorCode } from '@efir/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { sessions } from '../db/schema/index.js';

const { visitor, database } = await createTestApp();

const sessionCount = async () => (await database.db.select({ n: count() }).from(sessions))[0]!.n;

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  visitor().raw(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('bad input gets a clear error and changes nothing', () => {
  it('unknown fields: 400 with a code, nothing written', async () => {
    const before = await sessionCount();
    const response = await post('/api/v1/sessions/demo', '{"admin":true}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error_code: ErrorCode.VALIDATION_FAILED, description: expect.stringContaining('admin') });
    expect(await sessionCount()).toBe(before);
  });

  it('wrong types: 400 with a code', async () => {
    const response = await post('/api/v1/sessions/demo', '[]');
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('unknown query parameters: 400', async () => {
    const response = await visitor().raw('/api/v1/shell?debug=1');
    expect(response.status).toBe(400);
  });

  it('broken JSON: 400 with a code', async () => {
    const response = await post('/api/v1/sessions/demo', '{"a":');
    expect(response.status).toBe(400);
    expect((await response.json()).error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('oversized bodies: 413 with a code, nothing written', async () => {
    const before = await sessionCount();
    const response = await post('/api/v1/sessions/demo', JSON.stringify({ padding: 'x'.repeat(200_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error_code).toBe(ErrorCode.BODY_TOO_LARGE);
    expect(await sessionCount()).toBe(before);
  });

  it('a non-JSON content type: 415 with a code', async () => {
    const response = await post('/api/v1/sessions/demo', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect((await response.json()).error_code).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('a known path asked with another method: 405 saying which it takes; OPTIONS answers just that', async () => {
    const wrong = await visitor().raw('/api/v1/sessions/demo', { method: 'PUT' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await wrong.json()).error_code).toBe(ErrorCode.METHOD_NOT_ALLOWED);
    const options = await visitor().raw('/api/v1/sessions/demo', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('NUL characters and unpaired surrogates are refused before anything reads them', async () => {
    expect((await visitor().raw('/api/v1/collections/a%00b')).status).toBe(400);
    const response = await post('/api/v1/sessions/demo', '{"device":"\\ud800"}');
    expect([400]).toContain(response.status);
  });

  it('an unknown endpoint: 404 in the error shape', async () => {
    const response = await visitor().raw('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect((await response.json()).error_code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a cross-site write is refused (CSRF), a same-site one passes', async () => {
    const crossSite = await post('/api/v1/sessions/demo', '{}', { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error_code).toBe(ErrorCode.CSRF_REJECTED);
    const sameSite = await post('/api/v1/sessions/demo', '{}', { origin: 'http://efir.test' });
    expect(sameSite.status).toBe(200);
  });
});
