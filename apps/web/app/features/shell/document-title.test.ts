import { describe, expect, it } from 'vitest';
import { pageMeta } from './document-title';

const root = [{ id: 'root', loaderData: { language: 'rus', brandId: 'efir' } }];

describe('page meta', () => {
  it('gives a page without a picture its title, description and canonical address', () => {
    expect(pageMeta(root, { title: 'Подборка', description: 'Лучшее', canonical: 'https://efir.test/collections/best' })).toEqual([
      { title: 'Подборка — Эфир' },
      { name: 'description', content: 'Лучшее' },
      { tagName: 'link', rel: 'canonical', href: 'https://efir.test/collections/best' },
    ]);
  });

  it('adds Open Graph for a page with a picture, and its JSON-LD', () => {
    const jsonLd = { '@type': 'Movie' };
    expect(pageMeta(root, { title: 'Фильм', canonical: 'https://efir.test/movies/a', image: 'https://efir.test/p.jpg', jsonLd })).toEqual([
      { title: 'Фильм — Эфир' },
      { property: 'og:title', content: 'Фильм' },
      { property: 'og:image', content: 'https://efir.test/p.jpg' },
      { tagName: 'link', rel: 'canonical', href: 'https://efir.test/movies/a' },
      { 'script:ld+json': jsonLd },
    ]);
  });

  it('titles a page without data by its fallback key, or by the brand alone', () => {
    expect(pageMeta(root, undefined)).toEqual([{ title: 'Эфир' }]);
    expect(pageMeta(root, undefined, { key: 'page.person' })[0]).toEqual({ title: expect.stringMatching(/ — Эфир$/) });
  });
});
