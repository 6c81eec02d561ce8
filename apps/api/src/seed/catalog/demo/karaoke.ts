import type { Catalogue } from '../format.js';
import { DEMO_CLIP_IDS } from './clips.js';
import type { Random } from './random.js';
import { AGE } from './reference.js';
import { slugify } from './translit.js';

const ARTISTS = [
  'Полярные огни',
  'Алина Вершинина',
  'Группа «Маяк»',
  'Тимур Арсланов',
  'Серебряный ветер',
  'Марина Лазарева',
  'Дельта',
  'Артур Саркисян',
  'Ночные снайперы',
  'Вера Романова',
  'Космос',
  'Денис Орлов',
  'Белые крылья',
  'Анна Котова',
  'Пятый океан',
  'Гор Акопян',
  'Северо-Запад',
  'Лиза Громова',
  'Парк Горького',
  'Ольга Белова',
  'Кукуруза',
  'Максим Журавлёв',
  'Город 312',
  'Нарине Петросян',
  'Звери лета',
];

const SONGS = [
  'Не уходи',
  'Город под дождём',
  'Белые ночи',
  'Танцуй со мной',
  'Последний трамвай',
  'Мы будем вместе',
  'Ты — мой свет',
  'Летний вечер',
  'Над облаками',
  'Синее море',
  'Позвони мне',
  'Дорога домой',
  'Звёздное небо',
  'Весна',
  'Осенний блюз',
  'Крылья',
  'Навсегда',
  'Километры',
  'Ереванские огни',
  'Снег идёт',
  'Мой город',
  'Первая любовь',
  'Без тебя',
  'Рассвет',
  'Лето, пока',
  'Маленькая страна',
  'Ветер перемен',
  'Тёплый дом',
  'Огни большого города',
  'Пока горит свеча',
];

export function demoKaraoke(random: Random, count: number): Pick<Catalogue, 'karaoke_artists' | 'karaoke_items'> {
  const artists = ARTISTS.map((name, index) => ({ id: index + 1, slug: slugify(name), name }));
  const seen = new Set<string>();
  const items: Catalogue['karaoke_items'] = [];
  while (items.length < count) {
    const artist = random.pick(artists);
    const song = random.pick(SONGS);
    const slug = `${slugify(song)}-${artist.slug}`;
    if (seen.has(slug)) continue;
    seen.add(slug);
    const index = items.length;
    items.push({
      id: index + 1,
      slug,
      name: song,
      artist_id: artist.id,
      duration: random.int(170, 290),
      age_limit_id: random.chance(0.9) ? AGE.all : AGE.twelve,
      usage_model: 'SERVICE',
      // Every other song is free to sing; the rest come with the karaoke subscription.
      ...(index % 2 === 0 ? { is_free: true } : {}),
      stream_id: DEMO_CLIP_IDS[index % DEMO_CLIP_IDS.length]!,
    });
  }
  return { karaoke_artists: artists, karaoke_items: items };
}
