import { DEFAULT_LANGUAGE, type LanguageCode } from '@efir/contract';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { HTML_LANG } from './features/language/language';
import { stopNotingPresses } from './features/shell/early-press';
import { forwardPreloadErrors } from './features/shell/preload-error';
import { loadLanguage } from './i18n/i18n';

forwardPreloadErrors(window);

/** The language the server rendered the page in, read back from `<html lang>`. */
const pageLanguage =
  (Object.keys(HTML_LANG) as LanguageCode[]).find((code) => HTML_LANG[code] === document.documentElement.lang) ?? DEFAULT_LANGUAGE;

// Hydration renders the same text as the server, so the page's messages come first.
void loadLanguage(pageLanguage).then(() => {
  startTransition(() => {
    // From here a press is React's own to replay (root.tsx makes the one before it again).
    stopNotingPresses(window);
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
