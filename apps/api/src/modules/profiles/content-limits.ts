/**
 * What the active profile may see (spec 1 §6 parental controls): every catalogue, search, block, EPG and
 * playback answer is filtered by it, so a limit cannot be got round from the browser.
 */
export interface ContentLimits {
  /** Items with a higher age_value are absent; null = no limit. */
  maxAgeValue: number | null;
  eroticAllowed: boolean;
  /** Channels the profile's channel list leaves out (/my/profiles/{id}/channels): absent, as if unknown, and not played. */
  hiddenChannelIds: readonly number[];
}

/** A visitor without a profile sees every age level but no erotic content. */
export const VISITOR_LIMITS: ContentLimits = { maxAgeValue: null, eroticAllowed: false, hiddenChannelIds: [] };
