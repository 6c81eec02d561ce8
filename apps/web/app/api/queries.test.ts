import { ApiError } from '@efir/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApi, serverDescription } from './client';
import { browserQueryClient, createQueryClient, endpointQuery, invalidateEndpoint } from './queries';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('one query per endpoint', () => {
  it('keys a query by the endpoint and its input as sent, so a loader and a page meet in one entry', () => {
    expect(endpointQuery('mediaItems.getById', { params: { id: 'sedmoy-most' } }).queryKey).toEqual([
      'mediaItems.getById',
      { params: { id: 'sedmoy-most' } },
    ]);
    // Numbers go as text and absent or empty parts leave no trace, as in the address.
    expect(endpointQuery('faq.getById', { params: { id: 13 } }).queryKey).toEqual(
      endpointQuery('faq.getById', { params: { id: '13' } }).queryKey,
    );
    expect(endpointQuery('catalog.filters', { query: { theme: undefined } }).queryKey).toEqual(['catalog.filters', {}]);
    expect(endpointQuery('system.shell', { query: {} }).queryKey).toEqual(endpointQuery('system.shell').queryKey);
  });

  it('a query cache calls its API from the key', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ items: [], total: 0 }));
    const client = createQueryClient(createApi({ baseUrl: 'http://efir.internal', fetch }));
    await client.fetchQuery(endpointQuery('karaokeItems.list', { query: { page: 2, limit: 20 } }));
    expect(String(fetch.mock.calls[0]![0])).toBe('http://efir.internal/api/v1/karaoke_items?page=2&limit=20');
  });

  it('a cache without an API only renders what it was given', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery(endpointQuery('sessions.current'))).rejects.toThrow('the page render reads what its loaders fetched');
  });

  it('invalidating an endpoint marks its answers stale and leaves the others', async () => {
    const client = browserQueryClient();
    client.setQueryData(endpointQuery('favorites.list').queryKey, { items: [] });
    client.setQueryData(endpointQuery('devices.list').queryKey, { devices: [], limit: { device_limit: 5 } });
    await invalidateEndpoint('favorites.list');
    expect(client.getQueryState(endpointQuery('favorites.list').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(endpointQuery('devices.list').queryKey)?.isInvalidated).toBe(false);
  });

  it('a failed call shows the server’s description when it sent one', () => {
    expect(serverDescription(new ApiError(400, { error_code: 1000202, description: 'Wrong login or password' }))).toBe(
      'Wrong login or password',
    );
    expect(serverDescription(new ApiError(400, { error_code: 1000202, description: '' }))).toBeUndefined();
    expect(serverDescription(new ApiError(undefined, undefined, 'ERR_NETWORK'))).toBeUndefined();
    expect(serverDescription(new Error('x'))).toBeUndefined();
  });
});
