import { BRANDS } from '../../../web/app/brand/brands.js';

export interface OriginRequest {
  protocol: string;
  /** The Host header as sent: name and optional port. */
  host: string;
}

const isLocalName = (name: string) => name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';

/**
 * The origin pages are rendered for (canonical and og: links, robots.txt, the sitemap — all publicly cached), never
 * taken from an unknown Host header: a brand's listed host is kept (brands are picked by host), anything else gets
 * EFIR_PUBLIC_URL, or this machine's address when none is configured. With a public URL local host names are foreign too.
 */
export function publicOrigin(config: { publicUrl: string | undefined; port: number }, hosts = BRANDS.flatMap((brand) => brand.hosts)) {
  const configured = config.publicUrl ? new URL(config.publicUrl) : undefined;
  const fallback = configured?.origin ?? `http://localhost:${config.port}`;
  return (request: OriginRequest): string => {
    const [, name = '', port] = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(request.host) ?? [];
    const hostname = name.toLowerCase();
    if (!hosts.includes(hostname)) return fallback;
    if (!configured) return `${request.protocol === 'https' ? 'https' : 'http'}://${hostname}${port ? `:${port}` : ''}`;
    if (hostname === configured.hostname || isLocalName(hostname)) return configured.origin;
    return `${configured.protocol}//${hostname}${configured.port ? `:${configured.port}` : ''}`;
  };
}
