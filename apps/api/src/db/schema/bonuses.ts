import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { i18nText } from './i18n.js';

/** spec 2 §3 Bonus program: points earned on card purchases by its rule, spent on the items priced in them. */
export const bonusPrograms = pgTable(
  'bonus_programs',
  {
    id: serial('id').primaryKey(),
    name: i18nText('name').notNull(),
    required_login_type: text('required_login_type', { enum: ['phone', 'email'] }).notNull(),
    activation_terms: i18nText('activation_terms').notNull(),
    /** Points per 100 roubles paid by card (5: 5 % of the amount). */
    earn_percent: integer('earn_percent').notNull().default(0),
    /** Points credited once, when the viewer's registration is confirmed. */
    welcome_points: integer('welcome_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('bonus_programs_earn', sql`${t.earn_percent} between 0 and 100`),
    check('bonus_programs_welcome', sql`${t.welcome_points} >= 0`),
  ],
);

/**
 * An account in a program, registered once a code sent to its login is confirmed; the open request (spec 2 §7
 * request_id) names the login the code went to. `balance` is the sum of the account's ledger rows, kept beside them in
 * the same transaction so that a spend is one conditional update and can never take it below zero.
 */
export const bonusMembers = pgTable(
  'bonus_members',
  {
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => bonusPrograms.id, { onDelete: 'cascade' }),
    /** The confirmed login; null until the first confirmation. */
    login: text('login'),
    login_type: text('login_type', { enum: ['phone', 'email'] }),
    registered_at: timestamp('registered_at', { withTimezone: true }),
    request_id: uuid('request_id'),
    request_action: text('request_action', { enum: ['register', 'use_custom_login'] }),
    request_login: text('request_login'),
    request_login_type: text('request_login_type', { enum: ['phone', 'email'] }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.program_id] }), check('bonus_members_balance', sql`${t.balance} >= 0`)],
);

/** Every point earned or spent, signed (spent rows negative); the order that earned or spent it. */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: serial('id').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    program_id: integer('program_id')
      .notNull()
      .references(() => bonusPrograms.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason', { enum: ['welcome', 'earned', 'spent', 'refunded'] }).notNull(),
    order_id: uuid('order_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_ledger_member_idx').on(t.account_id, t.program_id, t.created_at),
    check('bonus_ledger_points', sql`${t.points} <> 0`),
  ],
);
