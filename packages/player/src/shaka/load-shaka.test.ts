import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHAKA_CHUNK } from './load-shaka';

describe('SHAKA_CHUNK', () => {
  it('is the name of the file loadShaka imports, which the bundler gives its chunk', () => {
    const source = readFileSync(new URL('./load-shaka.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
    expect(imported.map((path) => path?.split('/').at(-1)?.replace(/\.js$/, ''))).toEqual([SHAKA_CHUNK]);
  });
});
