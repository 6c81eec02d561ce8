import type { ImageKind } from '@efir/contract';
import sharp from 'sharp';
import type { ArtworkSpec } from './image-ref.js';
import { type Palette, paletteFor } from './palette.js';

/** Original size of each kind: the largest size any profile serves it at. */
export const ORIGINAL_SIZES: Record<ImageKind, [number, number]> = {
  poster: [460, 666],
  background: [1920, 1080],
  card: [800, 450],
  frame: [800, 450],
  logo: [400, 120],
  badge: [240, 240],
  avatar: [360, 360],
  banner: [1600, 500],
  banner_mobile: [720, 480],
  tile: [500, 500],
};

/** Logos and badges sit on any background, so they keep transparency. */
export const TRANSPARENT_KINDS: ReadonlySet<ImageKind> = new Set(['logo', 'badge']);

const FONT = 'DejaVu Sans';

/**
 * Draws generated artwork: an SVG of gradient and motif, rasterised by sharp (librsvg, fonts via fontconfig). Pictures
 * the page writes a title over or beside (posters, backgrounds, cards, banners, frames) carry no text of their own, so
 * text never collides and follows the viewer's language; tiles, avatars, badges and logos keep their lettering.
 */
export async function renderArtwork(spec: ArtworkSpec): Promise<{ data: Buffer; mime: string; width: number; height: number }> {
  const [width, height] = ORIGINAL_SIZES[spec.kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${layout(spec, width, height, paletteFor(spec.seed))}</svg>`;
  const image = sharp(Buffer.from(svg));
  if (TRANSPARENT_KINDS.has(spec.kind)) return { data: await image.png().toBuffer(), mime: 'image/png', width, height };
  return { data: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), mime: 'image/jpeg', width, height };
}

function layout(spec: ArtworkSpec, w: number, h: number, p: Palette): string {
  const { title, subtitle } = spec;
  switch (spec.kind) {
    case 'poster':
      return [backdrop(w, h, p), motif(w, h * 0.7, p), `<rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="url(#shade)"/>`].join(
        '',
      );
    case 'background':
      return [backdrop(w, h, p), motif(w, h, p, w * 0.35), `<rect width="${w * 0.6}" height="${h}" fill="url(#side)"/>`].join('');
    case 'card':
    case 'banner':
    case 'banner_mobile':
      return [
        backdrop(w, h, p),
        motif(w, h, p, spec.kind === 'banner_mobile' ? 0 : w * 0.4),
        `<rect width="${w}" height="${h}" fill="url(#side)"/>`,
      ].join('');
    case 'frame':
      return scene(w, h, p);
    case 'tile':
      return [
        backdrop(w, h, p),
        motif(w, h, p),
        `<rect width="${w}" height="${h}" fill="#000" fill-opacity="0.25"/>`,
        centred(title, w, h, 56, subtitle),
      ].join('');
    case 'avatar':
      return [backdrop(w, h, p), silhouette(w, h, p), initialsText(title, w / 2, h * 0.9, 64, '#ffffff')].join('');
    case 'badge':
      return [
        defs(p),
        `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 4}" fill="url(#bg)"/>`,
        initialsText(title, w / 2, h / 2 + 30, 84, '#ffffff'),
      ].join('');
    case 'logo':
      return [
        defs(p),
        `<rect x="2" y="2" width="${w - 4}" height="${h - 4}" rx="${h / 4}" fill="url(#bg)"/>`,
        `<circle cx="${h / 2}" cy="${h / 2}" r="${h / 4}" fill="${p.accent}"/>`,
        fitLine(title, { x: h, y: h / 2 + 14, width: w - h - 20, size: 40, weight: 'bold' }),
      ].join('');
  }
}

function defs(p: Palette): string {
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.8"/></linearGradient>
<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient>
</defs>`;
}

const backdrop = (w: number, h: number, p: Palette) => `${defs(p)}<rect width="${w}" height="${h}" fill="url(#bg)"/>`;

/** Shapes over the backdrop, kept to the right of `left`. */
function motif(w: number, h: number, p: Palette, left = 0): string {
  const v = (i: number) => p.values[i % p.values.length]!;
  const span = w - left;
  const x = (i: number) => left + v(i) * span;
  switch (p.motif) {
    case 'circles':
      return [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${x(i)}" cy="${v(i + 3) * h}" r="${(0.15 + v(i + 6) * 0.3) * Math.min(span, h)}" fill="${i === 1 ? p.accent : p.soft}" fill-opacity="${0.18 + v(i + 9) * 0.2}"/>`,
        )
        .join('');
    case 'stripes':
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const at = left + (i / 5) * span + v(i) * span * 0.1;
          return `<polygon points="${at},0 ${at + span * 0.08},0 ${at - span * 0.25},${h} ${at - span * 0.33},${h}" fill="${i % 2 ? p.accent : p.soft}" fill-opacity="${0.12 + v(i + 5) * 0.15}"/>`;
        })
        .join('');
    case 'rings':
      return [1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<circle cx="${x(0)}" cy="${v(1) * h}" r="${i * Math.min(span, h) * 0.12}" fill="none" stroke="${i % 2 ? p.accent : p.soft}" stroke-opacity="0.35" stroke-width="${Math.max(2, Math.min(span, h) * 0.02)}"/>`,
        )
        .join('');
    case 'peaks':
      return [0, 1, 2]
        .map((i) => {
          const base = h * (0.55 + i * 0.15);
          const peak = x(i);
          return `<polygon points="${left},${h} ${peak},${base - h * (0.25 + v(i + 4) * 0.2)} ${w},${h}" fill="${i === 2 ? p.from : p.soft}" fill-opacity="${0.25 + i * 0.2}"/>`;
        })
        .join('');
  }
}

/** A still-like landscape for episode frames and screenshots. */
function scene(w: number, h: number, p: Palette): string {
  const v = (i: number) => p.values[i]!;
  return [
    defs(p),
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${(0.15 + v(0) * 0.7) * w}" cy="${(0.2 + v(1) * 0.2) * h}" r="${h * 0.09}" fill="${p.accent}" fill-opacity="0.85"/>`,
    `<polygon points="0,${h} ${v(2) * w * 0.5},${h * 0.45} ${w * 0.6},${h} " fill="${p.to}" fill-opacity="0.8"/>`,
    `<polygon points="${w * 0.3},${h} ${w * (0.5 + v(3) * 0.4)},${h * 0.5} ${w},${h * 0.85} ${w},${h}" fill="${p.from}" fill-opacity="0.9"/>`,
    `<rect y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="${p.from}"/>`,
  ].join('');
}

function silhouette(w: number, h: number, p: Palette): string {
  return `<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.17}" fill="${p.soft}" fill-opacity="0.85"/><path d="M ${w * 0.18} ${h} Q ${w * 0.2} ${h * 0.6} ${w / 2} ${h * 0.6} Q ${w * 0.8} ${h * 0.6} ${w * 0.82} ${h} Z" fill="${p.soft}" fill-opacity="0.85"/>`;
}

function centred(title: string, w: number, h: number, largest: number, subtitle?: string): string {
  const { lines, size } = fitLines(title, w * 0.85, largest);
  const lineHeight = size * 1.15;
  const top = h / 2 - ((lines.length - 1) * lineHeight) / 2 + size / 3;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${top + i * lineHeight}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#ffffff">${xmlEscape(line)}</text>`,
    )
    .join('');
  const sub = subtitle
    ? `<text x="${w / 2}" y="${h - 40}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(size * 0.45)}" fill="#ffffff" fill-opacity="0.85">${xmlEscape(clip(subtitle, charsPerLine(w * 0.9, size * 0.45, false)))}</text>`
    : '';
  return text + sub;
}

function fitLine(
  text: string,
  box: { x: number; y: number; width: number; size: number; weight: 'bold' | 'normal'; opacity?: number },
): string {
  const size = Math.max(14, Math.min(box.size, Math.floor(box.width / (Math.max(text.length, 1) * 0.7))));
  return `<text x="${box.x}" y="${box.y}" font-family="${FONT}" font-weight="${box.weight}" font-size="${size}" fill="#ffffff" fill-opacity="${box.opacity ?? 1}">${xmlEscape(clip(text, charsPerLine(box.width, size)))}</text>`;
}

function initialsText(title: string, x: number, y: number, size: number, color: string): string {
  const initials = title
    .split(/[\s«»"-]+/)
    .filter((word) => /\p{L}|\d/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${color}">${xmlEscape(initials)}</text>`;
}

/** DejaVu Sans averages about 0.6 em per character, its bold about 0.7 em. */
const charsPerLine = (width: number, size: number, bold = true) => Math.max(4, Math.floor(width / (size * (bold ? 0.7 : 0.6))));

/** Lines of the text at the largest size up to `size` that needs at most three lines. */
function fitLines(text: string, width: number, size: number): { lines: string[]; size: number } {
  let fitted = size;
  let lines = wrap(text, charsPerLine(width, fitted));
  while (lines.length > 3 && fitted > 18) {
    fitted = Math.round(fitted * 0.85);
    lines = wrap(text, charsPerLine(width, fitted));
  }
  return { lines: lines.slice(0, 3), size: fitted };
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > perLine) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, Math.max(1, max - 1))}…` : text);

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
