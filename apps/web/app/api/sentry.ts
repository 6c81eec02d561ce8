import type { ErrorReporting } from '@efir/contract';
import * as Sentry from '@sentry/react-router';
import type { ClientError } from './client';

/** Issue 20: a tenth of sessions are recorded for replay, and every session that met an error. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;

/** The SDK started for this page; `transport` is the test's way to read what it sends. */
export function sentryReporter(settings: ErrorReporting, release: string, transport?: Sentry.BrowserOptions['transport']) {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release,
    integrations: [Sentry.replayIntegration()],
    replaysSessionSampleRate: REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_SAMPLE_RATE,
    // Our own fetches fail into captureNetworkError with their endpoint; the SDK's global handlers still catch the rest.
    sendDefaultPii: false,
    ...(transport ? { transport } : {}),
  });
  return {
    captureNetworkError(error: ClientError) {
      Sentry.captureException(error, {
        tags: { kind: 'network', status: String(error.status ?? 'none'), method: error.method },
        extra: { code: error.code, network_code: error.networkCode ?? null, error_code: error.body?.error_code ?? null },
        fingerprint: ['network', error.method, String(error.status ?? error.networkCode ?? 'none')],
      });
    },
    captureCrash(error: unknown) {
      Sentry.captureException(error, { tags: { kind: 'crash' } });
    },
  };
}
