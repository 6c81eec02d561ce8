import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaItems, promoCodes, services } from '../../db/schema/index.js';

/** The demo operator's promo codes (README, docs/demo-accounts.md); codes are stored normalised (upper case). */
export const DEMO_PROMO_CODES = {
  /** 30 days of the first service, once per account, any number of accounts. */
  month: 'EFIR30',
  /** 7 days of the first service for the first account only. */
  single: 'GIFT-ONE',
  /** Ended on 1 September 2025. */
  expired: 'SUMMER2025',
  /** A joint viewing: no grant, leads to a demo film. */
  jointViewing: 'KINOVECHER',
  /** 14 days of «Кинозал», once a bank card is linked to the account (2000021 until then). */
  withCard: 'KINOKARTA',
} as const;

const CAMPAIGN_START = new Date('2026-01-01T00:00:00Z');
/** The service the card-only code opens: another than the first, so the two demo grants can be told apart. */
const CARD_CODE_SERVICE = 'kinozal';

/** Added once; codes already there (a restart, or an operator's edits) are left alone. */
export async function seedDemoPromoCodes(db: Db): Promise<void> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.position))
    .limit(1);
  const [cinema] = await db.select({ id: services.id }).from(services).where(eq(services.alias, CARD_CODE_SERVICE));
  const [film] = await db
    .select({ slug: mediaItems.slug })
    .from(mediaItems)
    .where(and(eq(mediaItems.type, 'film'), eq(mediaItems.is_erotic, false), isNotNull(mediaItems.stream_id)))
    .orderBy(asc(mediaItems.id))
    .limit(1);
  const grant = (days: number) => (service ? { service_id: service.id, grant_days: days } : { target_url: '/services' });
  const rows: (typeof promoCodes.$inferInsert)[] = [
    {
      code: DEMO_PROMO_CODES.month,
      ...grant(30),
      message: {
        rus: 'Промокод активирован: 30 дней подписки',
        eng: 'Promo code activated: 30 days of subscription',
        hye: 'Պրոմոկոդն ակտիվացված է՝ 30 օր բաժանորդագրություն',
      },
      valid_from: CAMPAIGN_START,
    },
    {
      code: DEMO_PROMO_CODES.single,
      ...grant(7),
      message: {
        rus: 'Подарок активирован: 7 дней подписки',
        eng: 'Gift activated: 7 days of subscription',
        hye: 'Նվերն ակտիվացված է՝ 7 օր բաժանորդագրություն',
      },
      valid_from: CAMPAIGN_START,
      max_activations: 1,
    },
    {
      code: DEMO_PROMO_CODES.expired,
      ...grant(14),
      message: { rus: 'Летний промокод активирован', eng: 'Summer promo code activated', hye: 'Ամառային պրոմոկոդն ակտիվացված է' },
      valid_from: new Date('2025-06-01T00:00:00Z'),
      valid_until: new Date('2025-09-01T00:00:00Z'),
    },
    {
      code: DEMO_PROMO_CODES.jointViewing,
      target_url: film ? `/movies/${film.slug}` : '/',
      message: { rus: 'Совместный просмотр открыт', eng: 'Joint viewing is open', hye: 'Համատեղ դիտումը բաց է' },
      valid_from: CAMPAIGN_START,
    },
    {
      code: DEMO_PROMO_CODES.withCard,
      ...(cinema ? { service_id: cinema.id, grant_days: 14 } : grant(14)),
      requires_card: true,
      message: {
        rus: 'Промокод активирован: 14 дней «Кинозала»',
        eng: 'Promo code activated: 14 days of Cinema Hall',
        hye: 'Պրոմոկոդն ակտիվացված է՝ 14 օր «Կինոդահլիճ»',
      },
      valid_from: CAMPAIGN_START,
    },
  ];
  await db.insert(promoCodes).values(rows).onConflictDoNothing();
}
