import type { AdSettings, AdSlot } from '@efir/contract';

/** Where the player asks for a slot's ads (spec 2 §5: the URL must start with http, or the player refuses it). */
export interface AdProvider {
  slotUrl(request: { origin: string; contentId: number; slot: AdSlot }): string;
}

/** The built-in VAST server of this module. */
export const builtinProvider: AdProvider = {
  slotUrl: ({ origin, contentId, slot }) => `${origin}/api/v1/ads/vast?content_id=${contentId}&slot=${slot}`,
};

/** An operator's own ad server: its VAST URL with `{content_id}` and `{slot}` filled in. */
export const externalProvider = (template: string): AdProvider => ({
  slotUrl: ({ contentId, slot }) =>
    template.replaceAll('{content_id}', encodeURIComponent(String(contentId))).replaceAll('{slot}', encodeURIComponent(slot)),
});

export const providerFor = (settings: Pick<AdSettings, 'provider' | 'vast_url'>): AdProvider =>
  settings.provider === 'external' && settings.vast_url ? externalProvider(settings.vast_url) : builtinProvider;
