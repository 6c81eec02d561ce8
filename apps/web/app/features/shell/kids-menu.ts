import type { MenuItem } from '@efir/contract';

/** The sections a kids profile's menu keeps: home, kids, learning and karaoke (issue 13: a simpler menu). */
const KIDS_SECTIONS = new Set(['', 'kids', 'education', 'karaoke']);

/** The operator's menu as a kids profile sees it: only this site's sections meant for children, in the operator's order. */
export function kidsMenu(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => /^\/(?!\/)/.test(item.target) && KIDS_SECTIONS.has(item.target.split(/[/?#]/)[1] ?? ''));
}
