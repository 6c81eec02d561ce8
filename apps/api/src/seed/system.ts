import type { CookieBannerSettings, TopBannerSettings } from '@efir/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countries, languages, menuItems, settings } from '../db/schema/index.js';
import { COOKIE_BANNER_KEY, TOP_BANNER_KEY } from '../modules/system/service.js';

/** A demo top banner on the main brand's home (spec 1 §1), for every visitor; the operator replaces it. */
const DEMO_TOP_BANNER: TopBannerSettings = {
  pages: ['home'],
  param_name: null,
  param_val: null,
  onlyNotAuth: false,
  text: {
    rus: 'Месяц подписки «Эфир Плюс» за 1 ₽ — для новых зрителей',
    eng: 'A month of Efir Plus for 1 ₽ — for new viewers',
    hye: 'Էֆիր Պլյուսի մեկ ամիս 1 ₽-ով՝ նոր դիտողների համար',
  },
  target: { url: '/services', text: { rus: 'Выбрать подписку', eng: 'Choose a plan', hye: 'Ընտրել բաժանորդագրություն' } },
  colors: { bg: '#ffd84d', text: '#1a1400', btn_bg: '#1a1400', btn_text: '#ffd84d' },
};

const DEMO_COOKIE_BANNER: CookieBannerSettings = {
  text: {
    rus: 'Мы используем cookie, чтобы сайт работал и становился удобнее. Оставаясь на сайте, вы соглашаетесь с этим.',
    eng: 'We use cookies to keep the site working and make it better. By staying on the site you agree to this.',
    hye: 'Մենք օգտագործում ենք cookie-ներ, որպեսզի կայքն աշխատի և դառնա ավելի հարմար։ Մնալով կայքում՝ դուք համաձայնում եք դրան։',
  },
  link: { url: '/docs', text: { rus: 'Подробнее', eng: 'Learn more', hye: 'Մանրամասն' } },
};

/** The operator's system data on a fresh database; skipped once any language exists. */
export async function seedSystem(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(languages);
  if (count > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(languages).values([
      { code: 'rus', name: 'Русский', image: '/static/flags/ru.svg', position: 1 },
      { code: 'eng', name: 'English', image: '/static/flags/gb.svg', position: 2 },
      { code: 'hye', name: 'Հայերեն', image: '/static/flags/am.svg', position: 3 },
    ]);
    // spec 1 §3: Russia first (+7, mask (XXX) XXX-XX-XX), Armenia next.
    await tx.insert(countries).values(
      [
        ['ru', { rus: 'Россия', eng: 'Russia', hye: 'Ռուսաստան' }, 'russia', '7', '(XXX) XXX-XX-XX'],
        ['am', { rus: 'Армения', eng: 'Armenia', hye: 'Հայաստան' }, 'armenia', '374', '(XX) XXX-XXX'],
        ['by', { rus: 'Беларусь', eng: 'Belarus', hye: 'Բելառուս' }, 'belarus', '375', '(XX) XXX-XX-XX'],
        ['ge', { rus: 'Грузия', eng: 'Georgia', hye: 'Վրաստան' }, 'georgia', '995', '(XXX) XX-XX-XX'],
        ['uz', { rus: 'Узбекистан', eng: 'Uzbekistan', hye: 'Ուզբեկստան' }, 'uzbekistan', '998', '(XX) XXX-XX-XX'],
        ['kg', { rus: 'Киргизия', eng: 'Kyrgyzstan', hye: 'Ղրղզստան' }, 'kyrgyzstan', '996', '(XXX) XXX-XXX'],
        ['az', { rus: 'Азербайджан', eng: 'Azerbaijan', hye: 'Ադրբեջան' }, 'azerbaijan', '994', '(XX) XXX-XX-XX'],
        ['tj', { rus: 'Таджикистан', eng: 'Tajikistan', hye: 'Տաջիկստան' }, 'tajikistan', '992', '(XX) XXX-XXXX'],
      ].map(([code, name, alias, call_code, maskexp], index) => ({
        code: code as string,
        name: name as { rus: string },
        alias: alias as string,
        call_code: call_code as string,
        maskexp: maskexp as string,
        image: `/static/flags/${code}.svg`,
        position: index + 1,
      })),
    );
    await tx.insert(menuItems).values(
      [
        [{ rus: 'Главная', eng: 'Home', hye: 'Գլխավոր' }, '/', 'home'],
        [{ rus: 'ТВ', eng: 'TV', hye: 'Հեռուստացույց' }, '/tv', 'tv'],
        [{ rus: 'Фильмы', eng: 'Movies', hye: 'Ֆիլմեր' }, '/movies', 'movies'],
        [{ rus: 'Сериалы', eng: 'Series', hye: 'Սերիալներ' }, '/series', 'series'],
        [{ rus: 'Детям', eng: 'Kids', hye: 'Երեխաներին' }, '/kids', 'kids'],
        [{ rus: 'Спорт', eng: 'Sport', hye: 'Սպորտ' }, '/sport', 'sport'],
        [{ rus: 'Обучение', eng: 'Education', hye: 'Կրթություն' }, '/education', 'education'],
        [{ rus: 'Караоке', eng: 'Karaoke', hye: 'Կարաոկե' }, '/karaoke/catalog', 'karaoke'],
        [{ rus: 'Подборки', eng: 'Collections', hye: 'Հավաքածուներ' }, '/collections', 'collections'],
        [{ rus: 'Подписки', eng: 'Subscriptions', hye: 'Բաժանորդագրություններ' }, '/services', 'services'],
      ].map(([title, target, icon], index) => ({
        title: title as { rus: string },
        target: target as string,
        icon: icon as string,
        position: index + 1,
      })),
    );
    await tx.insert(settings).values([
      { key: 'allowed_login_types', value: ['phone', 'email'] },
      {
        key: 'feature_toggles',
        value: { show_product_onboarding_modal: { ab_salt: 'onboarding', ab_percent: 50, products: [] }, profile_steps: true },
      },
      { key: TOP_BANNER_KEY, value: DEMO_TOP_BANNER },
      { key: COOKIE_BANNER_KEY, value: DEMO_COOKIE_BANNER },
    ]);
  });
}
