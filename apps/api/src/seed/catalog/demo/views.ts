import { type CatalogTheme, ITEM_RECOMMENDATIONS_TAG, ITEM_RECOMMENDATIONS_VIEW } from '@efir/contract';
import type { I18nText } from '../../../db/schema/i18n.js';
import { previewUrl } from '../../../media/index.js';
import type { Catalogue, ItemRef } from '../format.js';
import { DEMO_CLIP_IDS } from './clips.js';
import { ADVANTAGES, button, DEVICE_TABS, DOCS, FAQ, image, PROMO_CARDS, t, timer } from './custom-data.js';

type Block = Catalogue['media_views'][number]['blocks'][number];
type Content = Pick<Catalogue, 'films' | 'series' | 'channels' | 'karaoke_items' | 'services' | 'collections' | 'banners' | 'persons'>;
type BlockInput = Omit<Block, 'id'>;

const DAY_MS = 86_400_000;
const media = (list: readonly { id: number }[], n = list.length): ItemRef[] =>
  list.slice(0, n).map(({ id }) => ({ type: 'media_item', id }));
const refs = (type: ItemRef['type'], list: readonly { id: number }[], n = list.length): ItemRef[] =>
  list.slice(0, n).map(({ id }) => ({ type, id }));
/** A custom block chosen by name: its name is the component key, the same in every language. */
const named = (name: string, custom_data: Record<string, unknown>, extra: Partial<BlockInput> = {}): BlockInput => ({
  type: 'custom_block',
  name: { rus: name },
  custom_data,
  ...extra,
});
const tagged = (tag: string, name: I18nText, custom_data: Record<string, unknown>, extra: Partial<BlockInput> = {}): BlockInput => ({
  type: 'custom_block',
  tag,
  name,
  custom_data,
  ...extra,
});
/** A row of items; rows filled per viewer (continue watching, recommendations) list none. */
const row = (type: Block['type'], name: I18nText, items: ItemRef[], extra: Partial<BlockInput> = {}): BlockInput => ({
  type,
  name,
  ...(items.length > 0 ? { items } : {}),
  ...extra,
});

const THEME_NAMES: Record<CatalogTheme, I18nText> = {
  movies: t('Фильмы', 'Movies', 'Ֆիլմեր'),
  series: t('Сериалы', 'Series', 'Սերիալներ'),
  kids: t('Детям', 'Kids', 'Երեխաներին'),
  education: t('Обучение', 'Education', 'Կրթություն'),
  sport: t('Спорт', 'Sport', 'Սպորտ'),
};

/**
 * The home page, the five theme pages and four landings. Between them they use every block type, custom
 * block tag and custom block name of spec 2 §2 (a test holds this), with custom_data as the web renders it.
 */
export function demoMediaViews(content: Content, now: Date): Catalogue['media_views'] {
  const visible = content.films.filter((f) => !f.is_erotic && !f.is_coming_soon);
  const byCategory = (category: CatalogTheme) => [
    ...visible.filter((f) => f.category === category),
    ...content.series.filter((s) => s.category === category),
  ];
  const newest = [...visible].sort((a, b) => b.year - a.year);
  const topRated = [...visible].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0));
  const bannersOf = (size: 'small' | 'medium' | 'large') => content.banners.filter((b) => b.size === size);
  const service = (alias: string) => content.services.find((s) => s.alias === alias)!;
  const childrenOf = (alias: string) => content.services.filter((s) => s.parent_id === service(alias).id);
  const offerEnds = timer(new Date(now.getTime() + 20 * DAY_MS));
  const sportChannels = content.channels.filter((c) => [8, 9, 10].includes(c.id));
  const kidsChannels = content.channels.filter((c) => [6, 7].includes(c.id));

  const views: { alias: string; name: I18nText; blocks: BlockInput[] }[] = [
    {
      alias: 'home',
      name: t('Главная', 'Home', 'Գլխավոր'),
      blocks: [
        tagged(
          'hero',
          t('Эфир', 'Efir', 'Էֆիր'),
          {
            display_type: 'full',
            title: t(
              'Кино, сериалы и ТВ в одной подписке',
              'Films, series and TV in one subscription',
              'Կինո, սերիալներ և TV մեկ բաժանորդագրությամբ',
            ),
            subtitle: t(
              'Первый месяц — 1 ₽, затем 599 ₽ в месяц',
              'The first month is 1 ₽, then 599 ₽ a month',
              'Առաջին ամիսը՝ 1 ₽, հետո 599 ₽ ամսական',
            ),
            background: image('background', 'Эфир', 'hero-home'),
            background_mobile: image('banner_mobile', 'Эфир', 'hero-home'),
            blur: true,
            buttons: [button('target', t('Подключить', 'Subscribe', 'Միացնել'), '/services/maximum', true)],
          },
          { items: media(topRated, 12) },
        ),
        row('banners', t('Акции', 'Offers', 'Ակցիաներ'), refs('banner', bannersOf('large')), { display_type: 'carousel' }),
        row('continue_watching', t('Продолжить просмотр', 'Continue watching', 'Շարունակել դիտումը'), []),
        row('content', t('Новинки', 'New releases', 'Նորույթներ'), media(newest, 20), {
          target: { type: 'media_view', link: '/movies', title: 'Все' },
        }),
        row('top10', t('Топ-10 недели', 'Top 10 this week', 'Շաբաթվա թոփ-10'), media(topRated, 10)),
        row('channels', t('Телеканалы', 'TV channels', 'Հեռուստաալիքներ'), refs('channel', content.channels), {
          target: { type: 'url', link: '/tv', title: 'Телепрограмма' },
        }),
        row('tv_programs', t('Сейчас в эфире', 'On air now', 'Հիմա եթերում'), refs('channel', content.channels, 12)),
        row(
          'big_posters',
          t('Сериалы Эфира', 'Efir series', 'Էֆիրի սերիալները'),
          media(
            content.series.filter((s) => s.category === 'series'),
            12,
          ),
        ),
        row('horizontal_posters', t('Смотрите всей семьёй', 'Watch together', 'Դիտեք ընտանիքով'), media(byCategory('kids'), 12)),
        row('banners', t('Предложения', 'Deals', 'Առաջարկներ'), refs('banner', bannersOf('medium'), 3), { display_type: 'medium' }),
        row('collection', t('Подборки', 'Collections', 'Հավաքածուներ'), refs('collection', content.collections, 10)),
        row(
          'service',
          t('Подписки', 'Subscriptions', 'Բաժանորդագրություններ'),
          refs(
            'service',
            content.services.filter((s) => s.active),
          ),
          {
            display_type: 'row',
          },
        ),
        row('recom_cold_start', t('Рекомендации для вас', 'Recommended for you', 'Առաջարկներ ձեզ համար'), []),
        row('cinema_tickets', t('Билеты в кино', 'Cinema tickets', 'Կինոյի տոմսեր'), media(content.films.filter((f) => f.is_kupi_bilet))),
        {
          type: 'promo',
          name: t('Премьеры месяца', 'Premieres of the month', 'Ամսվա պրեմիերաները'),
          items: media(newest.slice(20), 10),
          custom_data: {
            title: t('Премьеры месяца', 'Premieres of the month', 'Ամսվա պրեմիերաները'),
            video_url: previewUrl(DEMO_CLIP_IDS[0]!),
            video_image_top: image('background', 'Премьеры', 'promo-top'),
            video_image_bottom: image('background', 'Премьеры', 'promo-bottom'),
            person_cards: bannersOf('large')
              .slice(0, 3)
              .map((banner, index) => ({
                banner_id: banner.id,
                title: content.persons[index]!.name,
                role: t('В главной роли', 'Starring', 'Գլխավոր դերում'),
                subtitle: banner.title,
              })),
          },
        },
        {
          type: 'background',
          name: t('Выбор редакции', "Editor's choice", 'Խմբագրի ընտրությունը'),
          items: media(topRated.slice(10), 8),
          custom_data: {
            background: image('background', 'Выбор редакции', 'background-editors'),
            background_mobile: image('banner_mobile', 'Выбор редакции'),
          },
        },
        row('content_plain', t('Документальное кино', 'Documentaries', 'Վավերագրական ֆիլմեր'), media(byCategory('education'), 12)),
        row('banners', t('Главное', 'Highlights', 'Գլխավորը'), refs('banner', bannersOf('large'), 2), { display_type: 'large' }),
        row('banners', t('Коротко', 'In brief', 'Կարճ'), refs('banner', bannersOf('small')), { display_type: 'small' }),
        row('banners', t('Спецпредложение', 'Special offer', 'Հատուկ առաջարկ'), refs('banner', bannersOf('large').slice(-1)), {
          display_type: 'stretching',
        }),
        tagged(
          'personal_collections',
          t('Ваши подборки', 'Your collections', 'Ձեր հավաքածուները'),
          { title: t('Ваши подборки', 'Your collections', 'Ձեր հավաքածուները') },
          {
            items: refs('collection', content.collections.slice(10)),
          },
        ),
        named(
          'seoText',
          {
            title: t('Онлайн-кинотеатр Эфир', 'Efir online cinema', 'Էֆիր առցանց կինոթատրոն'),
            title_tag: 'h2',
            text: t(
              '<p>Смотрите фильмы, сериалы и телеканалы онлайн в хорошем качестве на телевизоре, компьютере и телефоне.</p>',
              '<p>Watch films, series and TV channels online in high quality on your TV, computer and phone.</p>',
              '<p>Դիտեք ֆիլմեր, սերիալներ և հեռուստաալիքներ առցանց՝ բարձր որակով հեռուստացույցով, համակարգչով և հեռախոսով։</p>',
            ),
          },
          { display_type: 'unauthorized' },
        ),
      ],
    },
    ...(['movies', 'series', 'kids', 'education', 'sport'] as const).map((theme) => ({
      alias: theme,
      name: THEME_NAMES[theme],
      blocks: themeBlocks(theme),
    })),
    {
      alias: 'service-maximum',
      name: t('Эфир Максимум', 'Efir Maximum', 'Էֆիր Մաքսիմում'),
      blocks: [
        tagged('hero', t('Эфир Максимум', 'Efir Maximum', 'Էֆիր Մաքսիմում'), {
          display_type: 'card',
          title: service('maximum').name,
          subtitle: service('maximum').description_short,
          logo: image('logo', 'Эфир Максимум'),
          service_id: service('maximum').id,
          promo_label: { text: t('Хит', 'Hit', 'Հիթ'), color: '#fb8c00' },
          buttons: [button('block_target', t('Подключить', 'Subscribe', 'Միացնել'), 'buy', true)],
        }),
        named('promoBanner', {
          label: t('Только сейчас', 'Now only', 'Միայն հիմա'),
          title: t('Максимум за 1 ₽', 'Maximum for 1 ₽', 'Մաքսիմում 1 ₽-ով'),
          subtitle: t('Первый месяц, затем 599 ₽ в месяц', 'The first month, then 599 ₽ a month', 'Առաջին ամիսը, հետո 599 ₽ ամսական'),
          advantages: ADVANTAGES,
          timer: offerEnds,
          bg_image_url: image('banner', 'Максимум за 1 ₽'),
          buttons: [
            button('block_target', t('Подключить', 'Subscribe', 'Միացնել'), 'buy', true),
            button('modal', t('Подробнее', 'Details', 'Մանրամասն'), 'more_details'),
          ],
        }),
        tagged(
          'four_services',
          t('Что входит', "What's included", 'Ինչ է ներառված'),
          { title: t('Что входит', "What's included", 'Ինչ է ներառված') },
          {
            items: refs('service', content.services.slice(1, 5)),
          },
        ),
        tagged(
          'subservices',
          t('Подписки в составе', 'Subscriptions inside', 'Ներառված բաժանորդագրություններ'),
          { service_id: service('maximum').id },
          {
            items: refs('service', childrenOf('maximum')),
          },
        ),
        tagged(
          'multi_sub_block',
          t('Выберите подписку', 'Choose a subscription', 'Ընտրեք բաժանորդագրություն'),
          {
            title: t('Выберите подписку', 'Choose a subscription', 'Ընտրեք բաժանորդագրություն'),
            button_text: t('Подключить', 'Subscribe', 'Միացնել'),
            button_text_purchased: t('Подключено', 'Subscribed', 'Միացված է'),
            advantages: ADVANTAGES.slice(0, 3),
          },
          {
            items: refs(
              'service',
              content.services.filter((s) => s.kind === 'bundle' || s.alias === 'kinozal'),
            ),
          },
        ),
        tagged(
          'multi_sub_carousel',
          service('kinozal').name,
          { title: service('kinozal').name, service_id: service('kinozal').id, button_text: t('Смотреть', 'Watch', 'Դիտել') },
          { items: media(byCategory('movies'), 15) },
        ),
        tagged(
          'multi_sub_auto_carousel',
          service('serialy-premium').name,
          { title: service('serialy-premium').name, service_id: service('serialy-premium').id, use_top_arrow: true },
          { items: media(content.series, 15) },
        ),
        tagged('multi_sub_special', service('film-hits').name, {
          title: service('film-hits').name,
          subtitle: service('film-hits').description_short,
          service_id: service('film-hits').id,
          promo_label: { text: t('−50%', '−50%', '−50%'), color: '#e53935' },
          button_text: t('Первый месяц за полцены', 'First month at half price', 'Առաջին ամիսը կես գնով'),
          button2_text: t('Все фильмы подписки', 'All films in it', 'Բաժանորդագրության բոլոր ֆիլմերը'),
          button2_text_small: t('Все фильмы', 'All films', 'Բոլոր ֆիլմերը'),
          timer: offerEnds,
        }),
        tagged(
          'multi_sub_music',
          service('karaoke').name,
          { title: service('karaoke').name, service_id: service('karaoke').id, button_text: t('Петь', 'Sing', 'Երգել') },
          { items: refs('karaoke_item', content.karaoke_items, 15) },
        ),
        tagged('buy', t('Подключение', 'Subscribe', 'Միացում'), {
          html_id: 'buy',
          title: t('Подключите Максимум', 'Get Maximum', 'Միացրեք Մաքսիմումը'),
          service_id: service('maximum').id,
          button_text: t('Подключить за 1 ₽', 'Subscribe for 1 ₽', 'Միացնել 1 ₽-ով'),
          button_text_small: t('За 1 ₽', 'For 1 ₽', '1 ₽-ով'),
          description: [
            t('Первый месяц — 1 ₽', 'First month: 1 ₽', 'Առաջին ամիսը՝ 1 ₽'),
            t('Далее 599 ₽ в месяц', 'Then 599 ₽ a month', 'Այնուհետև 599 ₽ ամսական'),
          ],
          bottom_text: t('Отключить можно в любой момент', 'Cancel any time', 'Կարող եք անջատել ցանկացած պահի'),
        }),
        tagged('more_details', t('Подробнее', 'More details', 'Մանրամասն'), {
          html_id: 'more_details',
          title: t('Подробнее о подписке', 'About the subscription', 'Բաժանորդագրության մասին'),
          details: [
            { title: t('Кино', 'Films', 'Կինո'), text: t('Более 400 фильмов', 'Over 400 films', 'Ավելի քան 400 ֆիլմ') },
            {
              title: t('Сериалы', 'Series', 'Սերիալներ'),
              text: t('Новые серии в день премьеры', 'New episodes on premiere day', 'Նոր սերիաները պրեմիերայի օրը'),
            },
            { title: t('ТВ', 'TV', 'TV'), text: t('30 каналов и архив', '30 channels and an archive', '30 ալիք և արխիվ') },
          ],
        }),
        named('aboutService', {
          title: t('О подписке', 'About', 'Բաժանորդագրության մասին'),
          text: service('maximum').description_short,
          icon: { url: image('badge', 'Эфир Максимум'), width: 64, height: 64 },
          text_icon_gap: 16,
        }),
        named('about_service', {
          title: t('Что вы получаете', 'What you get', 'Ինչ եք ստանում'),
          items: ADVANTAGES.map((advantage) => ({ title: advantage, icon: image('badge', advantage.rus) })),
        }),
        named(
          'bannersServicesContent',
          { title: t('Сейчас в подписке', 'In the subscription now', 'Հիմա բաժանորդագրությունում') },
          {
            items: refs('banner', bannersOf('medium')),
          },
        ),
        named(
          'persons',
          { title: t('Звёзды подписки', 'Stars of the subscription', 'Բաժանորդագրության աստղերը') },
          {
            items: refs('person', content.persons, 12),
          },
        ),
        named('featuresSmall', {
          items: ADVANTAGES.map((advantage) => ({ icon: { url: image('badge', advantage.rus), width: 32, height: 32 }, title: advantage })),
        }),
        tagged('faq', t('Вопросы и ответы', 'Questions and answers', 'Հարցեր և պատասխաններ'), {
          title: t('Вопросы и ответы', 'Questions and answers', 'Հարցեր և պատասխաններ'),
          faq: FAQ,
        }),
        tagged('prompt', t('Подсказка', 'Tip', 'Հուշում'), {
          title: t('Не знаете, что посмотреть?', "Don't know what to watch?", 'Չգիտե՞ք ինչ դիտել'),
          text: t(
            'Ответьте на пару вопросов — подберём фильмы для вас',
            'Answer a couple of questions and we will pick films for you',
            'Պատասխանեք մի քանի հարցի, և մենք ֆիլմեր կընտրենք ձեզ համար',
          ),
          button_text: t('Подобрать', 'Pick for me', 'Ընտրել'),
          image_link: image('tile', 'Что посмотреть'),
          target_text: '/promo#quiz',
        }),
        named('docs', { title: t('Документы', 'Documents', 'Փաստաթղթեր'), docs: DOCS }),
        named('legal', {
          text: t(
            'Подписка продлевается автоматически. Стоимость указана с НДС.',
            'The subscription renews automatically. Prices include VAT.',
            'Բաժանորդագրությունը երկարաձգվում է ավտոմատ։ Գները ներառում են ԱԱՀ։',
          ),
          docs: DOCS.slice(2),
        }),
        row(
          'service',
          t('Другие подписки', 'Other subscriptions', 'Այլ բաժանորդագրություններ'),
          refs(
            'service',
            content.services.filter((s) => s.active),
          ),
          {
            display_type: 'list',
          },
        ),
      ],
    },
    {
      alias: 'promo',
      name: t('Акции', 'Offers', 'Ակցիաներ'),
      blocks: [
        tagged('start', t('Начало', 'Start', 'Սկիզբ'), {
          anchor: 'start',
          title: t('Эфир — кино и ТВ без границ', 'Efir: films and TV without limits', 'Էֆիր՝ կինո և TV առանց սահմանների'),
          subtitle: t(
            'Бесплатные фильмы и каналы — без подписки',
            'Free films and channels, no subscription',
            'Անվճար ֆիլմեր և ալիքներ՝ առանց բաժանորդագրության',
          ),
          button_text: t('Начать', 'Start', 'Սկսել'),
          background: image('background', 'Эфир без границ', 'start'),
        }),
        named('promo_banner', {
          over_title: t('Акция', 'Offer', 'Ակցիա'),
          title: t('Год по цене десяти месяцев', 'A year for the price of ten months', 'Տարի՝ տասը ամսվա գնով'),
          subtitle: t('При оплате «Эфир Максимум» за год', 'Paying for Efir Maximum by the year', '«Էֆիր Մաքսիմում»-ի տարեկան վճարմամբ'),
          label: t('Выгодно', 'Great value', 'Շահավետ'),
          promo_text: t('Цена: 5 990 ₽ за 12 месяцев', 'Price: 5,990 ₽ for 12 months', 'Գինը՝ 5 990 ₽ 12 ամսվա համար'),
          service_id: service('maximum').id,
          button_text: t('Подключить', 'Subscribe', 'Միացնել'),
          bg_image_url: image('banner', 'Год по цене десяти месяцев'),
        }),
        named('promo_banner_v3', {
          title: t('Почему Эфир', 'Why Efir', 'Ինչու Էֆիր'),
          type: 'one',
          glow_color: '#7c4dff',
          items: [
            {
              title: t('<b>400+</b> фильмов', '<b>400+</b> films', '<b>400+</b> ֆիլմ'),
              subtitle: t('и <i>новинки</i> каждую неделю', 'and <i>new</i> ones every week', 'և <i>նորույթներ</i> ամեն շաբաթ'),
            },
            {
              title: t('<b>30</b> каналов', '<b>30</b> channels', '<b>30</b> ալիք'),
              subtitle: t('с архивом на 7 дней', 'with a 7-day archive', '7 օրվա արխիվով'),
            },
          ],
        }),
        named('promo_banner_v4', {
          title: t('Для всей семьи', 'For the whole family', 'Ողջ ընտանիքի համար'),
          type: 'three',
          glow_color: '#00e5ff',
          items: [
            {
              title: t('<b>Детский профиль</b>', '<b>Kids profile</b>', '<b>Մանկական պրոֆիլ</b>'),
              subtitle: t('с ограничением по возрасту', 'with age limits', 'տարիքային սահմանափակումով'),
            },
            {
              title: t('<b>PIN-код</b> на покупки', '<b>PIN</b> for purchases', '<b>PIN-կոդ</b> գնումների համար'),
              subtitle: t('никаких случайных трат', 'no accidental spending', 'ոչ մի պատահական ծախս'),
            },
            {
              title: t('<b>5 устройств</b>', '<b>5 devices</b>', '<b>5 սարք</b>'),
              subtitle: t('смотрите одновременно', 'watch at the same time', 'դիտեք միաժամանակ'),
            },
          ],
        }),
        named('promoDetails', {
          title: t('Условия акции', 'Offer terms', 'Ակցիայի պայմաններ'),
          frame_color: '#ffd740',
          details: [
            {
              title: t('Кто участвует', 'Who can join', 'Ով է մասնակցում'),
              text: t('Новые зрители Эфира', 'New Efir viewers', 'Էֆիրի նոր դիտողները'),
            },
            { title: t('Срок', 'Period', 'Ժամկետ'), text: t('До конца месяца', 'Until the end of the month', 'Մինչև ամսվա վերջ') },
          ],
          button_text: t('Участвовать', 'Join', 'Մասնակցել'),
          // Six cards: the grid shows five (spec 2 §9); each plays its clip's preview on a one-second hover.
          cards: PROMO_CARDS.map((card, index) => ({
            title: card.title,
            subtitle: card.subtitle,
            image: image('card', card.title.rus, `promo-card-${index}`),
            video_url: previewUrl(DEMO_CLIP_IDS[index % DEMO_CLIP_IDS.length]!),
            button: { text: t('Смотреть', 'Watch', 'Դիտել'), target: card.target },
          })),
        }),
        tagged('quiz', t('Викторина', 'Quiz', 'Վիկտորինա'), {
          html_id: 'quiz',
          title: t('Какой вы зритель?', 'What kind of viewer are you?', 'Ինչպիսի՞ դիտող եք դուք'),
          text: t(
            'Три вопроса — и мы подберём подписку',
            'Three questions and we will pick a subscription',
            'Երեք հարց, և մենք կընտրենք բաժանորդագրություն',
          ),
          button_text: t('Начать', 'Start', 'Սկսել'),
          items: [
            {
              question: {
                title: t('Что вы смотрите чаще?', 'What do you watch most?', 'Ի՞նչ եք ավելի հաճախ դիտում'),
                variants: [t('Кино', 'Films', 'Կինո'), t('Сериалы', 'Series', 'Սերիալներ'), t('Спорт', 'Sport', 'Սպորտ')],
              },
            },
            {
              question: {
                title: t('С кем вы смотрите?', 'Who do you watch with?', 'Ու՞մ հետ եք դիտում'),
                variants: [
                  t('Один', 'Alone', 'Մենակ'),
                  t('С семьёй', 'With family', 'Ընտանիքով'),
                  t('С друзьями', 'With friends', 'Ընկերների հետ'),
                ],
              },
            },
            {
              question: {
                title: t('Когда вы смотрите?', 'When do you watch?', 'Ե՞րբ եք դիտում'),
                variants: [
                  t('Вечером', 'In the evening', 'Երեկոյան'),
                  t('По выходным', 'At weekends', 'Հանգստյան օրերին'),
                  t('Всегда', 'Always', 'Միշտ'),
                ],
              },
            },
          ],
        }),
        tagged(
          'all_in_one',
          t('Всё в одном', 'All in one', 'Ամենը մեկում'),
          {
            title: t('Всё в одном приложении', 'Everything in one app', 'Ամեն ինչ մեկ հավելվածում'),
            grid: {
              title: t('Что внутри', "What's inside", 'Ինչ կա ներսում'),
              items: (['Кино', 'Сериалы', 'ТВ', 'Караоке'] as const).map((title) => ({
                image: image('tile', title, `grid-${title}`),
                icon: image('badge', title, `grid-${title}`),
                title,
                subtitle: t('Включено в подписку', 'Included', 'Ներառված է'),
              })),
            },
          },
          { items: media(topRated, 8) },
        ),
        tagged(
          'auto_carousel',
          t('Постеры', 'Posters', 'Պաստառներ'),
          { title: t('Сотни фильмов и сериалов', 'Hundreds of films and series', 'Հարյուրավոր ֆիլմեր և սերիալներ') },
          { items: media([...newest, ...content.series], 24) },
        ),
        named(
          'player',
          { url_id: 'watch', title: t('Смотрите трейлер', 'Watch the trailer', 'Դիտեք թրեյլերը') },
          { items: media(topRated, 1) },
        ),
        named(
          'playerPlaylist',
          { title: t('Трейлеры недели', 'Trailers of the week', 'Շաբաթվա թրեյլերները') },
          { items: media(newest, 6) },
        ),
        named('what_is_it', {
          title: t('Что такое Эфир?', 'What is Efir?', 'Ի՞նչ է Էֆիրը'),
          text: t(
            'Онлайн-кинотеатр и телевидение в одном сервисе: смотрите где угодно и когда угодно.',
            'An online cinema and TV in one service: watch anywhere, any time.',
            'Առցանց կինոթատրոն և հեռուստատեսություն մեկ ծառայությունում՝ դիտեք ցանկացած տեղ և ժամանակ։',
          ),
          image_link: image('card', 'Что такое Эфир'),
        }),
        named('promocode', {
          title: t('Есть промокод?', 'Have a promo code?', 'Ունե՞ք պրոմոկոդ'),
          text: t('Введите его и получите подписку', 'Enter it to get a subscription', 'Մուտքագրեք այն և ստացեք բաժանորդագրություն'),
          button_text: t('Активировать', 'Activate', 'Ակտիվացնել'),
        }),
        named('tvcode', {
          title: t('Смотрите на телевизоре', 'Watch on your TV', 'Դիտեք հեռուստացույցով'),
          text: t(
            'Введите 6-значный код с экрана телевизора',
            'Enter the 6-character code shown on your TV',
            'Մուտքագրեք հեռուստացույցի էկրանին ցուցադրված 6-նիշ կոդը',
          ),
          button_text: t('Подключить', 'Connect', 'Միացնել'),
        }),
      ],
    },
    {
      alias: 'tv-everywhere',
      name: t('ТВ везде', 'TV everywhere', 'TV ամենուր'),
      blocks: [
        tagged(
          'watch_tv',
          t('Смотрите ТВ', 'Watch TV', 'Դիտեք TV'),
          {
            title: t('Телевидение, которое ждёт вас', 'TV that waits for you', 'Հեռուստատեսություն, որը սպասում է ձեզ'),
            text1: t('Ставьте эфир на паузу', 'Pause live TV', 'Դադարեցրեք ուղիղ եթերը'),
            text2: t('Смотрите с начала', 'Watch from the start', 'Դիտեք սկզբից'),
            text3: t('Архив передач за 7 дней', 'A 7-day archive', '7 օրվա արխիվ'),
            background: image('background', 'Смотрите ТВ', 'watch-tv'),
          },
          { items: refs('channel', content.channels, 12) },
        ),
        row('tv_programs_plus', t('Телепрограмма', 'TV guide', 'Հեռուստածրագիր'), refs('channel', content.channels, 8)),
        tagged('any_device', t('На любом устройстве', 'On any device', 'Ցանկացած սարքով'), {
          title: t('На любом устройстве', 'On any device', 'Ցանկացած սարքով'),
          spoilers: DEVICE_TABS.map((tab) => ({
            device_title: tab.title,
            device_subtitle: tab.subtitle,
            items: [
              {
                title: t('Как подключить', 'How to connect', 'Ինչպես միացնել'),
                content: t('Войдите под своим номером телефона', 'Sign in with your phone number', 'Մուտք գործեք ձեր հեռախոսահամարով'),
              },
            ],
            button_text: t('Подробнее', 'Learn more', 'Մանրամասն'),
            button_link: tab.link,
            image: image('card', tab.title.rus, `device-${tab.title.eng}`),
          })),
        }),
        tagged('devices', t('Устройства', 'Devices', 'Սարքեր'), {
          title: t('До 5 устройств одновременно', 'Up to 5 devices at once', 'Մինչև 5 սարք միաժամանակ'),
          items: DEVICE_TABS.map((tab) => ({ title: tab.title, icon: image('badge', tab.title.rus, `device-${tab.title.eng}`) })),
        }),
        named('faq', { title: t('Частые вопросы', 'FAQ', 'Հաճախ տրվող հարցեր'), faq: FAQ }),
        named('button', { buttons: [button('target', t('Смотреть ТВ', 'Watch TV', 'Դիտել TV'), '/tv', true)], button_margin_top: 24 }),
      ],
    },
    {
      // spec 2 §4 Recommendations modal: asked with media_item_id, its tagged row holds what to watch after that item.
      alias: ITEM_RECOMMENDATIONS_VIEW,
      name: t('Что посмотреть дальше', 'What to watch next', 'Ինչ դիտել հետո'),
      blocks: [row('content', t('Смотрите также', 'Watch next', 'Դիտեք նաև'), [], { tag: ITEM_RECOMMENDATIONS_TAG })],
    },
  ];

  function themeBlocks(theme: CatalogTheme): BlockInput[] {
    const items = byCategory(theme);
    const title = THEME_NAMES[theme];
    const blocks: BlockInput[] = [
      named('breadcrumbs', { breadcrumbs: [{ title: t('Главная', 'Home', 'Գլխավոր'), link: '/' }, { title }] }),
      named('mediaTitle', { title, title_tag: 'h1' }),
      tagged('filters', t('Фильтры', 'Filters', 'Ֆիլտրեր'), { title: t('Подобрать', 'Find', 'Գտնել') }),
      row('carousel', title, media(items, 8)),
      row(
        'top10',
        t('Топ-10', 'Top 10', 'Թոփ-10'),
        media(
          [...items].sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0)),
          10,
        ),
      ),
      row(
        'content',
        t('Новое', 'New', 'Նոր'),
        media(
          [...items].sort((a, b) => b.year - a.year),
          20,
        ),
        {
          target: { type: 'url', link: `/${theme}/catalog`, title: 'Все' },
        },
      ),
      row('big_posters', t('Популярное', 'Popular', 'Հանրաճանաչ'), media(items.slice(8), 12)),
    ];
    if (theme === 'kids') {
      blocks.push(
        row(
          'banners',
          t('Для детей', 'For kids', 'Երեխաների համար'),
          refs(
            'banner',
            content.banners.filter((b) => b.title.eng?.includes('Kids') || b.title.eng?.includes('Family')),
          ),
          { display_type: 'medium' },
        ),
      );
      blocks.push(row('channels', t('Детские каналы', "Kids' channels", 'Մանկական ալիքներ'), refs('channel', kidsChannels)));
    }
    if (theme === 'education') {
      blocks.push(
        tagged('features_blocks', t('Как это работает', 'How it works', 'Ինչպես է աշխատում'), {
          title: t('Учиться легко', 'Learning made easy', 'Սովորելը հեշտ է'),
          items: [
            {
              icon: { url: image('badge', 'Уроки'), width: 48, height: 48 },
              title: t('Короткие уроки', 'Short lessons', 'Կարճ դասեր'),
              text: t('По 20–30 минут', '20–30 minutes each', 'Յուրաքանչյուրը 20–30 րոպե'),
            },
            {
              icon: { url: image('badge', 'Практика'), width: 48, height: 48 },
              title: t('Практика', 'Practice', 'Պրակտիկա'),
              text: t('Задания после каждого урока', 'Tasks after every lesson', 'Առաջադրանքներ յուրաքանչյուր դասից հետո'),
            },
            {
              icon: { url: image('badge', 'Доступ'), width: 48, height: 48 },
              title: t('Навсегда', 'Forever', 'Ընդմիշտ'),
              text: t('Возвращайтесь к курсам в любое время', 'Return to courses any time', 'Վերադարձեք դասընթացներին ցանկացած ժամանակ'),
            },
          ],
        }),
      );
      blocks.push(row('collection', t('Подборки', 'Collections', 'Հավաքածուներ'), refs('collection', content.collections.slice(9, 11))));
    }
    if (theme === 'sport') {
      blocks.push(
        named(
          'promo_banner_sport',
          {
            title: t('Спорт Лайф', 'Sport Life', 'Սպորտ Լայֆ'),
            background: image('background', 'Спорт Лайф'),
            service_id: service('sport-life').id,
          },
          {
            items: refs(
              'banner',
              content.banners.filter((b) => b.title.eng === 'Live Football' || b.title.eng === 'Sport Life'),
              2,
            ),
          },
        ),
        row('channels', t('Спортивные каналы', 'Sports channels', 'Սպորտային ալիքներ'), refs('channel', sportChannels)),
        row('tv_programs_plus', t('Трансляции', 'Broadcasts', 'Հեռարձակումներ'), refs('channel', sportChannels)),
      );
    }
    blocks.push(
      named(
        'seoText',
        {
          title: t(`${title.rus} онлайн`, `${title.eng} online`, `${title.hye} առցանց`),
          title_tag: 'h2',
          text: t(
            `<p>${title.rus} в хорошем качестве: смотрите онлайн на Эфире.</p>`,
            `<p>${title.eng} in high quality: watch online on Efir.</p>`,
            `<p>${title.hye} բարձր որակով՝ դիտեք առցանց Էֆիրում։</p>`,
          ),
        },
        { display_type: 'unauthorized' },
      ),
    );
    return blocks;
  }

  return views.map((view, index) => ({
    id: index + 1,
    alias: view.alias,
    name: view.name,
    // Block ids are the view's number times 100 plus the block's place: stable across regenerations.
    blocks: view.blocks.map((block, position) => ({ ...block, id: (index + 1) * 100 + position + 1 })),
  }));
}
