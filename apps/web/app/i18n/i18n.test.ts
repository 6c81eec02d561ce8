import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { titleKeyOf } from '../features/shell/route-title';
import routes from '../routes';
import { eng } from './eng';
import { hye } from './hye';
import { i18nFor } from './i18n';
import { rus } from './rus';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const emptyIn = (tree: Tree) =>
  keysOf(tree).filter((key) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) === '');

type RouteEntry = { id?: string; file: string; children?: RouteEntry[] };
const routeIds = (entries: RouteEntry[]): { id: string; file: string }[] =>
  entries.flatMap((entry) => [...(entry.id ? [{ id: entry.id, file: entry.file }] : []), ...routeIds(entry.children ?? [])]);

describe('translations', () => {
  const languages = { rus, eng, hye } as Record<string, Tree>;

  it.each(['eng', 'hye'])('%s has exactly the keys of rus', (language) => {
    const expected = keysOf(rus).sort();
    const actual = keysOf(languages[language]!).sort();
    expect(
      expected.filter((key) => !actual.includes(key)),
      'missing',
    ).toEqual([]);
    expect(
      actual.filter((key) => !expected.includes(key)),
      'unknown',
    ).toEqual([]);
  });

  it.each(['rus', 'eng', 'hye'])('%s has no empty text', (language) => {
    expect(emptyIn(languages[language]!)).toEqual([]);
  });

  it('every page of the route table has a title in every language', () => {
    // Every page whose title comes from its route id (routeTitleMeta, titleKeyOf), and the pages named here.
    const titledByRouteId = (file: string) =>
      /routeTitleMeta|titleKeyOf/.test(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
    const pages = routeIds(routes as RouteEntry[]).filter(
      ({ file }) =>
        titledByRouteId(file) ||
        [
          'routes/media-item.tsx',
          'routes/catalog.tsx',
          'routes/content-page.tsx',
          'routes/faq.tsx',
          'routes/faq-item.tsx',
          'routes/docs.tsx',
          'routes/services.tsx',
          'routes/service.tsx',
          'routes/promo-events.tsx',
          'routes/promo-event.tsx',
          'routes/short-stories.tsx',
        ].includes(file),
    );
    expect(pages.length).toBeGreaterThan(40);
    for (const { id } of pages) {
      const key = titleKeyOf(id);
      for (const language of ['rus', 'eng', 'hye'] as const) expect(i18nFor(language).exists(key), `${language} ${key}`).toBe(true);
    }
  });

  it('falls back to rus and interpolates', () => {
    expect(i18nFor('eng').t('not_found.code', { code: '26' })).toBe('Error code: 26');
    expect(i18nFor('hye').t('header.home', { brand: 'Էֆիր' })).toBe('Էֆիր — գլխավոր էջ');
  });
});
