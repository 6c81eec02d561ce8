import { describe, expect, it } from 'vitest';
import { fitMenuItems } from './fit-menu-items';

describe("the main menu's 'more' collapse", () => {
  it('shows every item when all fit, without room for the more button', () => {
    expect(fitMenuItems([100, 100, 100], 320, 80, 10)).toBe(3);
    expect(fitMenuItems([100, 100, 100], 300, 80, 0)).toBe(3);
  });

  it('keeps room for the more button once anything overflows', () => {
    // 80 (more) + 10 + 100 + 10 + 100 = 300: two items fit beside the button, the third goes into the dropdown.
    expect(fitMenuItems([100, 100, 100], 300, 80, 10)).toBe(2);
    expect(fitMenuItems([100, 100, 100], 299, 80, 10)).toBe(1);
  });

  it('keeps the server order: a narrow item after a wide one does not jump ahead', () => {
    expect(fitMenuItems([200, 20, 20], 230, 50, 0)).toBe(0);
  });

  it('moves everything into the dropdown when nothing fits', () => {
    expect(fitMenuItems([120, 90], 100, 60, 8)).toBe(0);
  });

  it('handles an empty menu', () => {
    expect(fitMenuItems([], 0, 60, 8)).toBe(0);
  });
});
