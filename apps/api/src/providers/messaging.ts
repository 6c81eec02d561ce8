import type { OutboxMessage } from '@efir/contract';
import { desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outboxMessages } from '../db/schema/index.js';
import { type GatewayLog, httpSmsGateway, type SmsGatewayConfig } from './sms-gateway.js';

export interface OutgoingMessage {
  to: string;
  text: string;
  /** The one-time code the text carries, kept apart so dev tooling and tests can read it. */
  code?: string;
}

/** One channel (SMS or e-mail) to a viewer. Domain code asks for this, never for a vendor. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Messaging {
  sms: MessageSender;
  email: MessageSender;
}

/** The dev providers: messages land in the outbox table, readable at GET /api/dev/outbox. */
export function outboxMessaging(db: Db): Messaging & { list(to?: string): Promise<OutboxMessage[]> } {
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

/** E-mail through an SMTP server (nodemailer). */
export function smtpSender(smtp: { url: string; from: string }): MessageSender {
  const transport = createTransport(smtp.url);
  return {
    async send({ to, text }) {
      await transport.sendMail({ from: smtp.from, to, subject: text.split('\n')[0], text });
    },
  };
}

/** Each channel by configuration: SMTP_URL sends e-mail, SMS_GATEWAY_URL sends SMS; an unset one stays in the dev outbox. */
export function configuredMessaging(
  config: { smtp: { url: string; from: string } | undefined; smsGateway: SmsGatewayConfig | undefined },
  outbox: Messaging,
  warn: GatewayLog,
): Messaging {
  return {
    sms: config.smsGateway ? httpSmsGateway(config.smsGateway, warn) : outbox.sms,
    email: config.smtp ? smtpSender(config.smtp) : outbox.email,
  };
}
