import { DEFAULT_TIME_ZONE } from '@efir/contract';
import { HydrationBoundary } from '@tanstack/react-query';
import { loaderQueries } from '../api/loader-queries';
import { endpointQuery } from '../api/queries';
import { RouteErrorBoundary } from '../features/shell/route-error';
import { routeTitleMeta } from '../features/shell/route-title';
import { guideFilterOf, guideWindowQuery } from '../features/tv-guide/guide-data';
import { NOW_LEAD_S } from '../features/tv-guide/guide-grid';
import { GuidePage } from '../features/tv-guide/guide-page';
import { blocksBetween, dayKeyOf, daySpan, guideDays, HOUR_S, openInstant } from '../features/tv-guide/guide-time';
import type { Route } from './+types/tv';

/** What the first screen of the grid shows: from half an hour before the present to four hours on. */
const FIRST_VIEW_S = 4 * HOUR_S;

/** /tv: the first windows of the guide are fetched here, so the first view is in the server's page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filter = guideFilterOf(search);
  const queries = loaderQueries({ context, request });
  // A visitor's guide is in the service's time zone, as their user data says: every visitor's page is then the same one,
  // which the server keeps and shares.
  const session = await queries.fetch(endpointQuery('sessions.current'));
  const user = session.is_auth ? await queries.fetch(endpointQuery('accounts.user')) : undefined;
  const timeZone = user?.current_time_zone || DEFAULT_TIME_ZONE;
  const now = Math.floor(Date.now() / 1000);
  const today = dayKeyOf(now, timeZone);
  const asked = search.get('day') ?? undefined;
  const day = asked && guideDays(now, timeZone).includes(asked) ? asked : today;
  const span = daySpan(day, timeZone);
  const openAt = openInstant(day === today, now, span, today, timeZone);
  const from = Math.max(span.start, openAt - NOW_LEAD_S);
  const [first] = await Promise.all([
    ...blocksBetween(from, Math.min(span.end, from + FIRST_VIEW_S)).map((block) => queries.fetch(guideWindowQuery(0, block, filter))),
    // The phone list's first page: now and next.
    ...blocksBetween(now, now + 3 * HOUR_S).map((block) => queries.fetch(guideWindowQuery(0, block, filter))),
  ]);
  // Every window answers the same categories; the first one's draw the category chip.
  const categories = first?.categories ?? [];
  return { now, day: day === today ? undefined : day, filter, categories, dehydratedState: queries.dehydrate() };
}

export const meta = routeTitleMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function TvRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <GuidePage serverNow={loaderData.now} day={loaderData.day} filter={loaderData.filter} categories={loaderData.categories} />
    </HydrationBoundary>
  );
}
