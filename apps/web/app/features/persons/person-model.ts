import { formatDay, PERSON_ROLES, type PersonPage, type PersonRole } from '@efir/contract';

export type FilmographyItem = PersonPage['filmography'][number];

/** The person's roles, each once: the one with the most titles first (what they are known for), ties in the spec's order. */
export function rolesOf(person: PersonPage): PersonRole[] {
  const titles = (role: PersonRole) => person.filmography.filter((item) => item.roles.includes(role)).length;
  return PERSON_ROLES.filter((role) => titles(role) > 0).sort((a, b) => titles(b) - titles(a));
}

/** The filmography by role, newest first within each (as the API orders it); a title with two roles is in both. */
export function filmographyByRole(person: PersonPage): { role: PersonRole; items: FilmographyItem[] }[] {
  return rolesOf(person).map((role) => ({ role, items: person.filmography.filter((item) => item.roles.includes(role)) }));
}

/**
 * A calendar date (`YYYY-MM-DD`) in the viewer's language, e.g. "1 февраля 1994 г.", by the app's one date format; a
 * birthday belongs to no time zone, so it is read and written in UTC and no zone shifts it.
 */
export function formatPersonDate(date: string, language: string): string {
  return formatDay(`${date}T00:00:00Z`, language, 'UTC');
}

/** Schema.org Person for search engines (spec 1 §6: visitors get structured data). */
export function personJsonLd(person: PersonPage, url: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    ...(person.native_name ? { alternateName: person.native_name } : {}),
    url,
    image: `${origin}${person.photo_avatar}`,
    ...(person.birth_date ? { birthDate: person.birth_date } : {}),
    ...(person.death_date ? { deathDate: person.death_date } : {}),
  };
}
