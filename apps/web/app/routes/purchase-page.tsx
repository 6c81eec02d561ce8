import { PurchasePage } from '../features/purchases/purchase-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

/** /variants, /embed/buy and /pay: the purchase flow without layout (spec 1 §2), for embeds and links from outside. */
export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default PurchasePage;
