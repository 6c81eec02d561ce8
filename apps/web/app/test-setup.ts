import { LANGUAGE_CODES } from '@efir/contract';
import { configure } from '@testing-library/react';
import { loadLanguage } from './i18n/i18n';

// Unit tests render in any language without the browser's loading step.
await Promise.all(LANGUAGE_CODES.map(loadLanguage));

// The suite shares two cores with the API's and the browser's: a step that answers in 1.5 s there is not a failure.
configure({ asyncUtilTimeout: 5000 });
