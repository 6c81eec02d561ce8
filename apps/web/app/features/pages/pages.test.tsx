// @vitest-environment jsdom
import type { DocItem, FaqItem } from '@efir/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith } from '../blocks/test-support';
import { contactHref } from './contacts';
import { DocsPage } from './docs-page';
import { FaqPage, selectedQuestion } from './faq-page';
import { PromoEventsPage } from './promo-events';
import { ShortStoriesPage } from './short-stories';
import { robotsTxt, sitemapXml } from './sitemap';
import { FAQ_ANSWER_MISSING, faqPageJsonLd } from './structured-data';

afterEach(cleanup);

const faq: FaqItem[] = [
  { id: 1, title: 'How do I subscribe?', answer: '<p>Open <a href="/services">Subscriptions</a> &amp; press “Subscribe”.</p>' },
  { id: 13, title: 'On how many devices?', answer: '<p>Up to five.</p>' },
  { id: 14, title: 'Can I give it as a gift?', answer: null },
];

describe('FAQ structured data (spec 2 §5)', () => {
  it('is a FAQPage with every question and its answer as text', () => {
    const data = faqPageJsonLd(faq, 'https://efir.example/faq');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage', url: 'https://efir.example/faq' });
    const [first] = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(first).toEqual({
      '@type': 'Question',
      name: 'How do I subscribe?',
      acceptedAnswer: { '@type': 'Answer', text: 'Open Subscriptions & press “Subscribe”.' },
    });
  });

  it('gives a question without an answer the fixed Russian fallback text', () => {
    const entities = faqPageJsonLd(faq, 'https://efir.example/faq').mainEntity as { acceptedAnswer: { text: string } }[];
    expect(entities[2]!.acceptedAnswer.text).toBe(FAQ_ANSWER_MISSING);
    expect(FAQ_ANSWER_MISSING).toBe('Ответ отсутствует');
  });
});

describe('/faq', () => {
  it('opens the question the footer selects and no other; selected=0 opens none', () => {
    expect(selectedQuestion(new URLSearchParams('selected=13'))).toBe(13);
    expect(selectedQuestion(new URLSearchParams('selected=0'))).toBeNull();
    expect(selectedQuestion(new URLSearchParams('selected=x'))).toBeNull();
    const { container } = renderWith(<FaqPage intro={null} items={faq} selected={13} />);
    const open = [...container.querySelectorAll('details')].filter((details) => details.open);
    expect(open.map((details) => details.id)).toEqual(['question-13']);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeTruthy();
  });

  it('shows the operator’s answer as HTML, a placeholder for a missing one, and a link to each question', () => {
    renderWith(<FaqPage intro={null} items={faq} selected={null} />);
    expect(screen.getByRole('link', { name: 'Subscriptions', hidden: true }).getAttribute('href')).toBe('/services');
    expect(screen.getByText(/The answer to this question is coming soon/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Link to this question', hidden: true }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/faq/1', '/faq/13', '/faq/14']);
  });
});

describe('/docs', () => {
  const docs: DocItem[] = [
    { id: 1, alias: 'privacy', title: 'Privacy Policy', link: '/docs#privacy', body: '<p>We keep little.</p>' },
    { id: 2, alias: 'offer', title: 'Public offer', link: '/offer', body: null },
    { id: 3, alias: 'rules', title: 'Rules', link: 'https://rules.example/rules.pdf', body: null },
  ];

  it('lists every document and writes out those with a text under their own anchor', () => {
    const { container } = renderWith(<DocsPage intro={null} docs={docs} />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/docs#privacy');
    expect(screen.getByRole('link', { name: 'Public offer' }).getAttribute('href')).toBe('/offer');
    expect(screen.getByRole('link', { name: 'Rules' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('section#privacy')?.textContent).toContain('We keep little.');
    expect(container.querySelector('section#offer')).toBeNull();
  });
});

describe('contacts', () => {
  it('calls a phone number in international form, writes to an e-mail, and leaves an address as text', () => {
    expect(contactHref({ type: 'phone', value: '8 800 555-35-35' })).toBe('tel:+78005553535');
    expect(contactHref({ type: 'phone', value: '+7 495 555-01-24' })).toBe('tel:+74955550124');
    expect(contactHref({ type: 'email', value: 'help@efir.example' })).toBe('mailto:help@efir.example');
    expect(contactHref({ type: 'address', value: 'Moscow' })).toBeNull();
    expect(contactHref({ type: 'web', value: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('sitemap and robots.txt', () => {
  it('lists canonical addresses under the site origin, escaped for XML', () => {
    const xml = sitemapXml('https://efir.example', ['/', '/movies/gold', '/catalog?genres=drama&page=2']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://efir.example/movies/gold</loc>');
    expect(xml).toContain('<loc>https://efir.example/catalog?genres=drama&amp;page=2</loc>');
  });

  it('closes personal and player pages and names the sitemap', () => {
    const robots = robotsTxt('https://efir.example');
    expect(robots).toContain('Disallow: /my');
    expect(robots).toContain('Disallow: /*/player');
    expect(robots).toContain('Sitemap: https://efir.example/sitemap.xml');
  });
});

describe('/promo_events and /short_stories', () => {
  it('shows each running promotion with its last day and links it by slug', () => {
    renderWith(
      <PromoEventsPage
        events={[
          {
            id: 1,
            slug: 'spring',
            title: 'Spring cinema',
            summary: 'Premieres',
            image: '/api/v1/images/banner/a',
            starts_at: null,
            ends_at: Date.UTC(2026, 11, 12, 12) / 1000,
            media_view_alias: 'promo',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Spring cinema/ }).getAttribute('href')).toBe('/promo_events/spring');
    expect(screen.getByText('Until 12 December 2026')).toBeTruthy();
  });

  it('says so when there is nothing to show', () => {
    renderWith(<PromoEventsPage events={[]} />);
    expect(screen.getByText('There are no offers right now. Come back later!')).toBeTruthy();
    cleanup();
    renderWith(<ShortStoriesPage title="Short stories" view={null} path="/short_stories" />);
    expect(screen.getByText('There are no short stories yet.')).toBeTruthy();
  });
});
