import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { TvCodePage } from '../features/tv-codes/tv-code-page';

export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default TvCodePage;
