import { LANGUAGE_CODES } from '@efir/contract';
import { configure } from '@testing-library/react';
import { loadLanguage } from './i18n/i18n';

// Unit tests render in any language without the browser's loading step.
await Promise.all(LANGUAGE_CODES.map(loadLanguage));

// The suite shares two cores with the API's and the browser's: a step that answers in 1.5 s there is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: a window that matches no media query (a desktop), unless a test stubs its own.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (media: string) =>
    ({ matches: false, media, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
}
