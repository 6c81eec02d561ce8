import type { LanguageCode } from '@efir/contract';
import type { I18nText } from '../../../db/schema/i18n.js';

/** A text as a guide file gives it: XMLTV's `lang` attribute, when there is one. */
export interface LangText {
  lang: string | undefined;
  text: string;
}

/** XMLTV and M3U name languages by ISO 639-1 or 639-2, with or without a region ("ru", "rus", "ru-RU", "hy", "arm"). */
const LANGUAGES: Record<string, LanguageCode> = { ru: 'rus', rus: 'rus', en: 'eng', eng: 'eng', hy: 'hye', hye: 'hye', arm: 'hye' };

export function languageOf(lang: string | undefined): LanguageCode | undefined {
  return lang ? LANGUAGES[lang.trim().toLowerCase().split(/[-_]/)[0]!] : undefined;
}

/**
 * A translated text from a file's texts: each of the service's languages from its own text; rus, the fallback every
 * viewer may see, from the first text when none is Russian. `given` has only the languages the file named, so an
 * update never puts an English name where a Russian one was.
 */
export function translated(texts: readonly LangText[]): { text: I18nText; given: Partial<I18nText> } | undefined {
  if (texts.length === 0) return undefined;
  const given: Partial<I18nText> = {};
  for (const { lang, text } of texts) {
    const language = languageOf(lang);
    if (language && given[language] === undefined) given[language] = text;
  }
  const text: I18nText = { rus: given.rus ?? texts[0]!.text };
  if (given.eng !== undefined) text.eng = given.eng;
  if (given.hye !== undefined) text.hye = given.hye;
  return { text, given };
}

/**
 * A list of translated texts (XMLTV categories, one element per language): the n-th text of each language makes
 * the n-th entry, so `<category lang="ru">Кино</category><category lang="en">Film</category>` is one category.
 */
export function translatedList(texts: readonly LangText[]): I18nText[] {
  if (texts.length === 1) return [translated(texts)!.text];
  const byLanguage = new Map<LanguageCode | 'other', string[]>();
  for (const { lang, text } of texts) {
    const language = languageOf(lang) ?? 'other';
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), text]);
  }
  const length = Math.max(0, ...[...byLanguage.values()].map((list) => list.length));
  return Array.from({ length }, (_, n) => {
    const at = (language: LanguageCode | 'other') => byLanguage.get(language)?.[n];
    const rus = at('rus') ?? at('other') ?? at('eng') ?? at('hye')!;
    const eng = at('eng');
    const hye = at('hye');
    return { rus, ...(eng === undefined ? {} : { eng }), ...(hye === undefined ? {} : { hye }) };
  });
}
