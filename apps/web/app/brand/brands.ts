import type { LanguageCode } from '@efir/contract';

/** Colours every component reads through CSS custom properties (see brandStyle). */
export interface BrandTokens {
  bg: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  /** Fill of primary buttons; `onAccent` is the text on it. */
  accent: string;
  accentHover: string;
  onAccent: string;
  /** Accent for text and icons on the page background. */
  accentText: string;
  focus: string;
}

/** What differs between white labels in behaviour; components branch on these, never on a brand's id. */
export interface BrandFlags {
  extraHelp: boolean;
  socialLinks: boolean;
  chat: boolean;
  /** The top info banner on the main view (spec 1 §1). */
  topBanner: boolean;
  /** Footer links that only the main brand shows (support, FAQ, contacts, gift certificates). */
  mainBrandLinks: boolean;
  /** Viewers of one stream share its segments peer to peer (spec 2 §7), when the operator runs or names a tracker. */
  p2p: boolean;
}

export type SocialNetwork = 'vk' | 'telegram' | 'ok' | 'youtube';

export interface Brand {
  id: string;
  /** Host names served as this brand. */
  hosts: string[];
  name: Record<LanguageCode, string>;
  /** Logo mark in public/. */
  logo: string;
  tokens: BrandTokens;
  flags: BrandFlags;
  support: { phone: string; email: string };
  social: { network: SocialNetwork; url: string }[];
  /** The brand's Android app in Google Play (its package name), or null when the operator has none: no app banner then. */
  androidAppId: string | null;
}

const efir: Brand = {
  id: 'efir',
  hosts: ['localhost', '127.0.0.1', 'efir.tv', 'www.efir.tv'],
  name: { rus: 'Эфир', eng: 'Efir', hye: 'Էֆիր' },
  logo: '/brands/efir/logo.svg',
  tokens: {
    bg: '#0b0d14',
    surface: '#141824',
    surfaceRaised: '#1d2231',
    border: '#2b3144',
    text: '#f3f4f8',
    textMuted: '#a6acbf',
    accent: '#6d4aff',
    accentHover: '#5a35f2',
    onAccent: '#ffffff',
    accentText: '#b4a6ff',
    focus: '#c9bdff',
  },
  flags: { extraHelp: false, socialLinks: false, chat: false, topBanner: true, mainBrandLinks: true, p2p: true },
  support: { phone: '8 800 100-00-00', email: 'help@efir.tv' },
  social: [],
  androidAppId: 'tv.efir.app',
};

const partner: Brand = {
  id: 'partner',
  hosts: ['partner.localhost', 'plus.efir.tv'],
  name: { rus: 'Эфир+ Партнёр', eng: 'Efir+ Partner', hye: 'Էֆիր+ Գործընկեր' },
  logo: '/brands/partner/logo.svg',
  tokens: {
    bg: '#091214',
    surface: '#101d20',
    surfaceRaised: '#17282c',
    border: '#25393e',
    text: '#f1f6f6',
    textMuted: '#9fb3b6',
    accent: '#0b7a6b',
    accentHover: '#09685b',
    onAccent: '#ffffff',
    accentText: '#5fd6c0',
    focus: '#8ce6d5',
  },
  flags: { extraHelp: true, socialLinks: true, chat: true, topBanner: false, mainBrandLinks: false, p2p: false },
  support: { phone: '8 800 200-00-00', email: 'support@plus.efir.tv' },
  social: [
    { network: 'vk', url: 'https://vk.com/efir_plus' },
    { network: 'telegram', url: 'https://t.me/efir_plus' },
    { network: 'ok', url: 'https://ok.ru/efir_plus' },
    { network: 'youtube', url: 'https://www.youtube.com/@efir_plus' },
  ],
  androidAppId: null,
};

export const BRANDS: readonly Brand[] = [efir, partner];
export const MAIN_BRAND = efir;

/** The brand forced by configuration, else the one that lists the host, else the main brand. */
export function brandFor(hostname: string, forcedBrand: string | undefined): Brand {
  return (
    BRANDS.find((brand) => brand.id === forcedBrand) ?? BRANDS.find((brand) => brand.hosts.includes(hostname.toLowerCase())) ?? MAIN_BRAND
  );
}

export function brandById(id: string): Brand {
  return BRANDS.find((brand) => brand.id === id) ?? MAIN_BRAND;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The brand's tokens as CSS custom properties (`--color-accent-text` …) for the style of <html>. */
export function brandStyle(brand: Brand): Record<string, string> {
  return Object.fromEntries(Object.entries(brand.tokens).map(([name, value]) => [`--color-${kebab(name)}`, value]));
}
