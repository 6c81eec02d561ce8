import { SettingsPage } from '../features/account/settings-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default SettingsPage;
