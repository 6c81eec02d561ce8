/** spec 1 §9: a flag is set every 600 s; the next navigation then checks the version. */
export const APP_VERSION_CHECK_INTERVAL_MS = 600_000;

export interface VersionCheckDeps {
  /** The revision this page runs (sent with every request). */
  running: string;
  /** GET /app_info's version. */
  fetchVersion: () => Promise<string>;
  reload: () => void;
}

/**
 * spec 1 §4 Application lifecycle: every 10 minutes a flag is set; on the next navigation the version is fetched and
 * the page reloads when it differs from the running revision or the fetch fails. Nothing happens between navigations,
 * so a viewer is never reloaded in the middle of a page.
 */
export function versionCheck(deps: VersionCheckDeps) {
  let due = false;
  const timer = setInterval(() => {
    due = true;
  }, APP_VERSION_CHECK_INTERVAL_MS);
  return {
    async onNavigation(): Promise<void> {
      if (!due) return;
      due = false;
      const version = await deps.fetchVersion().catch(() => undefined);
      if (version !== deps.running) deps.reload();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
