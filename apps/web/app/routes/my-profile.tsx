import { ProfilePage } from '../features/profiles/profile-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default ProfilePage;
