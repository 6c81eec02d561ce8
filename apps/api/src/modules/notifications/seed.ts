import type { MessageContent } from '@efir/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../accounts/seed.js';
import type { NotificationsService } from './service.js';

/** The operator's welcome, waiting unread in the demo viewers' journals. */
const WELCOME: MessageContent = {
  event_type: 'display',
  event_code: 'marketing_message',
  display: {
    display_type: 'panel',
    message: 'Добро пожаловать в Эфир',
    submessage: '<p>Новые фильмы и сериалы каждую неделю: загляните в <b>каталог</b>.</p>',
    is_cancellable: true,
    force_display: false,
    target: { type: 'screen', title: 'В каталог', url: '/catalog' },
  },
};

/** Demo messages for the demo accounts; skipped once any message exists. */
export async function seedDemoMessages(db: Db, notifications: NotificationsService): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(messages);
  if (n > 0) return;
  await notifications.send({ email: DEMO_ACCOUNTS.email.email }, WELCOME);
  await notifications.send({ phone: DEMO_ACCOUNTS.phone.phone }, WELCOME);
}
