import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { reportCrash } from '../../api/error-reporting';
import { track } from './track';

/** The params of spec 1 §7's product error for what an error boundary caught; none for a page that is simply not there. */
export function productErrorOf(error: unknown, path: string): Record<string, string | number | null> | null {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return null;
    const code = (error.data as { code?: unknown } | null)?.code;
    return { path, status: error.status, code: typeof code === 'string' ? code : null };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { path, status: null, code: null, message: message.slice(0, 300) };
}

/** Reports, once per error shown, that the viewer met a failure instead of the page; a crash goes to error reporting too. */
export function useProductErrorReport(error: unknown): void {
  useEffect(() => {
    const params = productErrorOf(error, window.location.pathname);
    if (params) track('product_error', params);
    if (!isRouteErrorResponse(error)) reportCrash(error);
  }, [error]);
}
