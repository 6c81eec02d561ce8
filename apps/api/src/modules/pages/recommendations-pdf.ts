import path from 'node:path';
import type { ContentPage } from '@efir/contract';
import PDFDocument from 'pdfkit';

/** DejaVu Sans (its licence beside it) draws Cyrillic and Armenian alike; a committed copy, so every machine renders the same. */
const FONTS_DIR = path.resolve(import.meta.dirname, '../../../assets/fonts');
const REGULAR = path.join(FONTS_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf');

export type PdfBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/**
 * The blocks of the operator's (already sanitised) HTML a document needs: headings, paragraphs and list items, in
 * order; anything else is read for its text only.
 */
export function pdfBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const match of html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = match[1]!.toLowerCase();
    const text = plainText(match[2]!);
    if (text) blocks.push({ kind: tag === 'p' ? 'paragraph' : tag === 'li' ? 'item' : 'heading', text });
  }
  return blocks;
}

/** The recommendation-technology rules as an A4 PDF: the page's title, then its blocks. */
export function recommendationsPdf(page: Pick<ContentPage, 'title' | 'body'>, language: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: page.title }, lang: language, displayTitle: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('bold').fontSize(18).text(page.title, { paragraphGap: 12 });
  for (const block of pdfBlocks(page.body)) {
    if (block.kind === 'heading') doc.moveDown(0.5).font('bold').fontSize(13).text(block.text, { paragraphGap: 6 });
    else if (block.kind === 'item') doc.font('regular').fontSize(11).text(`•  ${block.text}`, { indent: 12, paragraphGap: 4 });
    else doc.font('regular').fontSize(11).text(block.text, { paragraphGap: 8, align: 'left' });
  }
  doc.end();
  return done;
}
