import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaItems, purchaseOptions, purchasePrices, services } from '../../db/schema/index.js';

type NewPrice = Omit<typeof purchasePrices.$inferInsert, 'seq_id'>;

const rub = (roubles: number) => roubles * 100;
const monthly = (roubles: number): NewPrice[] => [
  { duration: 1, duration_unit: 'month', is_default: true, type: 'one_time', amount_minor: rub(roubles) },
  // A year for ten months' price: the usual offer on a service landing page.
  { duration: 12, duration_unit: 'month', type: 'discount', amount_minor: rub(roubles * 10), original_amount_minor: rub(roubles * 12) },
];

/**
 * The demo operator's price list (README, docs/demo-accounts.md): every active service by the month or the year,
 * films and series sold (EST) for ever, rentals (TVOD) for 48 hours or bought. Added once, when there is none.
 */
export async function seedDemoPrices(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(purchaseOptions);
  if (n > 0) return;
  const offered = await db.select({ id: services.id, kind: services.kind }).from(services).orderBy(asc(services.position));
  const sold = await db
    .select({ id: mediaItems.id, type: mediaItems.type, usage_model: mediaItems.usage_model })
    .from(mediaItems)
    .where(inArray(mediaItems.usage_model, ['EST', 'TVOD']))
    .orderBy(asc(mediaItems.id));
  const plan: { option: typeof purchaseOptions.$inferInsert; prices: NewPrice[] }[] = [
    ...offered.map((service, index) => ({
      option: { usage_model: 'SERVICE' as const, service_id: service.id, position: 0 },
      prices: monthly(service.kind === 'bundle' ? 599 : [199, 299, 399][index % 3]!),
    })),
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
}
