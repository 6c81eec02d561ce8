import type { FeatureToggles, LanguageCode, LoginType, Shell } from '@efir/contract';
import { translate } from '../../db/schema/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { expiringCache } from '../../lib/expiring-cache.js';
import type { SystemRepo } from './repo.js';

/** System data changes only when the operator edits it; a short cache keeps every page render off the database. */
const SHELL_CACHE_MS = 30_000;

export function systemService(repo: SystemRepo, { version, clock }: { version: string; clock: Clock }) {
  const cache = expiringCache<Awaited<ReturnType<typeof loadRaw>>>(clock, SHELL_CACHE_MS, 1);

  async function loadRaw() {
    const [languages, countries, menu, allowedLoginTypes, featureToggles] = await Promise.all([
      repo.languages(),
      repo.countries(),
      repo.menu(),
      repo.setting<LoginType[]>('allowed_login_types'),
      repo.setting<FeatureToggles>('feature_toggles'),
    ]);
    return { languages, countries, menu, allowedLoginTypes: allowedLoginTypes ?? [], featureToggles: featureToggles ?? {} };
  }

  const raw = () => cache.get('system', loadRaw);
  return {
    version,
    async shell(language: LanguageCode): Promise<Shell> {
      const data = await raw();
      return {
        version,
        languages: data.languages.map(({ code, name, image }) => ({ code: code as LanguageCode, name, image })),
        countries: data.countries.map(({ position: _, name, ...country }) => ({ ...country, name: translate(name, language) })),
        menu: data.menu.map(({ position: _, title, ...item }) => ({ ...item, title: translate(title, language) })),
        allowed_login_types: data.allowedLoginTypes,
        feature_toggles: data.featureToggles,
      };
    },
    /** The countries a phone number is read in at sign-in (code, call code, mask), in the operator's order. */
    async countries() {
      return (await raw()).countries;
    },
    async featureToggles(): Promise<FeatureToggles> {
      return (await raw()).featureToggles;
    },
    /** Drops the cache after the operator changes system data. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type SystemService = ReturnType<typeof systemService>;
