import { describe, expect, it } from 'vitest';
import { readSingleKeyShortcuts, storeSingleKeyShortcuts } from './single-key-shortcuts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('the player’s letter-key shortcuts (WCAG 2.1.4)', () => {
  it('are on until the viewer turns them off, and stay as chosen', () => {
    const store = memory();
    expect(readSingleKeyShortcuts(store)).toBe(true);
    storeSingleKeyShortcuts(store, false);
    expect(readSingleKeyShortcuts(store)).toBe(false);
    storeSingleKeyShortcuts(store, true);
    expect(readSingleKeyShortcuts(store)).toBe(true);
  });
});
