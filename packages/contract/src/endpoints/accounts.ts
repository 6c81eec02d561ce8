import { defineEndpoint } from '../endpoint.js';
import { AccountStatus, AccountStatusBody, AccountStatusParams, OperatorAccount, OperatorAccountQuery, User } from '../schemas/accounts.js';

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
  'operator.account': defineEndpoint({
    method: 'GET',
    path: '/api/operator/accounts',
    summary: 'Finds an account by its phone (digits with the country code) or e-mail: its id, number and block state',
    tag: 'operator',
    access: 'operator',
    query: OperatorAccountQuery,
    response: OperatorAccount,
  }),
  'operator.accountStatus': defineEndpoint({
    method: 'PUT',
    path: '/api/operator/accounts/:account_id/status',
    summary:
      'Blocks an account with its block screen, or unblocks it, with the reason; its viewers get account_status and see the screen. The same state again changes nothing',
    tag: 'operator',
    access: 'operator',
    params: AccountStatusParams,
    body: AccountStatusBody,
    response: AccountStatus,
  }),
} as const;
