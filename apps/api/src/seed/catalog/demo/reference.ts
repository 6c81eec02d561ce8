import type { CatalogTheme } from '@efir/contract';
import type { Catalogue } from '../format.js';
import { lines } from './words-titles.js';

/** spec 1 §3 / issue 3: every age level, ordered, the last is the maximum. */
export const AGE_LIMITS = [
  { id: 1, name: '0+', age_value: 0 },
  { id: 2, name: '6+', age_value: 6 },
  { id: 3, name: '12+', age_value: 12 },
  { id: 4, name: '16+', age_value: 16 },
  { id: 5, name: '18+', age_value: 18 },
] as const;
export const AGE = { all: 1, six: 2, twelve: 3, sixteen: 4, adult: 5 } as const;

/** id|alias|rus|eng|hye|themes */
const GENRE_LINES = lines(`
1|drama|Драма|Drama|Դրամա|movies,series
2|comedy|Комедия|Comedy|Կատակերգություն|movies,series,kids
3|thriller|Триллер|Thriller|Թրիլլեր|movies,series
4|action|Боевик|Action|Մարտաֆիլմ|movies,series
5|detective|Детектив|Detective|Դետեկտիվ|movies,series
6|melodrama|Мелодрама|Romance|Մելոդրամա|movies,series
7|fantasy|Фэнтези|Fantasy|Ֆենթեզի|movies,series,kids
8|sci-fi|Фантастика|Science Fiction|Գիտաֆանտաստիկա|movies,series
9|horror|Ужасы|Horror|Սարսափ|movies
10|adventure|Приключения|Adventure|Արկածային|movies,series,kids
11|animation|Мультфильм|Animation|Մուլտֆիլմ|kids
12|family|Семейный|Family|Ընտանեկան|kids,movies
13|documentary|Документальный|Documentary|Վավերագրական|education,sport
14|history|История|History|Պատմություն|movies,education
15|biography|Биография|Biography|Կենսագրություն|movies,sport
16|sport|Спорт|Sport|Սպորտ|sport
17|music|Музыка|Music|Երաժշտություն|movies,education
18|crime|Криминал|Crime|Քրեական|movies,series
19|war|Военный|War|Պատերազմական|movies
20|courses|Обучение|Learning|Ուսուցում|education
21|science|Наука|Science|Գիտություն|education
22|football|Футбол|Football|Ֆուտբոլ|sport
23|hockey|Хоккей|Hockey|Հոկեյ|sport
24|erotic|Эротика|Erotica|Էրոտիկա|movies
`);

export const GENRES: Catalogue['genres'] = GENRE_LINES.map(([id, alias, rus, eng, hye, themes]) => ({
  id: Number(id),
  alias: alias!,
  name: { rus: rus!, eng: eng!, hye: hye! },
  themes: themes!.split(',') as CatalogTheme[],
}));

export const EROTIC_GENRE_ID = 24;

/** Genres each category's items draw from (the erotic genre is given only to erotic-flagged films). */
export const GENRES_BY_CATEGORY: Record<CatalogTheme, number[]> = {
  movies: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 17, 18, 19],
  series: [1, 2, 3, 4, 5, 6, 7, 8, 18],
  kids: [11, 12, 10, 2, 7],
  education: [20, 21, 13, 14, 17],
  sport: [16, 22, 23, 13, 15],
};

/** id|code|rus|eng|hye */
export const COUNTRIES: Catalogue['countries'] = lines(`
1|ru|Россия|Russia|Ռուսաստան
2|am|Армения|Armenia|Հայաստան
3|us|США|USA|ԱՄՆ
4|fr|Франция|France|Ֆրանսիա
5|gb|Великобритания|United Kingdom|Միացյալ Թագավորություն
6|de|Германия|Germany|Գերմանիա
7|it|Италия|Italy|Իտալիա
8|es|Испания|Spain|Իսպանիա
9|kr|Южная Корея|South Korea|Հարավային Կորեա
10|jp|Япония|Japan|Ճապոնիա
11|in|Индия|India|Հնդկաստան
12|kz|Казахстан|Kazakhstan|Ղազախստան
13|by|Беларусь|Belarus|Բելառուս
14|se|Швеция|Sweden|Շվեդիա
15|ca|Канада|Canada|Կանադա
`).map(([id, code, rus, eng, hye]) => ({ id: Number(id), code: code!, name: { rus: rus!, eng: eng!, hye: hye! } }));

export const RUSSIA_ID = 1;

const DECADES = [
  { alias: '2020', name: { rus: '2020-е', eng: '2020s', hye: '2020-ականներ' } },
  { alias: '2010', name: { rus: '2010-е', eng: '2010s', hye: '2010-ականներ' } },
  { alias: '2000', name: { rus: '2000-е', eng: '2000s', hye: '2000-ականներ' } },
  { alias: '1990', name: { rus: '1990-е', eng: '1990s', hye: '1990-ականներ' } },
  { alias: 'older', name: { rus: 'До 1990', eng: 'Before 1990', hye: 'Մինչև 1990' } },
];

/** spec 2 §3 Filters response per theme: genres, countries and decades to choose from, plus switches. */
export function demoFilters(): Catalogue['filters'] {
  const themes: CatalogTheme[] = ['movies', 'series', 'kids', 'education', 'sport'];
  return themes.map((theme) => ({
    theme,
    multiple: [
      {
        alias: 'genres',
        name: { rus: 'Жанры', eng: 'Genres', hye: 'Ժանրեր' },
        all_options_title: { rus: 'Все жанры', eng: 'All genres', hye: 'Բոլոր ժանրերը' },
        options: GENRES.filter((genre) => genre.themes.includes(theme) && genre.id !== EROTIC_GENRE_ID).map((genre) => ({
          alias: genre.alias,
          name: genre.name,
        })),
      },
      {
        alias: 'countries',
        name: { rus: 'Страны', eng: 'Countries', hye: 'Երկրներ' },
        all_options_title: { rus: 'Все страны', eng: 'All countries', hye: 'Բոլոր երկրները' },
        options: COUNTRIES.slice(0, 10).map((country) => ({ alias: country.code, name: country.name })),
      },
      {
        alias: 'years',
        name: { rus: 'Годы', eng: 'Years', hye: 'Տարիներ' },
        all_options_title: { rus: 'Все годы', eng: 'All years', hye: 'Բոլոր տարիները' },
        options: DECADES,
      },
    ],
    custom: [
      { alias: 'new', name: { rus: 'Новинки', eng: 'New', hye: 'Նորույթներ' } },
      { alias: 'high_rating', name: { rus: 'Рейтинг выше 7', eng: 'Rated above 7', hye: '7-ից բարձր վարկանիշ' } },
      { alias: 'in_subscription', name: { rus: 'В подписке', eng: 'In subscription', hye: 'Բաժանորդագրությամբ' } },
    ],
  }));
}
