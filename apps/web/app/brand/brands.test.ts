import { describe, expect, it } from 'vitest';
import { footerLinksFor } from '../features/shell/footer-links';
import { BRANDS, brandFor, brandStyle, MAIN_BRAND } from './brands';

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
