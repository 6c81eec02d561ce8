import type { I18nText } from '../../../db/schema/i18n.js';
import type { Catalogue } from '../format.js';
import { DEMO_CLIP_IDS } from './clips.js';
import { composeTitle, POSTER_COLORS } from './names.js';
import { type Random, seededRandom } from './random.js';
import { AGE } from './reference.js';
import { slugify, toArmenian, toLatin } from './translit.js';
import { lines } from './words-titles.js';

type Genre = 'general' | 'news' | 'movies' | 'series' | 'kids' | 'sport' | 'docs' | 'music' | 'lifestyle';

/** rus|eng|hye|genre */
const CHANNELS = lines(`
Эфир 1|Efir 1|Էֆիր 1|general
Эфир 24|Efir 24|Էֆիր 24|news
Кино Хит|Kino Hit|Կինո Հիթ|movies
Кинопремьера|Kinopremiere|Կինոպրեմիերա|movies
Сериал ТВ|Serial TV|Սերիալ TV|series
Детский мир|Kids' World|Մանկական աշխարհ|kids
Мультляндия|Cartoonland|Մուլտլենդ|kids
Спорт Арена|Sport Arena|Սպորտ Արենա|sport
Футбол Плюс|Football Plus|Ֆուտբոլ Պլյուս|sport
Хоккей ТВ|Hockey TV|Հոկեյ TV|sport
Планета Природа|Planet Nature|Մոլորակ Բնություն|docs
История|History|Պատմություն|docs
Наука 2.0|Science 2.0|Գիտություն 2.0|docs
Музыка Хитов|Hit Music|Հիթերի երաժշտություն|music
Ретро ТВ|Retro TV|Ռետրո TV|music
Кухня ТВ|Kitchen TV|Խոհանոց TV|lifestyle
Дом и сад|Home & Garden|Տուն և այգի|lifestyle
Путешествия|Travel|Ճամփորդություններ|docs
Арарат|Ararat|Արարատ|general
Москва 360|Moscow 360|Մոսկվա 360|general
Комедия|Comedy|Կատակերգություն|series
Детектив|Detective|Դետեկտիվ|series
Наше кино|Our Cinema|Մեր կինոն|movies
Авто Плюс|Auto Plus|Ավտո Պլյուս|lifestyle
Охота и рыбалка|Hunting & Fishing|Որս և ձկնորսություն|lifestyle
Здоровье|Health|Առողջություն|lifestyle
Бизнес ФМ ТВ|Business TV|Բիզնես TV|news
Джаз|Jazz|Ջազ|music
Семейный|Family|Ընտանեկան|general
Шансон ТВ|Chanson TV|Շանսոն TV|music
`);

/** rus|eng|hye|minutes from|minutes to|age id; {t} takes a generated title, {a}/{b} two teams. */
const SHOWS: Record<Exclude<Genre, 'general'>, string[][]> = {
  news: lines(`
Новости|News|Լուրեր|15|30|4
Вечерние новости|Evening News|Երեկոյան լուրեր|30|40|4
Утро|Morning|Առավոտ|120|180|4
Погода|Weather|Եղանակ|5|10|1
Итоги недели|The Week in Review|Շաբաթվա ամփոփում|60|60|4
Интервью|Interview|Հարցազրույց|30|30|4
Экономика|Economy|Տնտեսություն|30|30|3`),
  movies: lines(`
Х/ф «{t}»|Film: {t}|Ֆիլմ՝ «{t}»|90|130|4
Х/ф «{t}»|Film: {t}|Ֆիլմ՝ «{t}»|95|125|3
Кинообзор|Film Review|Կինոակնարկ|30|30|3`),
  series: lines(`
Т/с «{t}». {n}-я серия|{t}, episode {n}|«{t}», սերիա {n}|45|55|4
Т/с «{t}». {n}-я серия|{t}, episode {n}|«{t}», սերիա {n}|45|50|3
Ток-шоу «Вечер»|Talk Show: Evening|Թոք-շոու «Երեկո»|60|60|4`),
  kids: lines(`
М/с «{t}»|Cartoon: {t}|Մուլտսերիալ «{t}»|10|25|1
Спокойной ночи|Good Night|Բարի գիշեր|15|15|1
Умелые ручки|Handy Hands|Հմուտ ձեռքեր|25|25|1
Мультфильмы|Cartoons|Մուլտֆիլմեր|30|60|2`),
  sport: lines(`
Футбол. {a} — {b}|Football. {a} vs {b}|Ֆուտբոլ. {a} — {b}|110|115|1
Хоккей. {a} — {b}|Hockey. {a} vs {b}|Հոկեյ. {a} — {b}|150|160|1
Спортивные новости|Sports News|Սպորտային լուրեր|15|15|1
Все на матч|All to the Match|Բոլորը խաղին|60|60|3
Обзор тура|Round Review|Տուրի ակնարկ|30|45|1`),
  docs: lines(`
Д/ф «Тайны океана»|Documentary: Secrets of the Ocean|Վավերագրական ֆիլմ «Օվկիանոսի գաղտնիքները»|50|60|1
Д/ф «Великие реки»|Documentary: Great Rivers|Վավերագրական ֆիլմ «Մեծ գետեր»|50|60|1
Д/ф «Древние цивилизации»|Documentary: Ancient Civilisations|Վավերագրական ֆիլմ «Հին քաղաքակրթություններ»|50|60|3
Д/ф «Жизнь в пустыне»|Documentary: Life in the Desert|Վավերագրական ֆիլմ «Կյանքը անապատում»|45|55|1
Д/ф «Космос. Начало»|Documentary: Space. The Beginning|Վավերագրական ֆիլմ «Տիեզերք. Սկիզբ»|50|60|2
Д/ф «Вулканы»|Documentary: Volcanoes|Վավերագրական ֆիլմ «Հրաբուխներ»|45|55|2
Д/ф «Легенды Кавказа»|Documentary: Legends of the Caucasus|Վավերագրական ֆիլմ «Կովկասի լեգենդները»|50|60|3`),
  music: lines(`
Хит-парад|Hit Parade|Հիթ-շքերթ|60|60|3
Музыка без остановки|Non-stop Music|Անդադար երաժշտություն|120|180|3
Концерт|Concert|Համերգ|90|120|3
Лучшие клипы|Best Videos|Լավագույն տեսահոլովակներ|60|60|3`),
  lifestyle: lines(`
Готовим дома|Cooking at Home|Եփում ենք տանը|30|30|1
Дачный ответ|Garden Answers|Ամառանոցային պատասխան|60|60|1
Тест-драйв|Test Drive|Թեստ-դրայվ|30|30|3
Утренняя гимнастика|Morning Exercise|Առավոտյան մարմնամարզություն|20|20|1
Ремонт за выходные|Weekend Makeover|Վերանորոգում հանգստյան օրերին|45|45|1`),
};

const TEAMS = ['Спартак', 'Зенит', 'ЦСКА', 'Локомотив', 'Динамо', 'Арарат', 'Пюник', 'Ак Барс', 'СКА', 'Торпедо', 'Урал', 'Ростов'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** spec: the programme guide reaches 7 days back and 3 days ahead of the import. */
export const EPG_DAYS_BACK = 7;
export const EPG_DAYS_AHEAD = 3;
/** The archive service that sells catch-up on premium channels (services.ts). */
export const TV_ARCHIVE_SERVICE_ID = 10;

const FREE_CHANNELS = 5;

/** The guide's category filters (an M3U list's `group-title`; `;` joins several): general channels also carry news. */
const GROUP_TITLES: Record<Genre, string> = {
  general: 'Общие;Новости',
  news: 'Новости',
  movies: 'Кино',
  series: 'Сериалы',
  kids: 'Детям',
  sport: 'Спорт',
  docs: 'Познавательное',
  music: 'Музыка',
  lifestyle: 'Досуг',
};

export function demoChannels(count: number): Catalogue['channels'] {
  return CHANNELS.slice(0, count).map(([rus, eng, hye, genre], index) => {
    const catchup = index < 20;
    const slug = slugify(eng!.replace('&', 'and'));
    return {
      id: index + 1,
      slug,
      number: index + 1,
      name: { rus: rus!, eng: eng!, hye: hye! },
      description: channelDescription(genre as Genre, { rus: rus!, eng: eng!, hye: hye! }),
      age_limit_id: genre === 'kids' ? AGE.all : genre === 'movies' || genre === 'series' ? AGE.sixteen : AGE.twelve,
      usage_model: 'SERVICE' as const,
      // The first five channels are free to air; the rest come with the TV subscriptions.
      ...(index < FREE_CHANNELS ? { is_free: true } : {}),
      poster_bg_color: POSTER_COLORS[index % POSTER_COLORS.length]!,
      stream_id: DEMO_CLIP_IDS[index % DEMO_CLIP_IDS.length]!,
      is_tstv_allowed: catchup,
      tstv: {
        is_pltv_allowed: index < 25,
        is_catchup_allowed: catchup,
        ...(catchup && index % 2 === 1 ? { tstv_service_id: TV_ARCHIVE_SERVICE_ID } : {}),
        tstv_depth: catchup ? (index % 3 === 0 ? 7 : 3) * 86_400 : 0,
        pltv_max_duration: 7_200,
      },
      // How XMLTV guides and M3U lists for the demo channels name them (docs/tv-import.md).
      tvg_id: `${slug}.efir.tv`,
      group_title: GROUP_TITLES[genre as Genre],
    };
  });
}

function channelDescription(genre: Genre, name: I18nText): I18nText {
  const about: Record<Genre, [string, string, string]> = {
    general: [
      'фильмы, сериалы, шоу и новости для всей семьи',
      'films, series, shows and news for the whole family',
      'ֆիլմեր, սերիալներ, շոուներ և լուրեր ողջ ընտանիքի համար',
    ],
    news: ['новости и аналитика круглые сутки', 'round-the-clock news and analysis', 'լուրեր և վերլուծություն շուրջօրյա'],
    movies: ['лучшее кино без перерыва', 'the best films non-stop', 'լավագույն կինոն առանց ընդմիջման'],
    series: ['любимые сериалы каждый день', 'favourite series every day', 'սիրելի սերիալներն ամեն օր'],
    kids: ['мультфильмы и передачи для детей', 'cartoons and shows for children', 'մուլտֆիլմեր և հաղորդումներ երեխաների համար'],
    sport: ['прямые трансляции и обзоры матчей', 'live matches and reviews', 'ուղիղ հեռարձակումներ և խաղերի ակնարկներ'],
    docs: [
      'документальные фильмы о мире вокруг',
      'documentaries about the world around us',
      'վավերագրական ֆիլմեր մեզ շրջապատող աշխարհի մասին',
    ],
    music: ['музыка и клипы на любой вкус', 'music and videos for every taste', 'երաժշտություն և տեսահոլովակներ ամեն ճաշակի'],
    lifestyle: ['о доме, еде, здоровье и увлечениях', 'home, food, health and hobbies', 'տան, սննդի, առողջության և հոբբիների մասին'],
  };
  const [rus, eng, hye] = about[genre];
  return { rus: `${name.rus} — ${rus}.`, eng: `${name.eng}: ${eng}.`, hye: `${name.hye}՝ ${hye}։` };
}

/** Programme ids: the channel's block of ids, then the 5-minute slot of the start since 2020, so a rerun gives the same ids. */
const PROGRAM_ID_EPOCH_MS = Date.UTC(2020, 0, 1);
const SLOT_MS = 5 * 60_000;
const SLOTS_PER_CHANNEL = 10_000_000;
export const demoProgramId = (channelId: number, startMs: number) =>
  channelId * SLOTS_PER_CHANNEL + (Math.floor((startMs - PROGRAM_ID_EPOCH_MS) / SLOT_MS) % SLOTS_PER_CHANNEL);

/** The days (their UTC midnights, ms) the demo guide covers around `now`: 7 days back to 3 days ahead. */
export function demoEpgDays(now: Date): number[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const last = Math.floor((now.getTime() + EPG_DAYS_AHEAD * DAY_MS) / DAY_MS) * DAY_MS;
  const days: number[] = [];
  for (let day = today - EPG_DAYS_BACK * DAY_MS; day <= last; day += DAY_MS) days.push(day);
  return days;
}

/** A stable seed from a text (FNV-1a), so a channel's day is the same on every run and machine. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * One channel's guide for one UTC day, midnight to midnight, with realistic lengths on 5-minute marks:
 * the same channel and day always give the same programmes, so the guide can be extended day by day.
 */
export function demoChannelDay(channel: Catalogue['channels'][number], dayMs: number): Catalogue['epg'] {
  const genre = CHANNELS[channel.number - 1]![3] as Genre;
  // A channel runs a handful of series and cartoons for weeks, so their episodes count up from day to day.
  const channelRandom = seededRandom(seedOf(channel.slug));
  const running = { drama: titles(channelRandom, 'drama'), kids: titles(channelRandom, 'kids') };
  const random = seededRandom(seedOf(`${channel.slug}/${dayMs}`));
  const episodeOf = new Map<string, number>();
  const dayNumber = Math.floor(dayMs / DAY_MS);
  const programs: Catalogue['epg'] = [];
  let start = dayMs;
  while (start < dayMs + DAY_MS) {
    const [rus, eng, hye, min, max, age] = pickShow(random, genre);
    const minutes = Math.round(random.int(Number(min), Number(max)) / 5) * 5 || 5;
    const filled = fill(random, { rus: rus!, eng: eng!, hye: hye! }, running, episodeOf, dayNumber);
    // The last programme of the day ends at midnight, where the next day's guide begins.
    const end = Math.min(start + minutes * 60_000, dayMs + DAY_MS);
    const recorded = channel.tstv.is_catchup_allowed && !rus!.startsWith('Футбол') && !rus!.startsWith('Хоккей');
    programs.push({
      id: demoProgramId(channel.id, start),
      original_id: `${channel.slug}-${new Date(start).toISOString().slice(0, 16).replace(/\D/g, '')}`,
      channel_id: channel.id,
      name: filled,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
      age_limit_id: Number(age),
      ...(recorded ? { tstv_valid_until: new Date(end + channel.tstv.tstv_depth * 1000).toISOString() } : {}),
    });
    start = end;
  }
  return programs;
}

/** The contiguous guide of every channel from midnight 7 days back to 3 days ahead of `now` (see demoChannelDay). */
export function demoEpg(channels: Catalogue['channels'], now: Date): Catalogue['epg'] {
  const days = demoEpgDays(now);
  return channels.flatMap((channel) => days.flatMap((day) => demoChannelDay(channel, day)));
}

function pickShow(random: Random, genre: Genre): string[] {
  const pool = genre === 'general' ? random.pick([SHOWS.news, SHOWS.movies, SHOWS.series, SHOWS.lifestyle, SHOWS.docs]) : SHOWS[genre];
  return random.pick(pool);
}

const RUNNING_TITLES = 6;
const titles = (random: Random, pattern: 'drama' | 'kids') => Array.from({ length: RUNNING_TITLES }, () => composeTitle(random, pattern));

/** Fills {t} with a title (series keep counting their episodes, films are new each time), {a}/{b} with two teams. */
function fill(
  random: Random,
  text: I18nText,
  running: Record<'drama' | 'kids', I18nText[]>,
  episodeOf: Map<string, number>,
  dayNumber: number,
): I18nText {
  let title: I18nText | undefined;
  if (text.rus.startsWith('М/с')) title = random.pick(running.kids);
  else if (text.rus.includes('{n}')) title = random.pick(running.drama);
  else if (text.rus.includes('{t}')) title = composeTitle(random, 'drama');
  let episode = 0;
  if (title && text.rus.includes('{n}')) {
    // Two new episodes a day at most, so a series keeps counting on from the days before.
    episode = (episodeOf.get(title.rus) ?? (dayNumber % 200) * 2 + random.int(0, 1)) + 1;
    episodeOf.set(title.rus, episode);
  }
  const [a, b] = random.sample(TEAMS, 2) as [string, string];
  const apply = (template: string, t: string | undefined, team: (name: string) => string) =>
    template
      .replace('{t}', t ?? '')
      .replace('{n}', String(episode))
      .replace('{a}', team(a))
      .replace('{b}', team(b));
  return {
    rus: apply(text.rus, title?.rus, String),
    eng: apply(text.eng!, title?.eng, toLatin),
    hye: apply(text.hye!, title?.hye, toArmenian),
  };
}
