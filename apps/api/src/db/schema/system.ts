import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { i18nText } from './i18n.js';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: i18nText('name').notNull(),
  alias: text('alias').notNull(),
  call_code: text('call_code').notNull(),
  maskexp: text('maskexp').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  title: i18nText('title').notNull(),
  target: text('target').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

/** Operator settings by key: allowed_login_types, feature_toggles … */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
