import type { CatalogTheme } from '@efir/contract';
import type { I18nText } from '../../../db/schema/i18n.js';
import type { Catalogue, ItemRef } from '../format.js';
import type { Random } from './random.js';
import { AGE } from './reference.js';
import { TV_ARCHIVE_SERVICE_ID } from './tv.js';
import { lines } from './words-titles.js';

type Content = Pick<Catalogue, 'films' | 'series' | 'channels' | 'karaoke_items'>;
const text = ([rus, eng, hye]: string[]): I18nText => ({ rus: rus!, eng: eng!, hye: hye! });

/** id|alias|kind|content|parent|rus|eng|hye|about (rus)|about (eng)|about (hye) */
const SERVICES = lines(`
1|maximum|bundle|mixed||Эфир Максимум|Efir Maximum|Էֆիր Մաքսիմում|Всё кино, сериалы и ТВ в одной подписке|All films, series and TV in one subscription|Ամբողջ կինոն, սերիալները և TV-ն մեկ բաժանորդագրությամբ
2|kinozal|subscription|media_items|1|Кинозал|Cinema Hall|Կինոդահլիճ|Сотни фильмов без рекламы|Hundreds of films without ads|Հարյուրավոր ֆիլմեր առանց գովազդի
3|serialy-premium|subscription|media_items|1|Сериалы Premium|Premium Series|Սերիալներ Premium|Новые серии в день премьеры|New episodes on premiere day|Նոր սերիաները պրեմիերայի օրը
4|tv-basic|subscription|channels|1|ТВ Базовый|Basic TV|Հիմնական TV|30 каналов в прямом эфире|30 live channels|30 ալիք ուղիղ եթերում
5|family|bundle|mixed||Семейный|Family|Ընտանեկան|Для детей и взрослых: кино, мультфильмы, обучение|For kids and grown-ups: films, cartoons, learning|Երեխաների և մեծերի համար՝ կինո, մուլտֆիլմեր, ուսուցում
6|kids|subscription|mixed|5|Детский мир|Kids' World|Մանկական աշխարհ|Мультфильмы и детские каналы|Cartoons and kids' channels|Մուլտֆիլմեր և մանկական ալիքներ
7|learning|subscription|media_items|5|Обучение+|Learning+|Ուսուցում+|Курсы и лекции для всей семьи|Courses and lectures for the whole family|Դասընթացներ և դասախոսություններ ողջ ընտանիքի համար
8|sport-life|subscription|mixed||Спорт Лайф|Sport Life|Սպորտ Լայֆ|Матчи, обзоры и спортивные каналы|Matches, reviews and sports channels|Խաղեր, ակնարկներ և սպորտային ալիքներ
9|karaoke|subscription|karaoke||Караоке|Karaoke|Կարաոկե|Пойте любимые песни дома|Sing your favourite songs at home|Երգեք ձեր սիրելի երգերը տանը
10|tv-archive|subscription|channels||ТВ Архив|TV Archive|TV Արխիվ|Смотрите передачи, которые пропустили|Watch the shows you missed|Դիտեք բաց թողած հաղորդումները
11|film-hits|subscription|media_items||Кино Хиты|Film Hits|Կինո Հիթեր|Самые популярные фильмы месяца|The most popular films of the month|Ամսվա ամենահայտնի ֆիլմերը
12|start|subscription|media_items||Старт|Start|Սթարթ|Архивный тариф, новые подключения закрыты|An archived plan, closed to new subscribers|Արխիվային սակագին, նոր միացումները փակ են
`);

export function demoServices(content: Content): Catalogue['services'] {
  const films = (category: CatalogTheme) => content.films.filter((f) => f.category === category && f.usage_model === 'SERVICE');
  const series = (category: CatalogTheme) => content.series.filter((s) => s.category === category && s.usage_model === 'SERVICE');
  const media = (list: { id: number }[]) => list.map((item) => ({ type: 'media_item' as const, id: item.id }));
  const channels = (ids: number[]) =>
    content.channels.filter((c) => ids.includes(c.id)).map((c) => ({ type: 'channel' as const, id: c.id }));
  const allChannelIds = content.channels.map((c) => c.id);
  const items: Record<number, Catalogue['services'][number]['items']> = {
    1: [],
    2: media(films('movies')),
    3: media(series('series')),
    4: channels(allChannelIds),
    5: [],
    6: [...media([...films('kids'), ...series('kids')]), ...channels([6, 7])],
    7: media([...films('education'), ...series('education')]),
    8: [...media(films('sport')), ...channels([8, 9, 10])],
    9: content.karaoke_items.map((k) => ({ type: 'karaoke_item' as const, id: k.id })),
    10: channels(content.channels.filter((c) => c.tstv.tstv_service_id === TV_ARCHIVE_SERVICE_ID).map((c) => c.id)),
    11: media(films('movies').filter((f) => (f.rating ?? 0) >= 8)),
    12: media(films('movies').slice(0, 20)),
  };
  return SERVICES.map(([id, alias, kind, contentType, parent, ...names]) => ({
    id: Number(id),
    alias: alias!,
    name: text(names.slice(0, 3)),
    description_short: text(names.slice(3, 6)),
    kind: kind as 'subscription' | 'bundle',
    content_type: contentType as 'mixed',
    ...(parent ? { parent_id: Number(parent) } : {}),
    active: alias !== 'start',
    ...(alias === 'film-hits' ? { promo_label: { text: { rus: '−50%', eng: '−50%', hye: '−50%' }, color: '#e53935' } } : {}),
    ...(alias === 'maximum' ? { promo_label: { text: { rus: 'Хит', eng: 'Hit', hye: 'Հիթ' }, color: '#fb8c00' } } : {}),
    ...(alias === 'kids'
      ? { promo_label: { text: { rus: '7 дней бесплатно', eng: '7 days free', hye: '7 օր անվճար' }, color: '#43a047' } }
      : {}),
    items: items[Number(id)]!,
  }));
}

/** rus|eng|hye name, then what it lists. */
const COLLECTIONS = lines(`
Лучшее за год|Best of the Year|Տարվա լավագույնը|top
Фильмы про космос|Space Films|Ֆիլմեր տիեզերքի մասին|sci-fi
Смешно до слёз|Laugh Till You Cry|Ծիծաղել մինչև արցունքներ|comedy
Для всей семьи|For the Whole Family|Ողջ ընտանիքի համար|kids
Детективы с характером|Detectives with Character|Բնավորությամբ դետեկտիվներ|detective
Вечер с сериалом|A Series Evening|Երեկո սերիալով|series
Выбор редакции|Editor's Choice|Խմբագրի ընտրությունը|mixed
Новинки месяца|New This Month|Ամսվա նորույթները|new
Мультфильмы для малышей|Cartoons for Toddlers|Մուլտֆիլմեր փոքրիկների համար|toddlers
Учимся дома|Learning at Home|Սովորում ենք տանը|education
Легенды спорта|Sport Legends|Սպորտի լեգենդները|sport
Караоке-вечеринка|Karaoke Party|Կարաոկե երեկույթ|karaoke
Каналы для всей семьи|Family Channels|Ընտանեկան ալիքներ|channels
Высокий рейтинг|Top Rated|Բարձր վարկանիշ|rated
Скоро на Эфире|Coming Soon|Շուտով Էֆիրում|soon
`);

export function demoCollections(random: Random, content: Content): Catalogue['collections'] {
  const film = (f: { id: number }) => ({ type: 'media_item' as const, id: f.id });
  const byGenre = (genreId: number) => content.films.filter((f) => f.genre_ids.includes(genreId) && !f.is_erotic);
  const pick: Record<string, () => ItemRef[]> = {
    top: () =>
      [...content.films]
        .filter((f) => !f.is_erotic)
        .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))
        .slice(0, 20)
        .map(film),
    'sci-fi': () => byGenre(8).slice(0, 16).map(film),
    comedy: () => byGenre(2).slice(0, 16).map(film),
    kids: () =>
      [...content.films.filter((f) => f.category === 'kids'), ...content.series.filter((s) => s.category === 'kids')]
        .slice(0, 16)
        .map(film),
    detective: () => [...byGenre(5), ...content.series.filter((s) => s.genre_ids.includes(5))].slice(0, 16).map(film),
    series: () =>
      content.series
        .filter((s) => s.category === 'series')
        .slice(0, 16)
        .map(film),
    mixed: () => [
      ...random
        .sample(
          content.films.filter((f) => !f.is_erotic),
          8,
        )
        .map(film),
      ...random.sample(content.series, 4).map(film),
      ...random.sample(content.channels, 2).map((c) => ({ type: 'channel' as const, id: c.id })),
    ],
    new: () =>
      [...content.films]
        .filter((f) => !f.is_erotic)
        .sort((a, b) => b.year - a.year)
        .slice(0, 16)
        .map(film),
    toddlers: () =>
      content.films
        .filter((f) => f.category === 'kids' && f.age_limit_id === AGE.all)
        .slice(0, 16)
        .map(film),
    education: () =>
      [...content.films, ...content.series]
        .filter((f) => f.category === 'education')
        .slice(0, 16)
        .map(film),
    sport: () =>
      content.films
        .filter((f) => f.category === 'sport')
        .slice(0, 16)
        .map(film),
    karaoke: () => content.karaoke_items.slice(0, 20).map((k) => ({ type: 'karaoke_item' as const, id: k.id })),
    channels: () => content.channels.slice(0, 12).map((c) => ({ type: 'channel' as const, id: c.id })),
    rated: () => content.series.filter((s) => (s.rating ?? 0) >= 7.5).map(film),
    soon: () => content.films.filter((f) => f.is_coming_soon).map(film),
  };
  return COLLECTIONS.map(([rus, eng, hye, kind], index) => {
    const items = pick[kind!]!();
    return {
      id: index + 1,
      slug: eng!
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, ''),
      name: { rus: rus!, eng: eng!, hye: hye! },
      description: {
        rus: `Подборка «${rus}»: ${items.length} позиций, которые мы рекомендуем.`,
        eng: `The “${eng}” collection: ${items.length} picks we recommend.`,
        hye: `«${hye}» հավաքածու՝ ${items.length} առաջարկ։`,
      },
      ...(index % 4 === 0 ? { copyright_holders: ['Северный свет'] } : {}),
      // A small demo may lack some kinds of content; any film keeps the collection non-empty.
      items: items.length > 0 ? items : content.films.slice(0, 4).map(film),
    };
  });
}

/** rus|eng|hye title, then subtitle in the three languages, size and where it leads. */
const BANNERS = lines(`
Месяц кино за 1 ₽|A Month of Films for 1 ₽|Մեկ ամիս կինո 1 ₽-ով|Первый месяц «Кинозала» за 1 ₽, затем 299 ₽ в месяц|Cinema Hall’s first month for 1 ₽, then 299 ₽ a month|«Կինոդահլիճ»-ի առաջին ամիսը 1 ₽-ով, հետո 299 ₽ ամսական|large|service:kinozal
Премьера недели|Premiere of the Week|Շաբաթվա պրեմիերան|Новый сезон уже в Эфире|The new season is on Efir now|Նոր եթերաշրջանն արդեն Էֆիրում է|large|series
Футбол в прямом эфире|Live Football|Ֆուտբոլ ուղիղ եթերում|Все матчи тура на канале «Футбол Плюс»|Every match of the round on Football Plus|Տուրի բոլոր խաղերը «Ֆուտբոլ Պլյուս» ալիքով|large|channel
Семейный вечер|Family Evening|Ընտանեկան երեկո|Мультфильмы и кино для всей семьи|Cartoons and films for the whole family|Մուլտֆիլմեր և կինո ողջ ընտանիքի համար|medium|service:family
Учитесь новому|Learn Something New|Սովորեք նորը|Курсы от лучших преподавателей|Courses from the best teachers|Դասընթացներ լավագույն դասախոսներից|medium|service:learning
Караоке дома|Karaoke at Home|Կարաոկե տանը|Тысячи песен с текстом на экране|Thousands of songs with lyrics on screen|Հազարավոր երգեր էկրանին տեքստով|medium|service:karaoke
Смотрите на любом экране|Watch on Any Screen|Դիտեք ցանկացած էկրանին|Телевизор, компьютер, телефон — до 5 устройств|TV, computer, phone — up to 5 devices|Հեռուստացույց, համակարգիչ, հեռախոս՝ մինչև 5 սարք|small|url:/devices
Промокод на месяц|A Month's Promo Code|Ամսական պրոմոկոդ|Введите код и получите подписку в подарок|Enter a code and get a subscription as a gift|Մուտքագրեք կոդը և ստացեք բաժանորդագրություն նվեր|small|url:/promocode
ТВ Архив|TV Archive|TV Արխիվ|Пересматривайте передачи за 7 дней|Rewatch shows from the past 7 days|Վերադիտեք վերջին 7 օրվա հաղորդումները|small|service:tv-archive
Кино Хиты со скидкой 50%|Film Hits at 50% Off|Կինո Հիթեր 50% զեղչով|Три месяца за полцены, затем 299 ₽ в месяц|Three months at half price, then 299 ₽ a month|Երեք ամիս կես գնով, հետո 299 ₽ ամսական|medium|service:film-hits
Спорт Лайф|Sport Life|Սպորտ Լայֆ|Хоккей, футбол и теннис в одной подписке|Hockey, football and tennis in one subscription|Հոկեյ, ֆուտբոլ և թենիս մեկ բաժանորդագրությամբ|large|service:sport-life
Детский мир|Kids' World|Մանկական աշխարհ|7 дней бесплатно для новых зрителей|7 days free for new viewers|7 օր անվճար նոր դիտողների համար|medium|service:kids
Новый сериал|New Series|Նոր սերիալ|Все серии сразу|All episodes at once|Բոլոր սերիաները միանգամից|small|series
Эфир Максимум|Efir Maximum|Էֆիր Մաքսիմում|Всё сразу по лучшей цене|Everything at once for the best price|Ամեն ինչ միանգամից լավագույն գնով|large|service:maximum
Выбор редакции|Editor's Choice|Խմբագրի ընտրությունը|Фильмы, которые стоит посмотреть|Films worth watching|Ֆիլմեր, որոնք արժե դիտել|medium|collection
Реклама партнёра|Partner Advertisement|Գործընկերոջ գովազդ|Специальное предложение от нашего партнёра|A special offer from our partner|Հատուկ առաջարկ մեր գործընկերոջից|small|url:https://example.com/offer
`);

export function demoBanners(content: Content & Pick<Catalogue, 'collections'>): Catalogue['banners'] {
  const series = content.series.find((s) => s.category === 'series') ?? content.series[0]!;
  const footballChannel = content.channels.find((c) => c.slug === 'football-plus') ?? content.channels[0]!;
  const colors = ['#1e88e5', '#8e24aa', '#43a047', '#f4511e', '#00897b', '#3949ab'];
  return BANNERS.map(([rus, eng, hye, subRus, subEng, subHye, size, target], index) => {
    const [kind, value] = target!.split(/:(.*)/s) as [string, string | undefined];
    const link =
      kind === 'service'
        ? { type: 'service', link: `/services/${value}` }
        : kind === 'series'
          ? { type: 'media_item', link: `/series/${series.slug}` }
          : kind === 'channel'
            ? { type: 'channel', link: `/tv/${footballChannel.slug}` }
            : kind === 'collection'
              ? { type: 'collection', link: `/collections/${content.collections[6]?.slug ?? ''}` }
              : { type: value!.startsWith('http') ? 'external' : 'url', link: value! };
    const isAd = value?.startsWith('http') ?? false;
    return {
      id: index + 1,
      title: { rus: rus!, eng: eng!, hye: hye! },
      subtitle: { rus: subRus!, eng: subEng!, hye: subHye! },
      summary: { rus: `${subRus}.`, eng: `${subEng}.`, hye: `${subHye}։` },
      target: { ...link, title: rus! },
      size: size as 'small' | 'medium' | 'large',
      color: colors[index % colors.length]!,
      ...(index % 3 === 0 ? { labels: [{ text: { rus: 'Новинка', eng: 'New', hye: 'Նորույթ' }, color: '#e53935' }] } : {}),
      ...(kind === 'series' ? { age_limit_id: series.age_limit_id, rating: series.rating } : {}),
      ...(isAd
        ? {
            advertiser_info: { owner: 'ООО «Партнёр»', token: 'erid-2VtzqwZ1demo', font_color: '#ffffff' },
            // Our own ad server counts the partner's banner (GET /api/operator/ads/banners).
            ad_pixel: { links: { show_url: `/api/v1/ads/banners/${index + 1}/show`, click_url: `/api/v1/ads/banners/${index + 1}/click` } },
          }
        : {}),
      is_clickable: true,
    };
  });
}
