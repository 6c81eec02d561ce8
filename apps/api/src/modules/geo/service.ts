import type { Config } from '../../config.js';
import { parseIpRanges } from './csv.js';
import { ipv4ToNumber } from './ip.js';
import type { GeoRepo } from './repo.js';

/** Look-ups are cached this long per address, so the geoblock check costs no query on most requests. */
const CACHE_MS = 60_000;
const CACHE_MAX = 10_000;

/**
 * spec 1 §8 HTTP 451: the operator names the countries served and loads an IP-range-to-country table;
 * an address from elsewhere is refused. Addresses the table does not know follow GEO_UNKNOWN_IP.
 */
export function geoService(repo: GeoRepo, config: Config['geo']) {
  const countries = new Map<string, { at: number; country: string | undefined }>();
  let allowed: { at: number; codes: Promise<string[]> } | undefined;

  const allowedCountries = () => {
    const now = Date.now();
    if (!allowed || now - allowed.at > CACHE_MS) {
      allowed = { at: now, codes: repo.allowedCountries().then((codes) => codes ?? config.allowedCountries) };
    }
    return allowed.codes;
  };

  const service = {
    /** The country of an address, upper case, or undefined when the table has none. */
    async countryOf(address: string): Promise<string | undefined> {
      const cached = countries.get(address);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.country;
      const ip = ipv4ToNumber(address);
      const range = ip === undefined ? undefined : await repo.rangeAt(ip);
      const country = range && ip !== undefined && range.ip_to >= ip ? range.country_code : undefined;
      if (countries.size >= CACHE_MAX) countries.clear();
      countries.set(address, { at: Date.now(), country });
      return country;
    },

    async isAllowed(address: string): Promise<boolean> {
      const codes = await allowedCountries();
      if (codes.length === 0) return true;
      const country = await service.countryOf(address);
      return country ? codes.includes(country) : config.unknownIp === 'allow';
    },

    /** Loads the operator's CSV, replacing the table. Returns the number of ranges. */
    async loadCsv(text: string): Promise<number> {
      const ranges = parseIpRanges(text);
      await repo.replaceRanges(ranges);
      countries.clear();
      return ranges.length;
    },

    async setAllowedCountries(codes: string[]): Promise<void> {
      await repo.setAllowedCountries(codes.map((code) => code.toUpperCase()));
      allowed = undefined;
    },
  };
  return service;
}

export type GeoService = ReturnType<typeof geoService>;
