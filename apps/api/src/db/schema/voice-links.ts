import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * /alice/auth: an account's link to a voice assistant, one per account. A pending `code` (single use, until
 * `code_expires_at`) is what the viewer says to the assistant; redeeming it clears it and records the assistant's user.
 */
export const voiceLinks = pgTable(
  'voice_links',
  {
    account_id: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    code: text('code'),
    code_expires_at: timestamp('code_expires_at', { withTimezone: true }),
    assistant_user_id: text('assistant_user_id'),
    linked_at: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('voice_links_code_idx').on(t.code)],
);
