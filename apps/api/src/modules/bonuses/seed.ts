import { BONUS_CURRENCY } from '@efir/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bonusPrograms, purchaseOptions, purchasePrices } from '../../db/schema/index.js';

/** What a 48-hour rental costs in points in the demo (a 149 ₽ rental; a welcome bonus pays for it). */
export const DEMO_RENTAL_POINTS = 300;

/**
 * The demo operator's program «Эфир Бонусы» (docs/demo-accounts.md): joined by phone, 500 welcome points, 5 points per
 * 100 ₽ paid by card; every 48-hour rental may be paid with 300 points. Added once, after the price list.
 */
export async function seedDemoBonuses(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(bonusPrograms);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const [program] = await tx
      .insert(bonusPrograms)
      .values({
        name: { rus: 'Эфир Бонусы', eng: 'Efir Bonus', hye: 'Էֆիր Բոնուսներ' },
        required_login_type: 'phone',
        activation_terms: {
          rus: 'Подтвердите номер телефона кодом из SMS — и получите 500 приветственных баллов. За каждые 100 ₽, оплаченные картой, начисляем 5 баллов; баллами можно оплатить аренду фильмов.',
          eng: 'Confirm your phone number with the code from the SMS and get 500 welcome points. Every 100 ₽ paid by card earns 5 points; points pay for film rentals.',
          hye: 'Հաստատեք հեռախոսահամարը SMS-ով ստացված կոդով և ստացեք 500 ողջույնի միավոր։ Քարտով վճարված յուրաքանչյուր 100 ₽-ի համար՝ 5 միավոր․ միավորներով կարելի է վարձել ֆիլմեր։',
        },
        earn_percent: 5,
        welcome_points: 500,
      })
      .returning({ id: bonusPrograms.id });
    if (!program) return;
    const rentals = await tx
      .select({ price: purchasePrices })
      .from(purchasePrices)
      .innerJoin(purchaseOptions, eq(purchaseOptions.seq_id, purchasePrices.seq_id))
      .where(and(eq(purchaseOptions.usage_model, 'TVOD'), eq(purchasePrices.type, 'one_time'), isNull(purchasePrices.bonus_program_id)));
    if (rentals.length === 0) return;
    await tx.insert(purchasePrices).values(
      rentals.map(({ price }) => ({
        seq_id: price.seq_id,
        duration: price.duration,
        duration_unit: price.duration_unit,
        type: 'bonus' as const,
        amount_minor: DEMO_RENTAL_POINTS,
        currency: BONUS_CURRENCY,
        bonus_program_id: program.id,
      })),
    );
  });
}
