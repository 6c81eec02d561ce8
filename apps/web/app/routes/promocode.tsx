import { PromoCodePage } from '../features/promo-codes/promo-code-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default PromoCodePage;
