import DOMPurify from 'dompurify';

/** The markup a message and submessage may carry (spec 1 §5): text formatting and links, nothing that runs or embeds. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'a', 'ul', 'ol', 'li', 'small', 'sup', 'sub'];
const ALLOWED_ATTR = ['href', 'title', 'target'];

let hooked = false;

/**
 * spec 1 §5: notification HTML is sanitised where the sanitiser is supported; where it is not (no DOM), null, and the
 * caller shows the text without markup.
 */
export function sanitizeNotificationHtml(html: string): string | null {
  if (!DOMPurify.isSupported) return null;
  if (!hooked) {
    // A link that opens a new tab must not hand that tab our window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
