import type { LanguageCode } from '@efir/contract';
import { eng } from './eng.js';
import { hye } from './hye.js';
import { rus, type ServerTexts } from './rus.js';

/** The one home of what the server says to a viewer: one file per language. */
const TEXTS: Record<LanguageCode, ServerTexts> = { rus, eng, hye };

/** The server's texts in `language`; Russian, the fallback, for a language the server does not speak. */
export const textsIn = (language: string): ServerTexts => TEXTS[language as LanguageCode] ?? rus;

/** The locale money and dates are written in, per language. */
export const LOCALES: Record<LanguageCode, string> = { rus: 'ru-RU', eng: 'en-GB', hye: 'hy-AM' };

/** A text with its `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** An amount in minor units as the viewer's language writes money: «1 000 ₽», whole amounts without kopecks. */
export function money(minor: number, currency: string, language: LanguageCode): string {
  const amount = minor / 100;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
