import type { FeatureToggles, LanguageCode, LoginType, Shell } from '@efir/contract';
import type { Db } from '../../db/client.js';
import { translate } from '../../db/schema/i18n.js';
import { systemRepo } from './repo.js';

/** System data changes only when the operator edits it; a short cache keeps every page render off the database. */
const SHELL_CACHE_MS = 30_000;

export function systemService(db: Db, version: string) {
  const repo = systemRepo(db);
  let cached: { at: number; raw: Promise<Awaited<ReturnType<typeof loadRaw>>> } | undefined;

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

  function raw() {
    const now = Date.now();
    if (!cached || now - cached.at > SHELL_CACHE_MS) {
      cached = { at: now, raw: loadRaw() };
      cached.raw.catch(() => {
        cached = undefined;
      });
    }
    return cached.raw;
  }

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
    async featureToggles(): Promise<FeatureToggles> {
      return (await raw()).featureToggles;
    },
    /** Drops the cache after the operator changes system data. */
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type SystemService = ReturnType<typeof systemService>;
