import type { FaqItem } from '@efir/contract';

/** spec 2 §5: a question without an answer gets this fixed text in the structured data. */
export const FAQ_ANSWER_MISSING = 'Ответ отсутствует';

/** Text of operator HTML for structured data: tags dropped, entities of the sanitiser read back, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|li|h[2-5])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** spec 2 §5 structured data of FAQ pages: a schema.org FAQPage of every question with its answer. */
export function faqPageJsonLd(items: readonly FaqItem[], url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: plainText(item.title),
      acceptedAnswer: { '@type': 'Answer', text: (item.answer && plainText(item.answer)) || FAQ_ANSWER_MISSING },
    })),
  };
}
