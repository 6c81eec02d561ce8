import type { ErrorReporting } from '@efir/contract';
import type { ClientError } from './client';
import type { sentryReporter } from './sentry';

type Reporter = ReturnType<typeof sentryReporter>;

let reporter: Promise<Reporter> | undefined;

/** Sentry loads for a brand with a DSN only: without one, none of it reaches the page. */
export function startErrorReporting(settings: ErrorReporting | null, release: string): void {
  if (!settings || reporter) return;
  reporter = import('./sentry').then(({ sentryReporter }) => sentryReporter(settings, release));
}

/** spec 1 §7: network errors go to error reporting — a request that got no answer, or a server failure (5xx). */
export function isNetworkError(error: ClientError): boolean {
  return error.status === undefined || error.status === 0 || error.status >= 500;
}

export function reportNetworkError(error: ClientError): void {
  if (isNetworkError(error)) void reporter?.then((sentry) => sentry.captureNetworkError(error));
}

/** A page that crashed while rendering (not one whose data failed: that is a network error or an answer). */
export function reportCrash(error: unknown): void {
  void reporter?.then((sentry) => sentry.captureCrash(error));
}
