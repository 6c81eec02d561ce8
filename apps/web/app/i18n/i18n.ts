import { DEFAULT_LANGUAGE, type LanguageCode } from '@efir/contract';
import i18next, { type i18n } from 'i18next';
import { eng } from './eng';
import { hye } from './hye';
import { rus } from './rus';

export const resources = { rus: { translation: rus }, eng: { translation: eng }, hye: { translation: hye } };

const instances = new Map<LanguageCode, i18n>();

/**
 * One i18next instance per language, created synchronously from bundled resources so the server renders in the
 * cookie's language and the browser hydrates the same text. Instances never change language: they are safe to share.
 */
export function i18nFor(language: LanguageCode): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
