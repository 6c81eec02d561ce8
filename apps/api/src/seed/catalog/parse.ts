import type { z } from 'zod';
import { CATALOGUE_FILE_NAMES, CATALOGUE_FILES, type Catalogue } from './format.js';
import { referenceProblems } from './references.js';

/** Everything wrong with a catalogue, one line per problem, each naming the file and the record. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(`The catalogue has ${problems.length} problem(s); nothing was imported:\n  ${shown.join('\n  ')}${more}`);
    this.name = 'CatalogueError';
  }
}

const MAX_PROBLEMS_SHOWN = 30;

/**
 * Validates raw file contents (a missing file is an empty list) and their cross references;
 * throws CatalogueError listing every problem, so an operator fixes them in one pass. A banner's ad pixel on another
 * site must be on one of `adOrigins` (EFIR_AD_ORIGINS): the pages' CSP lets them reach no other.
 */
export function parseCatalogue(
  raw: Partial<Record<string, unknown>>,
  { adOrigins = [] }: { adOrigins?: readonly string[] } = {},
): Catalogue {
  const problems: string[] = [];
  const parsed: Partial<Catalogue> = {};
  for (const name of CATALOGUE_FILE_NAMES) {
    const schema = CATALOGUE_FILES[name] as z.ZodType;
    const result = schema.safeParse(raw[name] ?? []);
    if (result.success) (parsed as Record<string, unknown>)[name] = result.data;
    else problems.push(...result.error.issues.map((issue) => describeIssue(name, raw[name], issue)));
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  const catalogue = parsed as Catalogue;
  const referenceErrors = [...referenceProblems(catalogue), ...adPixelProblems(catalogue, adOrigins)];
  if (referenceErrors.length > 0) throw new CatalogueError(referenceErrors);
  return catalogue;
}

/** Pixels on our own site are paths; an absolute one names an advertiser's origin, which must be allowed. */
function adPixelProblems(catalogue: Catalogue, adOrigins: readonly string[]): string[] {
  return catalogue.banners.flatMap((banner) =>
    Object.entries(banner.ad_pixel?.links ?? {}).flatMap(([link, url]) => {
      if (url.startsWith('/')) return [];
      const origin = new URL(url).origin;
      return adOrigins.includes(origin)
        ? []
        : [`banners.json: record (${banner.id}) ad_pixel.links.${link}: ${origin} is not among the advertisers' origins (EFIR_AD_ORIGINS)`];
    }),
  );
}

function describeIssue(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const [index, ...rest] = issue.path;
  if (typeof index !== 'number') return `${file}.json: ${issue.message}`;
  const record = Array.isArray(data) ? (data[index] as { id?: unknown; alias?: unknown; theme?: unknown } | undefined) : undefined;
  const label = record?.id ?? record?.alias ?? record?.theme;
  const which = label === undefined ? `record ${index}` : `record ${index} (${String(label)})`;
  const field =
    rest.length > 0
      ? ` ${rest
          .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
          .join('')
          .replace(/^\./, '')}:`
      : '';
  return `${file}.json: ${which}${field} ${issue.message}`;
}
