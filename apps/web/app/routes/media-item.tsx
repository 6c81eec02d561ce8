import { PlaceholderPage, placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';

/** Media detail pages and their cast subpage show the app banner (spec 1 §2). */
export const handle = { appBanner: true };
export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default PlaceholderPage;
