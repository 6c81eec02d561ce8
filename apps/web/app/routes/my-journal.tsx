import { useMatches } from 'react-router';
import { JournalPage } from '../features/notifications/journal-page';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** /my/journal opens on the messages, as /my/journal/messages does; /my/journal/polls lists the polls. */
export default function MyJournal() {
  const id = useMatches().at(-1)?.id;
  return <JournalPage titleKey={id === 'my_messages' ? 'page.my_messages' : id === 'my_polls' ? 'page.my_polls' : 'page.my_journal'} />;
}
