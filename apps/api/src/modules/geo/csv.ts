import { ipv4ToNumber } from './ip.js';

export interface IpRange {
  ip_from: number;
  ip_to: number;
  country_code: string;
}

const parseAddress = (value: string): number | undefined =>
  /^\d+$/.test(value) && Number(value) <= 0xffffffff ? Number(value) : ipv4ToNumber(value);

/**
 * The operator's IP-range-to-country CSV: `start_ip,end_ip,country_code` per line, addresses dotted or as numbers
 * (the common free databases ship both). A header line, blank lines and # comments are skipped; a bad line stops the load
 * with its line number, so a half-read table never replaces a good one.
 */
export function parseIpRanges(text: string): IpRange[] {
  const ranges: IpRange[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [from = '', to = '', country = ''] = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const ipFrom = parseAddress(from);
    const ipTo = parseAddress(to);
    if (ipFrom === undefined && index === 0) return; // header
    if (ipFrom === undefined || ipTo === undefined || ipTo < ipFrom || !/^[A-Za-z]{2}$/.test(country)) {
      throw new Error(`IP ranges line ${index + 1}: expected start_ip,end_ip,country_code`);
    }
    ranges.push({ ip_from: ipFrom, ip_to: ipTo, country_code: country.toUpperCase() });
  });
  return ranges;
}
