// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { isReminded, ReminderButton } from './reminder-button';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: (...args: unknown[]) => openLogin(...args) }));
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../ui/toast/toast', () => ({
  toast: { success: (...args: unknown[]) => toast.success(...args), error: (...args: unknown[]) => toast.error(...args) },
}));

const session = (isAuth: boolean): Prefill => [endpointQuery('sessions.current'), { is_auth: isAuth }];
const remindersOf = (ids: number[]): Prefill => [endpointQuery('reminders.list'), { items: ids.map((id) => ({ id })) }];
const program = { id: 41, original_id: 'p-41', channel_id: 7 };

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

describe('reminder button', () => {
  it('knows a reminded programme by its id in the one list', () => {
    expect(isReminded([{ id: 3 }, { id: 41 }], 41)).toBe(true);
    expect(isReminded([{ id: 3 }], 41)).toBe(false);
    expect(isReminded(undefined, 41)).toBe(false);
  });

  it('a visitor gets the login modal with the reminder to set once signed in, and no request is sent', () => {
    renderWith(<ReminderButton program={program} />, [session(false)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(openLogin).toHaveBeenCalledWith({}, { kind: 'reminder', channel_id: 7, program_id: 'p-41' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a viewer sets it: the label flips before the answer, then a notification', async () => {
    let resolve!: (response: Response) => void;
    answer = () => new Promise((done) => (resolve = done));
    renderWith(<ReminderButton program={program} />, [session(true), remindersOf([3])]);
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(screen.getByRole('button', { name: 'Reminder set' }).getAttribute('aria-pressed')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/reminders');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ channel_id: 7, program_id: 'p-41' });
    answer = () => json(200, { items: [] });
    await act(async () => resolve(await json(200, { success: true })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('We will remind you when the programme starts', { autoClose: 10_000 }));
  });

  it('a set reminder shows as set; a refused removal puts it back with the server’s description', async () => {
    answer = () => json(409, { error_code: 1001101, description: 'This programme has already started' });
    renderWith(<ReminderButton program={program} />, [session(true), remindersOf([41])]);
    fireEvent.click(screen.getByRole('button', { name: 'Reminder set' }));
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Reminder set' })).toBeTruthy();
  });
});
