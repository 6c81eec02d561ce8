import type { I18nText } from '../../../db/schema/i18n.js';
import type { Random } from './random.js';
import { toArmenian, toLatin } from './translit.js';
import { ADJECTIVES, GENITIVES, HEADS, NOUNS, PAIRS } from './words-titles.js';

const GENDER_INDEX = { m: 0, f: 1, n: 2 } as const;

/** A film or series title in the three languages, from one of three patterns. */
export function composeTitle(random: Random, pattern: 'drama' | 'kids'): I18nText {
  if (pattern === 'kids' || random.chance(0.15)) {
    const [first, second] = random.sample(PAIRS, 2) as [I18nText, I18nText];
    const hyeSecond = second.hye!.charAt(0).toLowerCase() + second.hye!.slice(1);
    return {
      rus: `${first.rus} и ${second.rus.toLowerCase()}`,
      eng: `The ${first.eng} and the ${second.eng}`,
      hye: `${first.hye} և ${hyeSecond}`,
    };
  }
  if (random.chance(0.4)) {
    const head = random.pick(HEADS);
    const of = random.pick(GENITIVES);
    return { rus: `${head.rus} ${of.rus}`, eng: `${head.eng} ${of.eng}`, hye: `${of.hye} ${head.hye}` };
  }
  const [forms, adjEng, adjHye] = random.pick(ADJECTIVES) as [string, string, string];
  const [noun, gender, nounEng, nounHye] = random.pick(NOUNS) as [string, keyof typeof GENDER_INDEX, string, string];
  const adjective = forms.split('/')[GENDER_INDEX[gender]]!;
  return { rus: `${adjective} ${noun}`, eng: `The ${adjEng} ${nounEng}`, hye: `${adjHye} ${nounHye}` };
}

/** Keeps titles unique: a repeat gets a sequel number, as real catalogues do. */
export function uniqueTitles() {
  const seen = new Map<string, number>();
  return (title: I18nText): I18nText => {
    const times = (seen.get(title.rus) ?? 0) + 1;
    seen.set(title.rus, times);
    if (times === 1) return title;
    return { rus: `${title.rus} ${times}`, eng: `${title.eng} ${times}`, hye: `${title.hye} ${times}` };
  };
}

/** A Russian name, written for English and Armenian readers. */
export function russianText(rus: string): I18nText {
  return { rus, eng: toLatin(rus), hye: toArmenian(rus) };
}

/** Unique slugs: a repeat gets a number. */
export function uniqueSlugs() {
  const seen = new Map<string, number>();
  return (slug: string): string => {
    const times = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, times);
    return times === 1 ? slug : `${slug}-${times}`;
  };
}

/** Dark, saturated colours behind posters and cards. */
export const POSTER_COLORS = [
  '#1b2a49',
  '#3a1c4a',
  '#0f3d3e',
  '#4a1f1f',
  '#1f3b1f',
  '#2d2d5a',
  '#5a2d45',
  '#24415a',
  '#4b3a12',
  '#16324f',
  '#3d1e5c',
  '#123d2a',
];
