import { LANGUAGE_CODES } from '@efir/contract';
import { loadLanguage } from './i18n';

// Unit tests render in any language without the browser's loading step.
await Promise.all(LANGUAGE_CODES.map(loadLanguage));
