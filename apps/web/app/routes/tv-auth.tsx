import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { TvSignInPage } from '../features/tv-codes/tv-sign-in-page';

export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default TvSignInPage;
