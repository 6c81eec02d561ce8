import { ErrorCode } from '@efir/contract';
import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { LoadFailure } from '../../api/loader-queries';
import { useProductErrorReport } from '../analytics/product-error';
import { isRestriction, RestrictionPage } from '../profiles/restriction-page';
import { ViewPinGate } from '../profiles/view-pin-gate';
import { NotFound } from './not-found';

/** Only player pages of paid items need it, so it is a chunk of its own. */
const PurchaseGate = lazy(() => import('../purchases/purchase-gate'));

/** A load abandoned because the viewer moved on is no failure to report (spec 1 §2). */
export function isCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** The composed client error code a failed loader carried (see api/loader-queries.ts). */
export function errorCodeOf(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data = error.data as Partial<LoadFailure> | null;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** Error boundary of page routes: failed page data shows the not-found page with the error code. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isCancelled(error)) return null;
  const failure = isRouteErrorResponse(error) ? (error.data as Partial<LoadFailure> | null) : null;
  // spec 1 §6: an item above the profile's default age asks for the PIN instead of failing.
  if (failure?.error_code === ErrorCode.VIEW_PIN_REQUIRED) return <ViewPinGate />;
  // A profile's limits are no failure either: the page says which one holds and what the viewer can do.
  if (isRestriction(failure?.error_code)) return <RestrictionPage code={failure.error_code} window={failure.window} />;
  // docs/decisions/0011: an item the viewer does not hold offers what opens it instead of failing.
  if (failure?.error_code === ErrorCode.CONTENT_NOT_PURCHASED && failure.purchase) {
    return (
      <Suspense fallback={null}>
        <PurchaseGate offer={failure.purchase} />
      </Suspense>
    );
  }
  return <FailedPage error={error} />;
}

/** The not-found page standing in for a page that failed, reported as a product error (spec 1 §7). */
export function FailedPage({ error }: { error: unknown }) {
  useProductErrorReport(error);
  return <NotFound code={errorCodeOf(error)} />;
}
