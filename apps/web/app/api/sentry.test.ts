// @vitest-environment jsdom
import { ApiError } from '@efir/contract';
import type { BrowserOptions } from '@sentry/react-router';
import { describe, expect, it, vi } from 'vitest';
import { ClientError } from './client';
import { isNetworkError } from './error-reporting';

// The browser build, as the client bundle resolves it (tests otherwise get the package's server build).
// @ts-expect-error the build's own files carry no types: the package's types are its exports'
vi.mock('@sentry/react-router', () => import('../../../../node_modules/@sentry/react-router/build/esm/index.client.js'));

/** A transport that keeps each envelope's items instead of sending them. */
function recordingTransport() {
  const items: { type: string; payload: Record<string, unknown> }[] = [];
  const transport = () => ({
    send: async (envelope: [unknown, [{ type: string }, Record<string, unknown>][]]) => {
      for (const [header, payload] of envelope[1]) items.push({ type: header.type, payload });
      return { statusCode: 200 };
    },
    flush: async () => true,
  });
  return { items, transport };
}

const networkFailure = (status: number | undefined, networkCode?: string) =>
  new ClientError(new ApiError(status, undefined, networkCode), 'GET');

describe('error reporting', () => {
  it('counts as network errors the requests that got no answer and server failures, not the answers of rules', () => {
    expect(isNetworkError(networkFailure(undefined, 'ERR_NETWORK'))).toBe(true);
    expect(isNetworkError(networkFailure(502))).toBe(true);
    expect(isNetworkError(networkFailure(500))).toBe(true);
    expect(isNetworkError(networkFailure(404))).toBe(false);
    expect(isNetworkError(networkFailure(401))).toBe(false);
  });

  it('sends a network error to the DSN’s project with its status and method, replaying a tenth of sessions and all with errors', async () => {
    const { sentryReporter, REPLAY_ON_ERROR_SAMPLE_RATE, REPLAY_SESSION_SAMPLE_RATE } = await import('./sentry');
    const Sentry = await import('@sentry/react-router');
    const { items, transport } = recordingTransport();
    const reporter = sentryReporter({ dsn: 'https://public@errors.example/42', environment: 'staging' }, '1.2.3', transport as never);
    const options = Sentry.getClient()?.getOptions() as BrowserOptions | undefined;
    expect([options?.dsn, options?.replaysSessionSampleRate, options?.replaysOnErrorSampleRate]).toEqual([
      'https://public@errors.example/42',
      REPLAY_SESSION_SAMPLE_RATE,
      REPLAY_ON_ERROR_SAMPLE_RATE,
    ]);
    expect([REPLAY_SESSION_SAMPLE_RATE, REPLAY_ON_ERROR_SAMPLE_RATE]).toEqual([0.1, 1]);
    expect(Sentry.getClient()?.getIntegrationByName('Replay')).toBeTruthy();

    reporter.captureNetworkError(networkFailure(503));
    await Sentry.flush(2000);
    const event = items.find((item) => item.type === 'event')?.payload as {
      environment: string;
      release: string;
      tags: Record<string, string>;
      exception: { values: { type: string }[] };
    };
    expect(event).toMatchObject({ environment: 'staging', release: '1.2.3', tags: { kind: 'network', status: '503', method: 'GET' } });
    expect(event.exception.values[0]?.type).toBe('ClientError');
  });
});
