// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { ModalHost } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { type Prefill, renderWith } from '../blocks/test-support';
import { RateButton } from './rate-button';
import { RatingModal } from './rating-modal';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: () => openLogin() }));
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

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
  act(() => closeModal());
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const episode = { id: 31, series_id: 20, name: 'Storm, episode 2', ratings: { service: 7.1, user: 6 } };
const film = { id: 7, series_id: null, name: 'Gold', ratings: { service: 8, user: null } };
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) };
};

describe('rating modal (spec 2 §4)', () => {
  it('the button is disabled while the choice equals the current rating; an episode rates its series', async () => {
    answer = () => json(200, { success: true });
    renderWith(<RatingModal item={episode} />);
    const submit = screen.getByRole('button', { name: 'Rate' }) as HTMLButtonElement;
    expect((screen.getByRole('radio', { name: '6' }) as HTMLInputElement).checked).toBe(true);
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '6' }));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    fireEvent.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rating 9 saved'));
    expect(sent()).toEqual({ url: expect.stringContaining('/api/v1/ratings'), method: 'POST', body: { content_id: 20, rating: 9 } });
  });

  it('0 removes the rating', async () => {
    answer = () => json(200, { success: true });
    renderWith(<RatingModal item={{ ...film, ratings: { service: 8, user: 4 } }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'No rating' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rating removed'));
    expect(sent()).toMatchObject({ method: 'DELETE', body: { content_id: 7, content_type: 'media_item' } });
  });

  it('a refusal shows the server’s words, else the rating error text, and the modal stays', async () => {
    answer = () => json(500, {});
    renderWith(<RatingModal item={film} />);
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Could not save your rating. Please try again.'));
    expect((screen.getByRole('button', { name: 'Rate' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('rate button', () => {
  const session = (isAuth: boolean): Prefill => [endpointQuery('sessions.current'), { is_auth: isAuth }];
  const item = (user: number | null) => ({ ...film, ratings: { service: 8, user } }) as never;

  it('a visitor signs in first', () => {
    renderWith(<RateButton item={item(null)} />, [session(false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect(openLogin).toHaveBeenCalledOnce();
  });

  it('a viewer’s own score names the button, and the press opens the modal', async () => {
    renderWith(
      <>
        <RateButton item={item(8)} />
        <ModalHost />
      </>,
      [session(true)],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Your rating: 8' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '8' }) as HTMLInputElement).checked).toBe(true);
  });
});
