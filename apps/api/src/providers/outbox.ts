import type { OutboxMessage } from '@efir/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import type { MessageSender, Messaging } from './messaging.js';

export type Outbox = Messaging & { list(to?: string): Promise<OutboxMessage[]> };

/** The dev providers: messages land in the outbox table, readable at GET /api/dev/outbox. */
export function outboxMessaging(db: Db): Outbox {
  const sender = (channel: 'sms' | 'email'): MessageSender => ({
    async send({ to, text, code }) {
      await db.insert(outboxMessages).values({ channel, to, text, code: code ?? null });
    },
  });
  return {
    sms: sender('sms'),
    email: sender('email'),
    async list(to) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.to, to) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(200);
      return rows.map(({ id: _, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString() }));
    },
  };
}
