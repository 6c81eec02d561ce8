import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@efir/contract';
import i18next, { type i18n } from 'i18next';
import type { Messages } from './messages';

/** Each language's messages are a chunk of their own: the browser fetches only the page's language. */
const catalogues: Record<LanguageCode, () => Promise<Messages>> = {
  rus: () => import('./rus').then((module) => module.rus),
  eng: () => import('./eng').then((module) => module.eng),
  hye: () => import('./hye').then((module) => module.hye),
};

/**
 * The messages chunks a page in `language` loads before it hydrates (loadLanguage), named as the build names them
 * (after their files, ./rus.ts …): the server preloads them from the page's head.
 */
export const languageChunks = (language: LanguageCode): string[] => [...new Set([language, DEFAULT_LANGUAGE])];

const loaded = new Map<LanguageCode, Messages>();
const instances = new Map<LanguageCode, i18n>();

/** Fetches a language's messages once; i18nFor needs them (and those of the fallback language) first. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  await Promise.all(
    [language, DEFAULT_LANGUAGE].map(async (code) => {
      if (!loaded.has(code)) loaded.set(code, await catalogues[code]());
    }),
  );
}

/**
 * One i18next instance per language, created synchronously from loaded messages so the server renders in the
 * cookie's language and the browser hydrates the same text. Instances never change language: they are safe to share.
 */
export function i18nFor(language: LanguageCode): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const messages = loaded.get(language);
    const fallback = loaded.get(DEFAULT_LANGUAGE);
    if (!messages || !fallback) throw new Error(`the ${language} messages are not loaded: await loadLanguage first`);
    instance = i18next.createInstance();
    instance.init({
      resources: { [language]: { translation: messages }, [DEFAULT_LANGUAGE]: { translation: fallback } },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

// The server renders every language, so it holds them all from start-up.
if (import.meta.env.SSR) await Promise.all(LANGUAGE_CODES.map(loadLanguage));
