import type { AdSettings, AdSlot } from '@efir/contract';
import type { AdContent } from './repo.js';

/** Where the player asks for a slot's ads (spec 2 §5: the URL must start with http, or the player refuses it). */
export interface AdProvider {
  slotUrl(request: { origin: string; content: AdContent; slot: AdSlot }): string;
}

/** The built-in VAST server of this module; a film's URL names no type (media_item is the default). */
export const builtinProvider: AdProvider = {
  slotUrl: ({ origin, content, slot }) =>
    `${origin}/api/v1/ads/vast?${content.type === 'channel' ? 'content_type=channel&' : ''}content_id=${content.id}&slot=${slot}`,
};

/** An operator's own ad server: its VAST URL with `{content_id}`, `{content_type}` and `{slot}` filled in. */
export const externalProvider = (template: string): AdProvider => ({
  slotUrl: ({ content, slot }) =>
    template
      .replaceAll('{content_id}', encodeURIComponent(String(content.id)))
      .replaceAll('{content_type}', encodeURIComponent(content.type))
      .replaceAll('{slot}', encodeURIComponent(slot)),
});

export const providerFor = (settings: Pick<AdSettings, 'provider' | 'vast_url'>): AdProvider =>
  settings.provider === 'external' && settings.vast_url ? externalProvider(settings.vast_url) : builtinProvider;
