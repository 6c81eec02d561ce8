// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { BonusActivation } from './bonus-activation';

const REQUEST_ID = '6f1c2a7e-4b1d-4c55-9a0e-2b1f3c4d5e6f';
const program = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  name: 'Efir Bonus',
  status: 'not_registered',
  actions: ['use_custom_login'],
  required_login_type: 'phone',
  activation_terms: 'Confirm your phone and get 500 points.',
  login: null,
  balance: 0,
  earn_percent: 5,
  ...fields,
});
const listed = (fields?: Record<string, unknown>): Prefill[] => [[endpointQuery('bonuses.list'), { programs: [program(fields)] }]];

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
let answer: (url: string) => Promise<Response>;
const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => answer(String(input)));
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  answer = (url) =>
    url.includes('/confirm')
      ? json(200, { status: 'registered', program: program({ status: 'registered', balance: 500 }) })
      : url.includes('/api/v1/bonuses/')
        ? json(200, { status: 'need_confirm', request_id: REQUEST_ID, resend_after: 60 })
        : json(200, { programs: [program({ status: 'registered', balance: 500 })] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const typeLogin = (value: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Use another number' }));
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Get the code' }));
};

describe('bonus activation (spec 2 §4, §5 bonus login rules)', () => {
  it('refuses a phone that breaks spec 2 §5 on the field and sends nothing', () => {
    renderWith(<BonusActivation programId={3} onDone={vi.fn()} />, listed());
    for (const wrong of ['12345', '69161234567', '7916123456', '3751234567']) {
      typeLogin(wrong);
      expect(screen.getByText('Enter a number: 79XXXXXXXXX, 89XXXXXXXXX or 374XXXXXXXX')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['8 (916) 123-45-67', '79161234567'],
    ['9161234567', '79161234567'],
    ['+7 916 123 45 67', '79161234567'],
    ['37491234567', '37491234567'],
  ])('sends %s as %s', async (typed, sent) => {
    renderWith(<BonusActivation programId={3} onDone={vi.fn()} />, listed());
    typeLogin(typed);
    await waitFor(() => expect(calls('/api/v1/bonuses/change_login')).toEqual([{ program_id: 3, login: sent, login_type: 'phone' }]));
    expect(screen.getByText(`We sent a code to +${sent}`)).toBeTruthy();
  });

  it('registers with the account’s own phone: the resend timer counts down each second, then the code confirms the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onDone = vi.fn();
    renderWith(
      <BonusActivation programId={3} onDone={onDone} />,
      listed({ actions: ['register', 'use_custom_login'], login: '79990000001' }),
    );
    expect(screen.getByText('The code goes to +79990000001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code in 60 s' })).toBeTruthy());
    expect(calls('/api/v1/bonuses/register')).toEqual([{ program_id: 3 }]);
    for (const left of [59, 58, 57]) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(screen.getByRole('button', { name: `Send a new code in ${left} s` })).toBeTruthy();
    }
    fireEvent.change(screen.getByLabelText('Confirmation code'), { target: { value: '4821' } });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls('/api/v1/bonuses/confirm')).toEqual([
      { program_id: 3, action: 'register', request_id: REQUEST_ID, confirmation_code: '4821' },
    ]);
  });
});
