/** Certificate codes as the viewer reads and types them; no zod here, so the browser bundle may import it. */

/** A certificate code: 12 characters of the batch codes' alphabet (no 0, O, 1 or I to misread), 60 bits, shown as XXXX-XXXX-XXXX. */
export const CERTIFICATE_CODE_LENGTH = 12;
export const CERTIFICATE_CODE_GROUP = 4;
/** How long a bought certificate may be activated. */
export const CERTIFICATE_VALID_DAYS = 365;
export const CERTIFICATE_MESSAGE_MAX = 300;
/** What the activation form takes: the code with its dashes and spaces, and some slack. */
export const CERTIFICATE_CODE_INPUT_MAX = 32;

/** The code as typed, as stored: upper case, letters and digits only (dashes and spaces are the reader's grouping). */
export const normaliseCertificateCode = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** XXXX-XXXX-XXXX, as the code is shown and mailed. */
export const formatCertificateCode = (code: string): string =>
  code.match(new RegExp(`.{1,${CERTIFICATE_CODE_GROUP}}`, 'g'))?.join('-') ?? code;
