import type { BrandFlags } from '../../brand/brands';

export interface FooterLink {
  href: string;
  labelKey: string;
  /** Shown only when the brand has this flag. */
  flag?: keyof BrandFlags;
  /** A file the server answers (the PDF), loaded as a document rather than by the app's router. */
  file?: true;
}

/** spec 1 §2 Header and footer: promo code and the terms show for every brand, the rest for the main brand only. */
export const FOOTER_LINKS: readonly FooterLink[] = [
  { href: '/support', labelKey: 'footer.support', flag: 'mainBrandLinks' },
  { href: '/faq', labelKey: 'footer.faq', flag: 'mainBrandLinks' },
  { href: '/contacts', labelKey: 'footer.contacts', flag: 'mainBrandLinks' },
  { href: '/podarochnye-sertifikaty', labelKey: 'footer.gift_certificates', flag: 'mainBrandLinks' },
  { href: '/promocode', labelKey: 'footer.promocode' },
  { href: '/docs', labelKey: 'footer.docs' },
  { href: '/offer', labelKey: 'footer.offer' },
  { href: '/offer_recom.pdf', labelKey: 'footer.offer_recom', file: true },
];

export function footerLinksFor(flags: BrandFlags): FooterLink[] {
  return FOOTER_LINKS.filter((link) => !link.flag || flags[link.flag]);
}
