// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { FavoriteButton } from './favorite-button';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: () => openLogin() }));
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

const session = (isAuth: boolean): Prefill => [endpointQuery('sessions.current'), { is_auth: isAuth }];

let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  openLogin.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('favourite button', () => {
  it('a visitor gets the login modal and no request is sent', () => {
    renderWith(<FavoriteButton itemType="media_item" itemId={7} isFavorite={false} />, [session(false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(openLogin).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a viewer adds the item: the label flips before the answer, then a 10-second notification', async () => {
    let resolve!: (response: Response) => void;
    answer = () => new Promise((done) => (resolve = done));
    renderWith(<FavoriteButton itemType="media_item" itemId={7} isFavorite={false} />, [session(true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/favorites');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ item_type: 'media_item', item_id: 7 });
    await act(async () => resolve(await json(200, { success: true })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favourites', { autoClose: 10_000 }), { timeout: 5000 });
  });

  it('a refused removal puts the favourite back and shows the server’s description', async () => {
    answer = () => json(404, { error_code: 1000004, description: 'No such item' });
    renderWith(<FavoriteButton itemType="karaoke_item" itemId={3} isFavorite={true} />, [session(true)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No such item', { autoClose: 10_000 }), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
  });
});
