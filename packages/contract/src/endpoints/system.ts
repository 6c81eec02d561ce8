import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AppInfo, BrandId, FeatureToggles, Shell, ShellBannerSettings } from '../schemas/system.js';

export const systemEndpoints = {
  'system.appInfo': defineEndpoint({
    method: 'GET',
    path: '/api/v1/app_info',
    summary: 'The running version (spec 1 §7 GET /app_info)',
    tag: 'system',
    access: 'public',
    response: AppInfo,
  }),
  'system.shell': defineEndpoint({
    method: 'GET',
    path: '/api/v1/shell',
    summary:
      'Languages, countries, main menu, allowed login types, feature toggles and the banners; with `brand`, that brand’s support chat',
    tag: 'system',
    access: 'public',
    query: z.strictObject({ brand: BrandId.optional() }),
    response: Shell,
  }),
  'system.featureToggles': defineEndpoint({
    method: 'GET',
    path: '/api/v1/feature_toggles',
    summary: 'Feature toggles, refreshed by the client every 1440 minutes',
    tag: 'system',
    access: 'public',
    response: FeatureToggles,
  }),
  'operator.shellBanners': defineEndpoint({
    method: 'PUT',
    path: '/api/operator/shell_banners',
    summary: 'Sets the top info banner and the cookie banner every page reads from the shell (null turns one off)',
    tag: 'operator',
    access: 'operator',
    body: ShellBannerSettings,
    response: ShellBannerSettings,
  }),
  'operator.referencePage': defineEndpoint({
    method: 'GET',
    path: '/api/operator/reference_page',
    summary: 'A bare server-rendered HTML page, scored by the benchmarks beside the real pages as the machine’s own ceiling',
    tag: 'system',
    access: 'operator',
    response: z.string().meta({ format: 'html' }),
  }),
} as const;
