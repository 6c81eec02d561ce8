import { z } from 'zod';

/**
 * spec 1 §2: the pages an operator writes: /support, /contacts, /offer, the introductions of /docs and /faq, and the
 * rules of its recommendation technologies (published as /offer_recom.pdf).
 */
export const CONTENT_PAGE_ALIASES = ['support', 'contacts', 'offer', 'docs', 'faq', 'offer_recom'] as const;
export const ContentPageAlias = z.enum(CONTENT_PAGE_ALIASES);
export type ContentPageAlias = z.infer<typeof ContentPageAlias>;

/** A way to reach the operator; `value` is what the page shows and, for phone, e-mail and web, what the link opens. */
export const CONTACT_TYPES = ['phone', 'email', 'address', 'hours', 'web'] as const;
export const ContactType = z.enum(CONTACT_TYPES);
export const Contact = z.object({ type: ContactType, title: z.string(), value: z.string() });
export type Contact = z.infer<typeof Contact>;

/** A content page; `body` is operator HTML, sanitised by the API. */
export const ContentPage = z.object({ alias: ContentPageAlias, title: z.string(), body: z.string(), contacts: z.array(Contact) });
export type ContentPage = z.infer<typeof ContentPage>;

/** spec 2 §3 FAQ item (title, answer), with the id /faq/{id} opens; the answer is operator HTML and may be missing. */
export const FaqItem = z.object({ id: z.number().int(), title: z.string(), answer: z.string().nullable() });
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqList = z.object({ items: z.array(FaqItem) });

/**
 * spec 2 §3 Docs item (link, title). A document the operator writes out has its text in `body` and its link
 * points at its section of /docs; the others link to a page or a file.
 */
export const DocItem = z.object({
  id: z.number().int(),
  alias: z.string(),
  title: z.string(),
  link: z.string(),
  body: z.string().nullable(),
});
export type DocItem = z.infer<typeof DocItem>;
export const DocList = z.object({ items: z.array(DocItem) });

/** A promotion (/promo_events): its card, and the media view that is its landing page. */
export const PromoEvent = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  /** Unix seconds; null when the promotion has no fixed start or end. */
  starts_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  media_view_alias: z.string(),
});
export type PromoEvent = z.infer<typeof PromoEvent>;
export const PromoEventList = z.object({ items: z.array(PromoEvent) });

/** Every public page address for the sitemap, as paths from the site root. */
export const SitemapEntries = z.object({ paths: z.array(z.string()) });
export type SitemapEntries = z.infer<typeof SitemapEntries>;
