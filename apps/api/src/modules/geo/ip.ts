import { isIPv4 } from 'node:net';

/** An IPv4 address (or an IPv4-mapped IPv6 one, as Node reports them) as a number; undefined for other IPv6. */
export function ipv4ToNumber(address: string): number | undefined {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!isIPv4(v4)) return undefined;
  return v4.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}
