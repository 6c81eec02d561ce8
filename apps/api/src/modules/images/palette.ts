import { createHash } from 'node:crypto';

/** Colours and a motif picked from a seed, so every item gets its own look and keeps it. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
  soft: string;
  motif: 'circles' | 'stripes' | 'rings' | 'peaks';
  /** Further numbers in [0, 1) for placing shapes. */
  values: number[];
}

const MOTIFS: Palette['motif'][] = ['circles', 'stripes', 'rings', 'peaks'];

export function paletteFor(seed: string): Palette {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = (bytes[0]! / 256) * 360;
  const shift = 40 + (bytes[1]! / 256) * 100;
  const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)}, ${s}%, ${l}%)`;
  return {
    from: hsl(hue, 62, 18),
    to: hsl(hue + shift, 68, 38),
    accent: hsl(hue + 180, 85, 62),
    soft: hsl(hue + shift / 2, 70, 70),
    motif: MOTIFS[bytes[2]! % MOTIFS.length]!,
    values: [...bytes.subarray(3)].map((b) => b / 256),
  };
}
