import { GeoblockPage } from '../features/account/geoblock-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default GeoblockPage;
