import type { ProductOnboarding, ReceiptSeller } from '@efir/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaItems, purchaseOptions, purchasePrices, services, settings } from '../../db/schema/index.js';
import { imageUrl } from '../images/image-ref.js';
import { SELLER_SETTING } from './repo.js';

type NewPrice = Omit<typeof purchasePrices.$inferInsert, 'seq_id'>;

const rub = (roubles: number) => roubles * 100;
const monthly = (roubles: number): NewPrice[] => [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: rub(roubles) },
  // A year for ten months' price: the usual offer on a service landing page.
  { duration: 12, duration_unit: 'month', type: 'discount', amount_minor: rub(roubles * 10), original_amount_minor: rub(roubles * 12) },
];

const introMonths = (amountMinor: number, month: number, periods = 1): NewPrice => ({
  duration: 1,
  duration_unit: 'month',
  type: 'intro',
  amount_minor: amountMinor,
  original_amount_minor: rub(month),
  periods,
});
const freeWeek = (): NewPrice => ({ duration: 7, duration_unit: 'day', type: 'trial', amount_minor: 0 });

/**
 * First-subscription offers the demo's banners, labels and landing blocks advertise, so each is what the checkout
 * charges: «Месяц кино за 1 ₽» and «Максимум за 1 ₽» are intro months of Кинозал and Эфир Максимум, «Кино Хиты со
 * скидкой 50%» three first months at half price, all renewing at their monthly prices; the TV archive and «Детский
 * мир» («7 дней бесплатно») have a free week to try.
 */
const FIRST_MONTHS: Record<string, (monthly: number) => NewPrice> = {
  maximum: (month) => introMonths(rub(1), month),
  kinozal: (month) => introMonths(rub(1), month),
  'film-hits': (month) => introMonths(rub(month) / 2, month, 3),
  'tv-archive': freeWeek,
  kids: freeWeek,
};

/**
 * The demo operator's price list (README, docs/demo-accounts.md): every active service by the month or the year,
 * films and series sold (EST) for ever, rentals (TVOD) for 48 hours or bought. Added once, when there is none.
 */
export async function seedDemoPrices(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(purchaseOptions);
  if (n > 0) return;
  const offered = await db
    .select({ id: services.id, kind: services.kind, alias: services.alias })
    .from(services)
    .orderBy(asc(services.position));
  const sold = await db
    .select({ id: mediaItems.id, type: mediaItems.type, usage_model: mediaItems.usage_model })
    .from(mediaItems)
    .where(inArray(mediaItems.usage_model, ['EST', 'TVOD']))
    .orderBy(asc(mediaItems.id));
  const plan: { option: typeof purchaseOptions.$inferInsert; prices: NewPrice[] }[] = [
    ...offered.map((service, index) => {
      const month = service.kind === 'bundle' ? 599 : [199, 299, 399][index % 3]!;
      const first = FIRST_MONTHS[service.alias];
      return {
        option: { usage_model: 'SERVICE' as const, service_id: service.id, position: 0 },
        prices: [...monthly(month), ...(first ? [first(month)] : [])],
      };
    }),
    ...sold.flatMap((item) => {
      if (item.type !== 'film' && item.type !== 'series') return [];
      const buy = {
        option: { usage_model: 'EST' as const, media_item_id: item.id, position: 2 },
        prices: [
          {
            duration: null,
            duration_unit: null,
            is_default: true,
            type: 'one_time' as const,
            amount_minor: rub(item.type === 'film' ? 399 : 990),
          },
        ],
      };
      if (item.usage_model === 'EST') return [buy];
      const rent = {
        option: { usage_model: 'TVOD' as const, media_item_id: item.id, position: 1 },
        prices: [{ duration: 48, duration_unit: 'hour' as const, is_default: true, type: 'one_time' as const, amount_minor: rub(149) }],
      };
      return [rent, buy];
    }),
  ];
  await db.transaction(async (tx) => {
    for (const { option, prices } of plan) {
      const [row] = await tx.insert(purchaseOptions).values(option).returning({ seq_id: purchaseOptions.seq_id });
      if (row) await tx.insert(purchasePrices).values(prices.map((price) => ({ ...price, seq_id: row.seq_id })));
    }
  });
  await seedProductOnboarding(db);
  await db.insert(settings).values({ key: SELLER_SETTING, value: DEMO_SELLER }).onConflictDoNothing();
}

/** The demo operator's legal entity on its receipts (made up: docs/demo-accounts.md). */
const DEMO_SELLER: ReceiptSeller = {
  name: 'ООО «Эфир Демо»',
  tax_id: '7700000000',
  address: '123000, Москва, ул. Примерная, д. 1',
  email: 'support@efir.demo',
};

/** What a new subscriber of the demo's film and archive services is shown after paying (spec 2 §4 step 5). */
async function seedProductOnboarding(db: Db): Promise<void> {
  const rows = await db.select({ id: services.id, alias: services.alias, image: services.image }).from(services);
  const byAlias = new Map(rows.map((row) => [row.alias, row]));
  const kinozal = byAlias.get('kinozal');
  const archive = byAlias.get('tv-archive');
  const maximum = byAlias.get('maximum');
  const products: ProductOnboarding['products'] = [];
  if (kinozal)
    products.push({
      ids: [kinozal.id, ...(maximum ? [maximum.id] : [])],
      image: kinozal.image ? imageUrl(kinozal.image) : '',
      title: { rus: 'Добро пожаловать в «Кинозал»', eng: 'Welcome to Cinema Hall', hye: 'Բարի գալուստ «Կինոդահլիճ»' },
      subtitle: {
        rus: 'Сотни фильмов без рекламы: начните с новинок месяца',
        eng: 'Hundreds of films without ads: start with this month’s new releases',
        hye: 'Հարյուրավոր ֆիլմեր առանց գովազդի՝ սկսեք ամսվա նորույթներից',
      },
      target: { title: { rus: 'Смотреть фильмы', eng: 'Browse films', hye: 'Դիտել ֆիլմեր' }, url: '/movies' },
    });
  if (archive)
    products.push({
      ids: [archive.id],
      image: archive.image ? imageUrl(archive.image) : '',
      title: { rus: 'ТВ Архив подключён', eng: 'TV Archive is on', hye: 'TV Արխիվը միացված է' },
      subtitle: {
        rus: 'Пересматривайте передачи за 7 дней и ставьте эфир на паузу',
        eng: 'Rewatch shows from the past 7 days and pause live TV',
        hye: 'Վերադիտեք վերջին 7 օրվա հաղորդումները և դադարեցրեք ուղիղ եթերը',
      },
      target: { title: { rus: 'К телеканалам', eng: 'Go to channels', hye: 'Դեպի հեռուստաալիքներ' }, url: '/tv' },
    });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'feature_toggles'));
  const toggles = (row?.value ?? {}) as Record<string, unknown>;
  const current = (toggles.show_product_onboarding_modal ?? { ab_salt: 'onboarding', ab_percent: 50 }) as Partial<ProductOnboarding>;
  const value = { ...toggles, show_product_onboarding_modal: { ...current, products } };
  await db.update(settings).set({ value }).where(eq(settings.key, 'feature_toggles'));
}
