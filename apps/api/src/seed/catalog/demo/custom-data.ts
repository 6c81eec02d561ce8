import type { ImageKind } from '@efir/contract';
import type { I18nText } from '../../../db/schema/i18n.js';

/** Helpers for the custom_data of demo blocks: translated texts, generated images, buttons. */
export const t = (rus: string, eng: string, hye: string): I18nText => ({ rus, eng, hye });

export const image = (kind: ImageKind, title: string, seed = title) => ({ $image: { kind, title, seed } });

export const button = (type: 'block_target' | 'target' | 'modal', text: I18nText, target: string, is_bright = false) => ({
  type,
  text,
  target,
  is_bright,
});

/** spec 2 §3 timer.end_date_time: dd.MM.yyyy HH:mm. */
export function timer(end: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${pad(end.getUTCDate())}.${pad(end.getUTCMonth() + 1)}.${end.getUTCFullYear()} ${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`;
  return { end_date_time: stamp, color: '#ff5252', end_time_text: t('Акция завершена', 'The offer has ended', 'Ակցիան ավարտվել է') };
}

export const FAQ = [
  {
    title: t('Как подключить подписку?', 'How do I subscribe?', 'Ինչպե՞ս միացնել բաժանորդագրությունը'),
    answer: t(
      'Выберите подписку, нажмите «Подключить» и оплатите картой — доступ откроется сразу.',
      'Choose a subscription, press “Subscribe” and pay by card — access opens at once.',
      'Ընտրեք բաժանորդագրությունը, սեղմեք «Միացնել» և վճարեք քարտով․ հասանելիությունը կբացվի անմիջապես։',
    ),
  },
  {
    title: t('На скольких устройствах можно смотреть?', 'On how many devices can I watch?', 'Քանի՞ սարքով կարելի է դիտել'),
    answer: t(
      'До пяти устройств на одну учётную запись: телевизор, компьютер, телефон, планшет.',
      'Up to five devices per account: TV, computer, phone, tablet.',
      'Մինչև հինգ սարք մեկ հաշվի համար՝ հեռուստացույց, համակարգիչ, հեռախոս, պլանշետ։',
    ),
  },
  {
    title: t('Как отключить автопродление?', 'How do I turn off auto-renewal?', 'Ինչպե՞ս անջատել ավտոերկարաձգումը'),
    answer: t(
      'В личном кабинете откройте «Подписки» и нажмите «Отключить». Доступ сохранится до конца оплаченного периода.',
      'Open “Subscriptions” in your account and press “Turn off”. Access stays until the paid period ends.',
      'Անձնական էջում բացեք «Բաժանորդագրություններ» և սեղմեք «Անջատել»։ Հասանելիությունը կպահպանվի մինչև վճարված ժամկետի ավարտը։',
    ),
  },
  {
    title: t('Можно ли смотреть без интернета?', 'Can I watch offline?', 'Կարելի՞ է դիտել առանց ինտերնետի'),
    answer: t(
      'Пока нет: для просмотра нужно подключение от 5 Мбит/с.',
      'Not yet: watching needs a connection of 5 Mbit/s or more.',
      'Դեռ ոչ․ դիտելու համար անհրաժեշտ է 5 Մբիթ/վ կապ։',
    ),
  },
];

export const DOCS = [
  { link: '/docs#terms', title: t('Пользовательское соглашение', 'Terms of Use', 'Օգտագործման պայմաններ') },
  { link: '/docs#privacy', title: t('Политика конфиденциальности', 'Privacy Policy', 'Գաղտնիության քաղաքականություն') },
  { link: '/docs#subscription', title: t('Условия подписки', 'Subscription Terms', 'Բաժանորդագրության պայմաններ') },
];

export const ADVANTAGES = [
  t('Без рекламы', 'No ads', 'Առանց գովազդի'),
  t('До 5 устройств', 'Up to 5 devices', 'Մինչև 5 սարք'),
  t('Качество до 4K', 'Up to 4K quality', 'Մինչև 4K որակ'),
  t('Отмена в любой момент', 'Cancel any time', 'Չեղարկում ցանկացած պահի'),
];

/** Device tabs: the last one links out to the app stores (spec 2 §2). */
export const DEVICE_TABS = [
  {
    title: t('Smart TV', 'Smart TV', 'Smart TV'),
    subtitle: t('Samsung, LG, Android TV', 'Samsung, LG, Android TV', 'Samsung, LG, Android TV'),
    link: '/tvcode',
  },
  { title: t('Компьютер', 'Computer', 'Համակարգիչ'), subtitle: t('В любом браузере', 'In any browser', 'Ցանկացած դիտարկիչում'), link: '/' },
  {
    title: t('Телефон и планшет', 'Phone and tablet', 'Հեռախոս և պլանշետ'),
    subtitle: t('iOS и Android', 'iOS and Android', 'iOS և Android'),
    link: '/',
  },
  {
    title: t('Приложения', 'Apps', 'Հավելվածներ'),
    subtitle: t('Скачайте в магазине приложений', 'Get it in the app store', 'Ներբեռնեք հավելվածների խանութից'),
    link: 'https://example.com/apps',
  },
];

/** The promo cards grid of the offers page: one more than it shows. */
export const PROMO_CARDS = [
  {
    title: t('Фильмы', 'Films', 'Ֆիլմեր'),
    subtitle: t('Премьеры каждую неделю', 'Premieres every week', 'Պրեմիերաներ ամեն շաբաթ'),
    target: '/movies',
  },
  {
    title: t('Сериалы', 'Series', 'Սերիալներ'),
    subtitle: t('Целыми сезонами', 'Whole seasons', 'Ամբողջական եթերաշրջաններ'),
    target: '/series',
  },
  { title: t('ТВ', 'TV', 'TV'), subtitle: t('30 каналов с архивом', '30 channels with an archive', '30 ալիք արխիվով'), target: '/tv' },
  {
    title: t('Детям', 'Kids', 'Երեխաներին'),
    subtitle: t('Мультфильмы без рекламы', 'Cartoons without ads', 'Մուլտֆիլմեր առանց գովազդի'),
    target: '/kids',
  },
  {
    title: t('Караоке', 'Karaoke', 'Կարաոկե'),
    subtitle: t('Пойте с друзьями', 'Sing with friends', 'Երգեք ընկերների հետ'),
    target: '/karaoke/catalog',
  },
  { title: t('Спорт', 'Sport', 'Սպորտ'), subtitle: t('Матчи и обзоры', 'Matches and highlights', 'Խաղեր և ակնարկներ'), target: '/sport' },
];
