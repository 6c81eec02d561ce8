import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@efir/contract';
import type { FastifyRequest } from 'fastify';

/** The interface language cookie the web's picker sets (spec 1 §1: rus default and fallback). */
export const LANGUAGE_COOKIE = 'lang';

export function requestLanguage(request: FastifyRequest): LanguageCode {
  const value = request.cookies[LANGUAGE_COOKIE];
  return (LANGUAGE_CODES as readonly string[]).includes(value ?? '') ? (value as LanguageCode) : DEFAULT_LANGUAGE;
}
