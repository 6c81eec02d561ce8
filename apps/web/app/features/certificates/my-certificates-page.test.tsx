// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQuery } from '../../api/queries';
import { type Prefill, renderWith } from '../blocks/test-support';
import { MyCertificatesPage } from './my-certificates-page';

const certificate = (values: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  code: null,
  name: 'Кинозал на 1 месяц',
  kind: 'service',
  recipient_email: null,
  message: null,
  created_at: '2026-11-20T10:00:00Z',
  valid_until: '2027-11-20T10:00:00Z',
  used: false,
  activated_at: null,
  ...values,
});
const signedIn = (mine: { bought: unknown[]; activated: unknown[] }): Prefill[] => [
  [endpointQuery('sessions.current'), { is_auth: true }],
  [endpointQuery('accounts.user'), { current_time_zone: 'Europe/Moscow' }],
  [endpointQuery('certificates.mine'), mine],
];

let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('/my/certificates', () => {
  it('lists the bought ones with their codes and whether used, and the activated ones', () => {
    renderWith(
      <MyCertificatesPage />,
      signedIn({
        bought: [
          certificate({ code: 'ABCD-EFGH-JKLM', recipient_email: 'friend@example.com' }),
          certificate({ code: 'NPQR-STUV-WXYZ', used: true, activated_at: '2026-11-21T10:00:00Z' }),
        ],
        activated: [certificate({ name: 'Сертификат на 500 ₽', kind: 'amount', used: true, activated_at: '2026-11-22T10:00:00Z' })],
      }),
    );
    const bought = within(screen.getByRole('region', { name: 'Bought' })).getAllByTestId('certificate');
    expect(bought.map((item) => within(item).getByTestId('certificate-code').textContent)).toEqual(['ABCD-EFGH-JKLM', 'NPQR-STUV-WXYZ']);
    expect(within(bought[0]!).getByText('Not activated')).toBeTruthy();
    expect(within(bought[0]!).getByText('friend@example.com')).toBeTruthy();
    expect(within(bought[1]!).getByText('Activated')).toBeTruthy();
    const activated = within(screen.getByRole('region', { name: 'Activated' })).getAllByTestId('certificate');
    expect(activated).toHaveLength(1);
    expect(within(activated[0]!).queryByTestId('certificate-code')).toBeNull();
  });

  it('activates a code: the server’s refusal stays on the field, success says what it opened', async () => {
    renderWith(<MyCertificatesPage />, signedIn({ bought: [], activated: [] }));
    const form = screen.getByRole('region', { name: 'Activate a certificate' });
    const field = within(form).getByLabelText('Certificate code');
    const submit = within(form).getByRole('button', { name: 'Activate' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    answer = () => json(404, { error_code: 1001501, description: 'There is no such certificate: check the code' });
    fireEvent.change(field, { target: { value: 'abcd-efgh-jklm' } });
    expect((field as HTMLInputElement).value).toBe('ABCD-EFGH-JKLM');
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('There is no such certificate: check the code'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/v1/certificates/activate');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'ABCD-EFGH-JKLM' });

    // The activation, then the lists and the rest asked again.
    answer = () => {
      answer = () => json(200, { bought: [], activated: [] });
      return json(200, {
        notification: { display: { message: 'Certificate activated: “Кинозал”', submessage: 'Access until 22 December' } },
        service_id: 2,
        access_until: '2026-12-22T10:00:00Z',
        credited: null,
      });
    };
    fireEvent.change(field, { target: { value: 'NPQR-STUV-WXYZ' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Certificate activated: “Кинозал”'));
    expect((field as HTMLInputElement).value).toBe('');
  });
});
