import type { CatalogTheme, PersonRole, UsageModel } from '@efir/contract';
import type { I18nText } from '../../../db/schema/i18n.js';
import type { Catalogue } from '../format.js';
import { DEMO_CLIP_IDS } from './clips.js';
import { composeTitle, POSTER_COLORS, russianText, uniqueSlugs, uniqueTitles } from './names.js';
import { type Random, seededRandom } from './random.js';
import { AGE, COUNTRIES, EROTIC_GENRE_ID, GENRES_BY_CATEGORY, RUSSIA_ID } from './reference.js';
import { slugify } from './translit.js';
import { FEMALE_NAMES, FOREIGN_FIRST, FOREIGN_LAST, feminineSurname, MALE_NAMES, STUDIOS, SURNAMES } from './words-people.js';
import { CLOSINGS, CONSEQUENCES, COURSE_PLOTS, EVENTS, HEROES, PLACES, SPORT_PLOTS, TIMES } from './words-plots.js';
import { COURSES, EPISODE_NAMES, SPORT_TITLES } from './words-titles.js';

type Film = Catalogue['films'][number];
type Series = Catalogue['series'][number];
type Person = Catalogue['persons'][number];

const DAY_MS = 86_400_000;
const FIRST_FILM_ID = 10_001;
const FIRST_SERIES_ID = 20_001;
const FIRST_SEASON_ID = 30_001;
const FIRST_EPISODE_ID = 40_001;

/** Of every 20 films: 13 movies, 3 for kids, 2 education, 2 sport. Of every 10 series: 7 series, 2 kids, 1 education. */
const FILM_CATEGORIES: CatalogTheme[] = [
  ...Array<CatalogTheme>(13).fill('movies'),
  'kids',
  'kids',
  'kids',
  'education',
  'education',
  'sport',
  'sport',
];
const SERIES_CATEGORIES: CatalogTheme[] = [...Array<CatalogTheme>(7).fill('series'), 'kids', 'kids', 'education'];

/** Ages by category: kids see 0+ and 6+, grown-up titles spread over 12+ to 18+. */
const AGES_BY_CATEGORY: Record<CatalogTheme, number[]> = {
  movies: [AGE.twelve, AGE.twelve, AGE.sixteen, AGE.sixteen, AGE.adult, AGE.six],
  series: [AGE.twelve, AGE.sixteen, AGE.sixteen, AGE.adult],
  kids: [AGE.all, AGE.all, AGE.six],
  education: [AGE.all, AGE.six, AGE.twelve],
  sport: [AGE.all, AGE.six, AGE.twelve],
};

export function demoPersons(random: Random, count: number): Person[] {
  const slug = uniqueSlugs();
  const persons: Person[] = [];
  for (let id = 1; id <= count; id++) {
    const born = `${random.int(1940, 2004)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    const died = random.chance(0.04) ? `${random.int(2005, 2025)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}` : undefined;
    if (id % 5 === 0) {
      const [firstRus, firstEng] = random.pick(FOREIGN_FIRST);
      const [lastRus, lastEng] = random.pick(FOREIGN_LAST);
      const native = `${firstEng} ${lastEng}`;
      persons.push({
        id,
        slug: slug(slugify(native)),
        name: { rus: `${firstRus} ${lastRus}`, eng: native, hye: russianText(`${firstRus} ${lastRus}`).hye! },
        native_name: native,
        birth_date: born,
        ...(died ? { death_date: died } : {}),
      });
      continue;
    }
    const female = random.chance(0.45);
    const first = random.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const surname = random.pick(SURNAMES);
    const name = russianText(`${first} ${female ? feminineSurname(surname) : surname}`);
    persons.push({ id, slug: slug(slugify(name.rus)), name, birth_date: born, ...(died ? { death_date: died } : {}) });
  }
  return persons;
}

interface TitleContext {
  random: Random;
  now: Date;
  persons: Person[];
}

export function demoFilms({ random, now, persons }: TitleContext, count: number): Film[] {
  const title = uniqueTitles();
  const slug = uniqueSlugs();
  const thisYear = now.getUTCFullYear();
  const films: Film[] = [];
  for (let i = 0; i < count; i++) {
    const id = FIRST_FILM_ID + i;
    const category = FILM_CATEGORIES[i % FILM_CATEGORIES.length]!;
    const name = title(filmName(random, category, i));
    const isErotic = category === 'movies' && i % 67 === 20;
    const isComingSoon = i % 35 === 7;
    const year = isComingSoon ? thisYear : thisYear - Math.floor(random.next() ** 2 * 50);
    const foreign = random.chance(0.4);
    // Drawn in the order the demo has always drawn them, so the catalogue stays the same.
    const described = plot(random, category);
    const duration = 60 * durationMinutes(random, category);
    const genre_ids = isErotic ? [EROTIC_GENRE_ID, 6] : random.sample(GENRES_BY_CATEGORY[category], random.int(1, 3));
    const country_ids = countries(random, foreign);
    const age_limit_id = isErotic ? AGE.adult : random.pick(AGES_BY_CATEGORY[category]);
    const rating = random.rating(5, 9.4);
    const model = usageModel(random);
    films.push({
      id,
      slug: slug(slugify(name.rus)),
      name,
      ...(foreign ? { original_name: name.eng } : {}),
      ...described,
      year,
      duration,
      genre_ids,
      country_ids,
      age_limit_id,
      rating,
      category,
      usage_model: model,
      ...(isFreeFilm(i, model, isErotic, isComingSoon) ? { is_free: true } : {}),
      ...(isComingSoon ? { is_coming_soon: true, start_date: new Date(now.getTime() + random.int(5, 60) * DAY_MS).toISOString() } : {}),
      ...(isErotic ? { is_erotic: true } : {}),
      ...(i % 23 === 3 && !isErotic ? { is_kupi_bilet: true } : {}),
      poster_bg_color: random.pick(POSTER_COLORS),
      stream_id: DEMO_CLIP_IDS[i % DEMO_CLIP_IDS.length]!,
      ...(random.chance(0.6) ? { trailer_stream_id: DEMO_CLIP_IDS[(i + 3) % DEMO_CLIP_IDS.length]! } : {}),
      ...studios(random),
      cast: cast(random, persons, random.int(3, 7)),
    });
  }
  return films;
}

export function demoSeries({ random, now, persons }: TitleContext, count: number): Series[] {
  const title = uniqueTitles();
  const slug = uniqueSlugs();
  let seasonId = FIRST_SEASON_ID;
  let episodeId = FIRST_EPISODE_ID;
  const all: Series[] = [];
  for (let i = 0; i < count; i++) {
    const id = FIRST_SERIES_ID + i;
    const category = SERIES_CATEGORIES[i % SERIES_CATEGORIES.length]!;
    const name = title(category === 'education' ? random.pick(COURSES) : composeTitle(random, category === 'kids' ? 'kids' : 'drama'));
    const seriesSlug = slug(slugify(name.rus));
    const seasonCount = random.int(2, 5);
    const firstYear = now.getUTCFullYear() - seasonCount - Math.floor(random.next() * 15);
    const episodeMinutes = category === 'kids' ? random.int(11, 22) : category === 'education' ? random.int(20, 30) : random.int(40, 55);
    const seasons = Array.from({ length: seasonCount }, (_, s) => {
      const order = s + 1;
      const episodes = Array.from({ length: random.int(4, 10) }, (_, e) => {
        // Intro markers fall inside the first seconds so they work on the 30–60 s demo clips as well.
        const introStart = random.int(3, 8);
        const id = episodeId++;
        return {
          id,
          slug: `${seriesSlug}-s${order}e${e + 1}`,
          order_number: e + 1,
          name: e === 0 && order === 1 ? EPISODE_NAMES[0]! : random.pick(EPISODE_NAMES.slice(1)),
          short_description: episodeSynopsis(id),
          duration: 60 * episodeMinutes + random.int(-120, 120),
          stream_id: DEMO_CLIP_IDS[(i + s + e) % DEMO_CLIP_IDS.length]!,
          ...(category === 'kids' ? {} : { intro_start: introStart, intro_end: introStart + random.int(10, 15) }),
        };
      });
      return { id: seasonId++, slug: `${seriesSlug}-season-${order}`, order_number: order, year: firstYear + s, episodes };
    });
    // Drawn in the order the demo has always drawn them, so the catalogue stays the same.
    const described = plot(random, category);
    const genre_ids = random.sample(GENRES_BY_CATEGORY[category], random.int(1, 3));
    const country_ids = countries(random, random.chance(0.3));
    const age_limit_id = random.pick(AGES_BY_CATEGORY[category]);
    const rating = random.rating(5.5, 9.3);
    const seriesModel: UsageModel = random.chance(0.85) ? 'SERVICE' : 'EST';
    all.push({
      id,
      slug: seriesSlug,
      name,
      ...described,
      year: firstYear,
      genre_ids,
      country_ids,
      age_limit_id,
      rating,
      category,
      usage_model: seriesModel,
      // The first series and every tenth in a subscription are free to watch.
      ...(seriesModel === 'SERVICE' && i % 10 === 0 ? { is_free: true } : {}),
      poster_bg_color: random.pick(POSTER_COLORS),
      trailer_stream_id: DEMO_CLIP_IDS[i % DEMO_CLIP_IDS.length]!,
      ...studios(random),
      cast: cast(random, persons, random.int(4, 8)),
      seasons,
    });
  }
  return all;
}

/**
 * An episode's own one-line synopsis, drawn from a generator seeded by its id: the catalogue's shared one is left
 * alone, so every other part of the demo stays as it was.
 */
function episodeSynopsis(id: number): I18nText {
  const own = seededRandom(id);
  const hero = own.pick(HEROES);
  const event = own.pick(EVENTS);
  return { rus: `${hero.rus} ${event.rus}.`, eng: `${hero.eng} ${event.eng}.`, hye: `${hero.hye} ${event.hye}։` };
}

function filmName(random: Random, category: CatalogTheme, index: number): I18nText {
  if (category === 'education') return random.pick(COURSES);
  if (category === 'sport') return random.pick(SPORT_TITLES);
  return composeTitle(random, category === 'kids' && index % 2 === 0 ? 'kids' : 'drama');
}

function plot(random: Random, category: CatalogTheme): { short_description: I18nText; summary: I18nText } {
  if (category === 'education' || category === 'sport') {
    const text = random.pick(category === 'education' ? COURSE_PLOTS : SPORT_PLOTS);
    const closing = random.pick(CLOSINGS);
    return { short_description: text, summary: join([text, closing]) };
  }
  const hero = random.pick(HEROES);
  const event = random.pick(EVENTS);
  const consequence = random.pick(CONSEQUENCES);
  const short: I18nText = {
    rus: `${hero.rus} ${event.rus} ${consequence.rus}.`,
    eng: `${hero.eng} ${event.eng} ${consequence.eng}.`,
    hye: `${hero.hye} ${event.hye} ${consequence.hye}։`,
  };
  const place = random.pick(PLACES);
  const time = random.pick(TIMES);
  const setting: I18nText = {
    rus: `Действие разворачивается в ${place.rus} ${time.rus}.`,
    eng: `Set in ${place.eng} ${time.eng}.`,
    hye: `Գործողությունները ծավալվում են ${time.hye} ${place.hye}։`,
  };
  return { short_description: short, summary: join([short, setting, random.pick(CLOSINGS)]) };
}

const join = (parts: I18nText[]): I18nText => ({
  rus: parts.map((p) => p.rus).join(' '),
  eng: parts.map((p) => p.eng).join(' '),
  hye: parts.map((p) => p.hye).join(' '),
});

function durationMinutes(random: Random, category: CatalogTheme): number {
  if (category === 'kids') return random.int(62, 95);
  if (category === 'education') return random.int(40, 90);
  if (category === 'sport') return random.int(60, 110);
  return random.int(85, 150);
}

function countries(random: Random, foreign: boolean): number[] {
  if (!foreign) return random.chance(0.15) ? [RUSSIA_ID, random.int(2, COUNTRIES.length)] : [RUSSIA_ID];
  return random.sample(
    COUNTRIES.map((country) => country.id).filter((id) => id !== RUSSIA_ID),
    random.int(1, 2),
  );
}

/**
 * The demo operator gives away every eighth film that is otherwise in a subscription (not the coming-soon or erotic
 * ones), so a visitor always has something to play; the rest is sold (docs/demo-accounts.md).
 */
function isFreeFilm(index: number, model: UsageModel, isErotic: boolean, isComingSoon: boolean): boolean {
  return index % 8 === 0 && model === 'SERVICE' && !isErotic && !isComingSoon;
}

function usageModel(random: Random): UsageModel {
  const roll = random.next();
  return roll < 0.7 ? 'SERVICE' : roll < 0.9 ? 'EST' : 'TVOD';
}

function studios(random: Random): { copyright_holders?: string[] } {
  const roll = random.next();
  if (roll < 0.35) return {};
  return { copyright_holders: random.sample(STUDIOS, roll < 0.85 ? 1 : 2) };
}

function cast(random: Random, persons: Person[], actors: number): Film['cast'] {
  const people = random.sample(persons, actors + 4);
  const crew: [PersonRole, number][] = [
    ['director', 0],
    ['writer', 1],
    ...(random.chance(0.6) ? [['producer', 2] as [PersonRole, number]] : []),
    ...(random.chance(0.5) ? [['composer', 3] as [PersonRole, number]] : []),
  ];
  return [
    ...people.slice(4).map((person) => ({
      person_id: person.id,
      role: 'actor' as const,
      character: russianText(random.pick(random.chance(0.5) ? MALE_NAMES : FEMALE_NAMES)),
    })),
    ...crew.map(([role, index]) => ({ person_id: people[index]!.id, role })),
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');
