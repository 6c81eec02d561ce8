// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { renderWith } from '../blocks/test-support';
import { TvCodeForm } from './tv-code-form';

const openLogin = vi.fn();
vi.mock('../auth/open-login', () => ({ openLogin: (...args: unknown[]) => openLogin(...args) }));

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const notification = {
  event_code: 'ott_tv_activated',
  event_type: 'display',
  display: { display_type: 'panel', message: 'The TV is connected', submessage: 'It appears among your devices', duration: 5 },
};
let answer: () => Promise<Response> = () => json({ success: true, notification });
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  openLogin.mockClear();
  answer = () => json({ success: true, notification });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (mode: 'tv' | 'ott', isAuth = true) =>
  renderWith(<TvCodeForm mode={mode} successActions={<span>after</span>} />, [[endpointQuery('sessions.current'), { is_auth: isAuth }]]);
const field = () => screen.getByLabelText('Code');
const connect = () => screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const sent = () => fetchMock.mock.calls.map(([input, init]) => [String(input), JSON.parse(String(init?.body))]);

describe('the TV-code form (spec 2 §4, §5)', () => {
  it('connect is disabled until exactly 6 characters are typed', () => {
    render('tv');
    expect(connect().disabled).toBe(true);
    type('ab3d5');
    expect(connect().disabled).toBe(true);
    type('ab3d5f');
    expect(connect().disabled).toBe(false);
    type('ab3d5fg');
    expect(connect().disabled).toBe(true);
  });

  it('sends the code trimmed and upper case, then shows the server’s success', async () => {
    render('tv');
    type(' ab3d5f ');
    expect(connect().disabled).toBe(false);
    await act(async () => fireEvent.click(connect()));
    expect(sent()).toEqual([[expect.stringMatching(/\/api\/v1\/tv_codes\/authorise$/), { code: 'AB3D5F' }]]);
    expect(await screen.findByRole('heading', { name: 'The TV is connected' })).toBeTruthy();
    expect(screen.getByText('It appears among your devices')).toBeTruthy();
  });

  it('a failure is the error step with the server’s words; its button goes back to the form', async () => {
    answer = () => json({ error_code: 1001003, description: 'This code has already been used' }, 409);
    render('tv');
    type('AB3D5F');
    await act(async () => fireEvent.click(connect()));
    expect(await screen.findByRole('heading', { name: 'The TV could not be connected' })).toBeTruthy();
    expect(screen.getByText('This code has already been used')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the code again' }));
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('a failure without words shows error.default', async () => {
    answer = () => Promise.resolve(new Response('', { status: 500 }));
    render('tv');
    type('AB3D5F');
    await act(async () => fireEvent.click(connect()));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('a visitor’s connect opens the login first, with the code to send after it; nothing is sent', () => {
    render('tv', false);
    type('ab3d5f');
    fireEvent.click(connect());
    expect(openLogin).toHaveBeenCalledWith({}, { kind: 'tv_code', code: 'AB3D5F', mode: 'tv' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an OTT TV code needs only to be non-empty; its error stays on the field', async () => {
    answer = () => json({ error_code: 1001001, description: 'There is no such code' }, 404);
    render('ott');
    type('   ');
    expect(connect().disabled).toBe(true);
    type(' x7 ');
    await act(async () => fireEvent.click(connect()));
    expect(sent()).toEqual([[expect.stringMatching(/\/api\/v1\/tv_codes\/ott$/), { code: 'X7' }]]);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such code');
    expect(connect()).toBeTruthy();
  });
});
