import { PurchasePage } from '../features/purchases/purchase-page';
import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';

/** /variants, /embed/buy and /pay: the purchase flow without layout (spec 1 §2), for embeds and links from outside. */
export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default PurchasePage;
