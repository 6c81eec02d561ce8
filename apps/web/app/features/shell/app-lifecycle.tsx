import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../api/browser';
import { startErrorReporting } from '../../api/error-reporting';
import { useRootData } from '../../session/root-data';
import { shellQuery, useShellInfo } from '../../session/session';
import { type AppAnalytics, startAppAnalytics } from '../analytics/app-analytics';
import { storeCampaignMark } from '../analytics/campaign-marks';
import { refreshFeatureToggles } from './feature-toggles';
import { versionCheck } from './version-check';

/**
 * spec 1 §4 Application lifecycle in the browser: the version check on navigation, the 24-hour feature toggle
 * refresh, the campaign mark of the address the viewer arrived at, and the app session's analytics (spec 1 §7).
 */
export function AppLifecycle() {
  const { key, search, pathname } = useLocation();
  const queryClient = useQueryClient();
  const check = useRef<ReturnType<typeof versionCheck>>(undefined);
  const analytics = useRef<AppAnalytics>(undefined);
  const errorReporting = useShellInfo()?.error_reporting ?? null;
  const { brandId } = useRootData();

  useEffect(() => startErrorReporting(errorReporting, __APP_VERSION__), [errorReporting]);

  useEffect(() => {
    const session = startAppAnalytics({ window, document, now: Date.now, path: () => window.location.pathname });
    analytics.current = session;
    return () => session.stop();
  }, []);

  useEffect(() => analytics.current?.pageView(pathname), [pathname]);

  useEffect(() => {
    // The dev server rebuilds modules in place; its pages are not a deployed revision to check.
    if (import.meta.env.DEV) return;
    const watcher = versionCheck({
      running: __APP_VERSION__,
      fetchVersion: async () => (await browserApi().call('system.appInfo')).version,
      reload: () => window.location.reload(),
    });
    check.current = watcher;
    return () => watcher.stop();
  }, []);

  useEffect(() => {
    if (key !== 'default') void check.current?.onNavigation();
  }, [key]);

  useEffect(
    () =>
      refreshFeatureToggles(
        () => browserApi().call('system.featureToggles'),
        (toggles) => queryClient.setQueryData(shellQuery(brandId).queryKey, (shell) => shell && { ...shell, feature_toggles: toggles }),
      ),
    [queryClient, brandId],
  );

  useEffect(() => {
    try {
      storeCampaignMark(new URLSearchParams(search), window.localStorage);
    } catch {
      // Local storage can be switched off entirely; the visit then goes unattributed.
    }
  }, [search]);

  return null;
}
