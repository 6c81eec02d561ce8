import { data } from 'react-router';
import { titleMeta } from '../features/shell/document-title';
import { NotFound } from '../features/shell/not-found';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, { key: 'not_found.title' });

export default function NotFoundRoute() {
  return <NotFound />;
}
