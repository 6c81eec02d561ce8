import type { LanguageCode } from '@efir/contract';
import { jsonb } from 'drizzle-orm/pg-core';

/** A translated text: rus always, eng and hye where the operator gave them (rus is the fallback). */
export type I18nText = { rus: string } & Partial<Record<Exclude<LanguageCode, 'rus'>, string>>;

export const i18nText = (name: string) => jsonb(name).$type<I18nText>();

export function translate(text: I18nText, language: LanguageCode): string {
  return text[language] ?? text.rus;
}
