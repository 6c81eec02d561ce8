// The bench's XMLTV guide: 1,000 channels (ch1.efir.tv …), each with programmes from `from` for `days`, the same on
// every run. bench/tv-import.ts imports a week of it; bench/guide-view.ts loads two days of it into a running app.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type XmltvProgrammeSpec, xmltvPieces, xmltvTime } from '../apps/api/src/modules/epg/import/test-support.ts';
import { seededRandom } from '../apps/api/src/seed/catalog/demo/random.ts';

export const GUIDE_CHANNELS = 1000;
const DAY_MS = 86_400_000;
const MINUTES = [10, 15, 25, 30, 30, 45, 50, 60, 60, 90, 110, 120, 150];
const ENGLISH_TITLES = 0.25;
const DESCRIBED = 0.3;
const SHOWS = [
  ['Новости', 'News', 'Новости'],
  ['Утро', 'Morning', 'Информационный'],
  ['Х/ф «Дорога домой»', 'Film: The Road Home', 'Фильм'],
  ['Т/с «Тихий берег»', 'Quiet Shore', 'Сериал'],
  ['Футбол. Спартак — Зенит', 'Football. Spartak vs Zenit', 'Спорт'],
  ['Д/ф «Великие реки»', 'Documentary: Great Rivers', 'Документальный'],
  ['М/с «Лесные друзья»', 'Cartoon: Forest Friends', 'Детям'],
  ['Готовим дома', 'Cooking at Home', 'Развлекательный'],
] as const;

/** Every channel's programmes: lengths and shows drawn by a seeded generator, texts in Russian and English. */
function* programmes(from: number, days: number): Generator<XmltvProgrammeSpec> {
  for (let channel = 1; channel <= GUIDE_CHANNELS; channel++) {
    const random = seededRandom(channel);
    let start = from;
    let episode = channel % 40;
    while (start < from + days * DAY_MS) {
      const stop = start + random.pick(MINUTES) * 60_000;
      const [rus, eng, category] = random.pick(SHOWS);
      const series = rus.startsWith('Т/с');
      if (series) episode += 1;
      // About as much as a grabber's guide gives: a Russian title (and an English one for some), a description for
      // some, a category, the episode of a series and the age of films and series.
      yield {
        channel: `ch${channel}.efir.tv`,
        start: xmltvTime(start, 180),
        stop: xmltvTime(stop, 180),
        titles: [{ lang: 'ru', text: rus }, ...(random.chance(ENGLISH_TITLES) ? [{ lang: 'en', text: eng }] : [])],
        ...(random.chance(DESCRIBED) ? { descriptions: [{ lang: 'ru', text: `${rus}, выпуск ${episode}.` }] } : {}),
        categories: [{ lang: 'ru', text: category }],
        ...(series ? { episodeNums: [{ system: 'xmltv_ns', text: `0.${episode}.` }], ratings: [{ value: '16+' }] } : {}),
      };
      start = stop;
    }
  }
}

export async function writeGuide(file: string, { from, days }: { from: number; days: number }): Promise<void> {
  const out = createWriteStream(file);
  const channels = Array.from({ length: GUIDE_CHANNELS }, (_, n) => ({
    id: `ch${n + 1}.efir.tv`,
    names: [
      { lang: 'ru', text: `Канал ${n + 1}` },
      { lang: 'en', text: `Channel ${n + 1}` },
    ],
  }));
  for (const piece of xmltvPieces(channels, programmes(from, days))) if (!out.write(piece)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}
