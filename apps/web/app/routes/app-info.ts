import type { Route } from './+types/app-info';

/** GET /app_info: the running version (spec 1 §2, §7). */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json({ version: context.version });
}
