import { describe, expect, it } from 'vitest';
import { footerLinksFor } from '../features/shell/footer-links';
import { contrast } from '../ui/contrast';
import { BRANDS, brandFor, brandStyle, MAIN_BRAND } from './brands';

describe('brands', () => {
  it('are picked by host name, with the main brand as default', () => {
    expect(brandFor('partner.localhost', undefined).id).toBe('partner');
    expect(brandFor('PLUS.EFIR.TV', undefined).id).toBe('partner');
    expect(brandFor('efir.tv', undefined)).toBe(MAIN_BRAND);
    expect(brandFor('unknown.example', undefined)).toBe(MAIN_BRAND);
  });

  it('a forced brand wins over the host name; an unknown one is ignored', () => {
    expect(brandFor('localhost', 'partner').id).toBe('partner');
    expect(brandFor('partner.localhost', 'nope').id).toBe('partner');
  });

  it('have distinct ids and hosts', () => {
    const hosts = BRANDS.flatMap((brand) => brand.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(new Set(BRANDS.map((brand) => brand.id)).size).toBe(BRANDS.length);
  });

  it('emit their tokens as CSS custom properties', () => {
    expect(brandStyle(MAIN_BRAND)).toMatchObject({
      '--color-accent': MAIN_BRAND.tokens.accent,
      '--color-text-muted': MAIN_BRAND.tokens.textMuted,
    });
  });

  it.each(BRANDS.map((brand) => [brand.id, brand] as const))('%s keeps text contrast at 4.5:1 or more', (_, { tokens }) => {
    for (const background of [tokens.bg, tokens.surface, tokens.surfaceRaised]) {
      expect(contrast(tokens.text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.textMuted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tokens.accentText, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.onAccent, tokens.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.onAccent, tokens.accentHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('the main brand shows every footer link; others show promo code and terms only', () => {
    const partner = BRANDS.find((brand) => !brand.flags.mainBrandLinks)!;
    expect(footerLinksFor(MAIN_BRAND.flags).map((link) => link.href)).toEqual([
      '/support',
      '/faq',
      '/contacts',
      '/podarochnye-sertifikaty',
      '/promocode',
      '/docs',
      '/offer',
      '/offer_recom.pdf',
    ]);
    expect(footerLinksFor(partner.flags).map((link) => link.href)).toEqual(['/promocode', '/docs', '/offer', '/offer_recom.pdf']);
  });
});
