import { errorReason } from './errors';

/**
 * Ad errors, numbered by position from 1 (spec 2 §8): the first two are the spec's; the spec does not list
 * the rest, so they are ours, appended in the order the ads layer meets them.
 */
export const AD_ERRORS = [
  'AD_BLOCKING_BY_USER',
  'NO_AD_SECTION',
  'SMTH_WRONG_WITH_MAKING_VAST_URL',
  'VAST_REQUEST_TIMEOUT',
  'VAST_INVALID_XML',
  'VAST_EMPTY_RESPONSE',
  'VAST_WRAPPER_LIMIT_REACHED',
  'MEDIA_LOAD_TIMEOUT',
  'MEDIA_FILE_UNSUPPORTED',
  'MEDIA_PLAYBACK_ERROR',
  'UNKNOWN_AD_ERROR',
] as const;

export type AdErrorName = (typeof AD_ERRORS)[number];

export function adErrorCode(name: AdErrorName): number {
  return AD_ERRORS.indexOf(name) + 1;
}

/** The ad result code: 1 for "no ad section" (nothing to show, not a failure), -1 for every real failure. */
export function adResultCode(name: AdErrorName): 1 | -1 {
  return name === 'NO_AD_SECTION' ? 1 : -1;
}

/** A missing ad section is normal and not reported; every other ad error is, under reason 1-5-code. */
export function adErrorReport(name: AdErrorName): { reason: string; message: AdErrorName } | null {
  return name === 'NO_AD_SECTION' ? null : { reason: errorReason('ads', adErrorCode(name)), message: name };
}

/** An ad URL must start with http (spec 2 §5); anything else is the SMTH_WRONG_WITH_MAKING_VAST_URL error. */
export function checkAdUrl(url: string): AdErrorName | null {
  return url.startsWith('http') ? null : 'SMTH_WRONG_WITH_MAKING_VAST_URL';
}
