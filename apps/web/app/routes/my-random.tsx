import { RandomPage } from '../features/account/random-page';
import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default RandomPage;
