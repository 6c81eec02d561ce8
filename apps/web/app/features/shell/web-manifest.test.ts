import { describe, expect, it } from 'vitest';
import { brandById, MAIN_BRAND } from '../../brand/brands';
import { webManifest } from './web-manifest';

describe('the web app manifest', () => {
  it('names the brand Android app, so the related-apps check can find it (spec 1 §7)', () => {
    expect(webManifest(MAIN_BRAND, 'eng')).toMatchObject({
      name: 'Efir',
      display: 'browser',
      related_applications: [{ platform: 'play', id: 'tv.efir.app', url: 'https://play.google.com/store/apps/details?id=tv.efir.app' }],
      prefer_related_applications: false,
    });
  });

  it('names no app for a brand without one, in the viewer language', () => {
    const manifest = webManifest(brandById('partner'), 'rus');
    expect(manifest.name).toBe('Эфир+ Партнёр');
    expect(manifest.related_applications).toEqual([]);
  });
});
