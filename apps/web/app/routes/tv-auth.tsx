import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import { TvSignInPage } from '../features/tv-codes/tv-sign-in-page';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default TvSignInPage;
