import type { PersonPage } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { filmographyByRole, formatPersonDate, personJsonLd, rolesOf } from './person-model';

const title = (id: number, roles: PersonPage['filmography'][number]['roles']) => ({ id, roles }) as PersonPage['filmography'][number];
const person = {
  id: 1,
  slug: 'anna-petrova',
  name: 'Анна Петрова',
  native_name: 'Anna Petrova',
  photo_avatar: '/api/v1/images/avatar/abc',
  birth_date: '1994-02-01',
  death_date: null,
  filmography: [title(3, ['actor']), title(2, ['actor', 'director']), title(1, ['director'])],
} satisfies PersonPage;

describe('a person page', () => {
  it('lists the roles each once, the one with the most titles first, ties in the spec’s order', () => {
    expect(rolesOf(person)).toEqual(['director', 'actor']);
    expect(rolesOf({ ...person, filmography: [...person.filmography, title(4, ['actor'])] })).toEqual(['actor', 'director']);
    expect(rolesOf({ ...person, filmography: [] })).toEqual([]);
  });

  it('groups the filmography by role, keeping the newest-first order; a title with two roles is in both', () => {
    expect(filmographyByRole(person).map(({ role, items }) => [role, items.map((item) => item.id)])).toEqual([
      ['director', [2, 1]],
      ['actor', [3, 2]],
    ]);
  });

  it('shows a date as a calendar day in the viewer’s language, whatever the time zone', () => {
    expect(formatPersonDate('1994-02-01', 'rus')).toBe('1 февраля 1994 г.');
    expect(formatPersonDate('1994-02-01', 'eng')).toBe('1 February 1994');
  });

  it('gives search engines a schema.org Person', () => {
    expect(personJsonLd(person, 'https://efir.example/persons/anna-petrova', 'https://efir.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Анна Петрова',
      alternateName: 'Anna Petrova',
      url: 'https://efir.example/persons/anna-petrova',
      image: 'https://efir.example/api/v1/images/avatar/abc',
      birthDate: '1994-02-01',
    });
  });
});
