import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import { TvCodePage } from '../features/tv-codes/tv-code-page';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default TvCodePage;
