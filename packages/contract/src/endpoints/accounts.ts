import { defineEndpoint } from '../endpoint.js';
import { User } from '../schemas/accounts.js';

export const accountsEndpoints = {
  'accounts.user': defineEndpoint({
    method: 'GET',
    path: '/api/v1/user',
    summary: 'The viewer’s state (spec 1 §3 User): contacts, account settings, resend timers, system info',
    tag: 'accounts',
    access: 'session',
    allowRestricted: true,
    response: User,
  }),
} as const;
