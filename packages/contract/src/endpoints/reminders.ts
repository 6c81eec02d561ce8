import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import { ReminderList, ReminderRef } from '../schemas/reminders.js';

/** Issue 16 Reminders: a signed-in viewer's reminders of live-TV programmes, due as a notification at their start. */
export const remindersEndpoints = {
  'reminders.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/reminders',
    summary: 'The active profile’s reminders of programmes not over yet, soonest first (/my/reminders)',
    tag: 'reminders',
    access: 'account',
    response: ReminderList,
  }),
  'reminders.set': defineEndpoint({
    method: 'POST',
    path: '/api/v1/reminders',
    summary: 'Sets a reminder of a programme still to start; setting it twice is no error',
    tag: 'reminders',
    access: 'account',
    body: ReminderRef,
    response: Done,
  }),
  'reminders.unset': defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/reminders',
    summary: 'Removes a reminder; its notification is not sent',
    tag: 'reminders',
    access: 'account',
    body: ReminderRef,
    response: Done,
  }),
} as const;
