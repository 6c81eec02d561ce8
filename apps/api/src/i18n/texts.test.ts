import { describe, expect, it } from 'vitest';
import { eng } from './eng.js';
import { hye } from './hye.js';
import { fill, textsIn } from './index.js';
import { rus } from './rus.js';

/** Every text as `group.key` → the placeholders it fills, sorted. */
function placeholders(texts: typeof rus): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([group, entries]) =>
      Object.entries(entries as Record<string, string>).map(([key, text]) => [
        `${group}.${key}`,
        [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort(),
      ]),
    ),
  );
}

describe('the server’s texts', () => {
  it('fill the same values in every language, and no text is empty', () => {
    for (const texts of [eng, hye]) expect(placeholders(texts)).toEqual(placeholders(rus));
    for (const texts of [rus, eng, hye])
      for (const group of Object.values(texts)) for (const text of Object.values(group)) expect(text).not.toBe('');
  });

  it('fall back to Russian for a language the server does not speak', () => {
    expect(textsIn('fra')).toBe(rus);
    expect(fill(textsIn('eng').purchases.short, { price: '5 ₽', balance: '1 ₽' })).toBe(
      'Not enough money: 5 ₽ is needed, the account holds 1 ₽. Top up the account to pay',
    );
  });
});
