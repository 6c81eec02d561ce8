import { useMatches } from 'react-router';
import { JournalPage } from '../features/notifications/journal-page';
import { placeholderMeta } from '../features/shell/placeholder-page';
import { RouteErrorBoundary } from '../features/shell/route-error';

export const meta = placeholderMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** /my/journal opens on the messages, as /my/journal/messages does; /my/journal/polls lists the polls. */
export default function MyJournal() {
  const id = useMatches().at(-1)?.id;
  return <JournalPage titleKey={id === 'my_messages' ? 'page.my_messages' : id === 'my_polls' ? 'page.my_polls' : 'page.my_journal'} />;
}
