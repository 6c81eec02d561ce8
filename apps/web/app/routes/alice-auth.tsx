import { VoiceLinkPage } from '../features/account/voice-link-page';
import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;
export default VoiceLinkPage;
