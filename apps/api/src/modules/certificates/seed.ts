import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificateOffers, services } from '../../db/schema/index.js';

/**
 * The demo operator's certificates (/podarochnye-sertifikaty): a month of «Кинозал», three months of «Эфир Максимум»
 * at their monthly prices, and 500 and 1 000 ₽ for the balance. Added once, when there are none; a service the
 * catalogue lacks leaves its offer out.
 */
export async function seedDemoCertificateOffers(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(certificateOffers);
  if (n > 0) return;
  const serviceId = async (alias: string) => (await db.select({ id: services.id }).from(services).where(eq(services.alias, alias)))[0]?.id;
  const [cinema, maximum] = await Promise.all([serviceId('kinozal'), serviceId('maximum')]);
  const rows: (typeof certificateOffers.$inferInsert)[] = [
    ...(cinema
      ? [
          {
            name: { rus: 'Кинозал на 1 месяц', eng: 'Cinema Hall for 1 month', hye: 'Կինոդահլիճ 1 ամսով' },
            service_id: cinema,
            days: 30,
            price_minor: 29_900,
            position: 1,
          },
        ]
      : []),
    ...(maximum
      ? [
          {
            name: { rus: 'Эфир Максимум на 3 месяца', eng: 'Efir Maximum for 3 months', hye: 'Էֆիր Մաքսիմում 3 ամսով' },
            service_id: maximum,
            days: 90,
            price_minor: 179_700,
            position: 2,
          },
        ]
      : []),
    {
      name: { rus: 'Сертификат на 500 ₽', eng: '500 ₽ certificate', hye: '500 ₽ սերտիֆիկատ' },
      credit_minor: 50_000,
      price_minor: 50_000,
      position: 3,
    },
    {
      name: { rus: 'Сертификат на 1 000 ₽', eng: '1 000 ₽ certificate', hye: '1 000 ₽ սերտիֆիկատ' },
      credit_minor: 100_000,
      price_minor: 100_000,
      position: 4,
    },
  ];
  await db.insert(certificateOffers).values(rows);
}
