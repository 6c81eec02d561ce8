import type { TvCodeMode } from './tv-code-flow';

/**
 * Opens the TV-code modal (spec 2 §4 TV-code flow) prefilled with `code`; its form is a chunk of its own.
 * `ignoreNavigation`: it stays open while the address drops the ?ott_tv= that opened it.
 */
export function openTvCode(options: { code: string; mode: TvCodeMode; ignoreNavigation?: boolean }): Promise<void> {
  return import('./tv-code-modal').then((module) => module.openTvCodeModal({ ignoreNavigation: false, ...options }));
}
