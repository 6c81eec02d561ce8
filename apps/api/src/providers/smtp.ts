import { createTransport } from 'nodemailer';
import type { MessageSender } from './messaging.js';

/** E-mail through an SMTP server (nodemailer). */
export function smtpSender(smtp: { url: string; from: string }): MessageSender {
  const transport = createTransport(smtp.url);
  return {
    async send({ to, text }) {
      await transport.sendMail({ from: smtp.from, to, subject: text.split('\n')[0], text });
    },
  };
}
