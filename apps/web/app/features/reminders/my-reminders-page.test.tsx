// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { MyRemindersPage } from './my-reminders-page';

const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

const START = Date.parse('2026-11-26T17:00:00Z') / 1000;
const programme = (id: number, name: string, startS: number) => ({
  id,
  channel_id: 2,
  original_id: `p-${id}`,
  name,
  logo: '/i/p/x',
  start_time: startS,
  end_time: startS + 3600,
  channel_info: { slug: 'efir-24', name: 'Эфир 24', logo: '/i/logo/x' },
  age_level: { id: 3, name: '12+', age_value: 12 },
  is_favorite: false,
  tstv_options_epg: { tstv_valid_until: null },
});
const signedIn = (items: unknown[]): Prefill[] => [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('accounts.user'), { current_time_zone: 'Asia/Yerevan' }],
  [endpointQuery('reminders.list'), { items }],
];

let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  toast.success.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('/my/reminders', () => {
  it('lists each reminder with its programme’s page, its channel and its start in the account’s time zone', () => {
    renderWith(<MyRemindersPage />, signedIn([programme(41, 'Новости', START), programme(42, 'Кино', START + 7200)]));
    const rows = screen.getAllByTestId('reminder');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Новости' }).getAttribute('href')).toBe('/tv/efir-24/shows/p-41');
    expect(within(rows[0]!).getByRole('link', { name: 'Эфир 24' }).getAttribute('href')).toBe('/tv/efir-24');
    // 17:00 UTC is 21:00 in Yerevan.
    expect(rows[0]!.querySelector('time')?.textContent).toContain('21:00');
  });

  it('removes one by the channel and guide id, then shows the list again', async () => {
    renderWith(<MyRemindersPage />, signedIn([programme(41, 'Новости', START)]));
    // The removal, then the list asked again.
    answer = () => {
      answer = () => json(200, { items: [] });
      return json(200, { success: true });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Remove the reminder of “Новости”' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/reminders');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ channel_id: 2, program_id: 'p-41' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder removed', { autoClose: 10_000 }));
    await waitFor(() => expect(screen.getByText(/No reminders yet/)).toBeTruthy());
    expect(screen.queryAllByTestId('reminder')).toHaveLength(0);
  });

  it('an empty list says how to set one', () => {
    renderWith(<MyRemindersPage />, signedIn([]));
    expect(screen.getByText(/No reminders yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the TV guide' }).getAttribute('href')).toBe('/tv');
  });
});
