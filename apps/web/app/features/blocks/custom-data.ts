import type { MediaBlock } from '@efir/contract';

/**
 * Readers for spec 2 §3 custom_data: the server sends an open record, so every field is checked where it is read and
 * a missing or malformed one reads as absent.
 */
export type CustomData = Record<string, unknown>;

export const dataOf = (block: Pick<MediaBlock, 'custom_data'>): CustomData => block.custom_data ?? {};

export const str = (data: CustomData, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

export const list = <T = CustomData>(data: CustomData, key: string): T[] => {
  const value = data[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

export const record = (data: CustomData, key: string): CustomData | null => {
  const value = data[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as CustomData) : null;
};

/** An icon is a URL or `{url, width, height}`. */
export function iconOf(value: unknown): { url: string; width: number; height: number } | null {
  if (typeof value === 'string' && value) return { url: value, width: 48, height: 48 };
  if (value && typeof value === 'object' && typeof (value as CustomData).url === 'string') {
    const icon = value as { url: string; width?: number; height?: number };
    return { url: icon.url, width: icon.width ?? 48, height: icon.height ?? 48 };
  }
  return null;
}

/** spec 2 §3 Button: type block_target (an html_id on the page), target (a link) or modal (a block shown in a modal). */
export interface BlockButton {
  type: 'block_target' | 'target' | 'modal';
  text: string;
  target: string;
  is_bright?: boolean;
}

export const buttonsOf = (data: CustomData): BlockButton[] =>
  list<BlockButton>(data, 'buttons').filter((button) => typeof button?.text === 'string' && typeof button.target === 'string');

/** The block's heading: custom_data.title, else its name. */
export const titleOf = (block: Pick<MediaBlock, 'name' | 'custom_data'>): string | null =>
  str(dataOf(block), 'title') ?? (block.name || null);
