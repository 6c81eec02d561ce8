import sanitizeHtml from 'sanitize-html';

/** The markup an operator may put in block texts (spec 2 §3: promo titles and subtitles as HTML, SEO text). */
const OPERATOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'br',
    'p',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'sup',
    'sub',
    'small',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

const MARKUP = /<[a-z/!?]/i;

/**
 * Operator texts reach pages as HTML, so scripts, handlers and foreign tags are removed before they leave the API.
 * Text without markup is returned as it is (an ampersand in a plain title stays an ampersand).
 */
export function safeOperatorText(text: string): string {
  return MARKUP.test(text) ? sanitizeHtml(text, OPERATOR_HTML) : text;
}
