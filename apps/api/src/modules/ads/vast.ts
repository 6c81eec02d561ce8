import type { AdEvent } from '@efir/contract';
import type { AdSpotSpec } from '../../media/index.js';

/** VAST 4.1 (IAB): the default namespace its XSD declares, so every answer validates against it as it is. */
const VAST_NS = 'http://www.iab.com/VAST';
const AD_SYSTEM = '<AdSystem version="1">Efir</AdSystem>';
/** The Linear events every ad (and every wrapper level) reports, each through its own URL. */
const LINEAR_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'] as const satisfies readonly AdEvent[];

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** URIs go in CDATA as the spec asks; ours never hold its end marker, and a foreign one is split so it cannot close it. */
const cdata = (uri: string) => `<![CDATA[${uri.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** hh:mm:ss, the VAST time format of Duration and skipoffset. */
export function vastTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Where one served ad's events are recorded: `<origin>/api/v1/ads/events/<impression>/<event>`. */
export type TrackingUrl = (event: AdEvent) => string;

export interface InlineAd {
  impressionId: string;
  spot: AdSpotSpec;
  mediaUrl: string;
  clickThrough: string;
  track: TrackingUrl;
  mediaFile: { width: number; height: number; kbps: number };
}

const trackingEvents = (track: TrackingUrl) =>
  `<TrackingEvents>${LINEAR_EVENTS.map((event) => `<Tracking event="${event}">${cdata(track(event))}</Tracking>`).join('')}</TrackingEvents>`;

const errorAndImpression = (impressionId: string, track: TrackingUrl) =>
  // No [ERRORCODE] macro: brackets are no xs:anyURI, so the answer would not validate; the player reports the code in its analytics.
  `<Error>${cdata(track('error'))}</Error><Impression id="${escapeText(impressionId)}">${cdata(track('impression'))}</Impression>`;

function inline(ad: InlineAd, sequence: number): string {
  const { spot, track } = ad;
  const skip = spot.skipAfterSeconds === undefined ? '' : ` skipoffset="${vastTime(spot.skipAfterSeconds)}"`;
  const brand = escapeText(spot.brand);
  const id = escapeText(spot.id);
  return [
    `<Ad id="${escapeText(ad.impressionId)}" sequence="${sequence}"><InLine>`,
    AD_SYSTEM,
    errorAndImpression(ad.impressionId, track),
    `<AdServingId>${escapeText(ad.impressionId)}</AdServingId>`,
    `<AdTitle>${brand}</AdTitle><Advertiser>${brand}</Advertiser>`,
    `<Creatives><Creative id="${id}" sequence="1" adId="${id}">`,
    `<UniversalAdId idRegistry="efir" idValue="${id}">${id}</UniversalAdId>`,
    `<Linear${skip}>`,
    trackingEvents(track),
    `<Duration>${vastTime(spot.durationSeconds)}</Duration>`,
    `<MediaFiles><MediaFile id="${id}-mp4" delivery="progressive" type="video/mp4" width="${ad.mediaFile.width}" height="${ad.mediaFile.height}" bitrate="${ad.mediaFile.kbps}" codec="avc1.64001E, mp4a.40.2">${cdata(ad.mediaUrl)}</MediaFile></MediaFiles>`,
    `<VideoClicks><ClickTracking id="${id}-click">${cdata(track('click'))}</ClickTracking><ClickThrough>${cdata(ad.clickThrough)}</ClickThrough></VideoClicks>`,
    '</Linear></Creative></Creatives></InLine></Ad>',
  ].join('');
}

const document = (ads: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<VAST xmlns="${VAST_NS}" version="4.1">${ads}</VAST>\n`;

/** An ad pod: the slot's ads in the order they play; no ads is a VAST with no Ad (the player's NO_AD_SECTION). */
export const inlineVast = (ads: readonly InlineAd[]): string => document(ads.map((ad, index) => inline(ad, index + 1)).join(''));

/** One wrapper level: its own impression, error and Linear tracking, then the next VAST to ask. */
export function wrapperVast(wrapper: { impressionId: string; track: TrackingUrl; next: string }): string {
  const { impressionId, track } = wrapper;
  return document(
    [
      `<Ad id="${escapeText(impressionId)}"><Wrapper followAdditionalWrappers="true" allowMultipleAds="true">`,
      AD_SYSTEM,
      errorAndImpression(impressionId, track),
      `<Creatives><Creative sequence="1"><Linear>${trackingEvents(track)}`,
      `<VideoClicks><ClickTracking>${cdata(track('click'))}</ClickTracking></VideoClicks></Linear></Creative></Creatives>`,
      `<VASTAdTagURI>${cdata(wrapper.next)}</VASTAdTagURI>`,
      '</Wrapper></Ad>',
    ].join(''),
  );
}
