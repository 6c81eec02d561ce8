/**
 * How many menu items fit in `available` pixels, in order; when not all fit, the 'more' button takes its width too.
 * `widths` are the items' own widths, `gap` the space between neighbours.
 */
export function fitMenuItems(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
