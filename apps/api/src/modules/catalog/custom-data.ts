import type { LanguageCode } from '@efir/contract';
import { type I18nText, translate } from '../../db/schema/i18n.js';
import { imageUrl } from '../images/image-ref.js';
import { safeOperatorText } from './html.js';

const LANGUAGE_KEYS = new Set(['rus', 'eng', 'hye']);

const isText = (value: Record<string, unknown>): value is I18nText =>
  typeof value.rus === 'string' && Object.keys(value).every((key) => LANGUAGE_KEYS.has(key));

/**
 * custom_data as stored → as served: {rus, eng?, hye?} texts in the viewer's language, {"$image": ref} as image URLs,
 * and every text cleaned of unsafe markup.
 */
export function resolveCustomData(data: Record<string, unknown> | null, language: LanguageCode): Record<string, unknown> | null {
  if (!data) return null;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return safeOperatorText(value);
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (isText(record)) return safeOperatorText(translate(record, language));
    if (typeof record.$image === 'string') return imageUrl(record.$image);
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(data) as Record<string, unknown>;
}
