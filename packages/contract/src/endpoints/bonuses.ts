import { defineEndpoint } from '../endpoint.js';
import {
  BonusChangeLoginBody,
  BonusConfirmBody,
  BonusConfirmed,
  BonusHistory,
  BonusProgramParams,
  BonusPrograms,
  BonusRegisterBody,
  BonusRequest,
} from '../schemas/bonuses.js';

/** spec 2 §3 Bonus program, §4 Bonus activation, §7 bonuses.*; spec 1 §2 /my/bonuses. Signed-in viewers only. */
export const bonusesEndpoints = {
  'bonuses.list': defineEndpoint({
    method: 'GET',
    path: '/api/v1/bonuses',
    summary: 'The bonus programs with this account’s status, actions and balance (/my/bonuses)',
    tag: 'bonuses',
    access: 'account',
    response: BonusPrograms,
  }),
  'bonuses.history': defineEndpoint({
    method: 'GET',
    path: '/api/v1/bonuses/:id',
    summary: 'One program and the points this account earned and spent in it, newest first (/my/bonuses/{id})',
    tag: 'bonuses',
    access: 'account',
    params: BonusProgramParams,
    response: BonusHistory,
  }),
  'bonuses.register': defineEndpoint({
    method: 'POST',
    path: '/api/v1/bonuses/register',
    summary: 'Sends a code to the account’s own login of the program’s type; need_confirm with request_id and resend_after',
    tag: 'bonuses',
    access: 'account',
    body: BonusRegisterBody,
    response: BonusRequest,
  }),
  'bonuses.changeLogin': defineEndpoint({
    method: 'POST',
    path: '/api/v1/bonuses/change_login',
    summary: 'Sends a code to another login (spec 2 §5 phone or e-mail rules); same answer as register',
    tag: 'bonuses',
    access: 'account',
    body: BonusChangeLoginBody,
    response: BonusRequest,
  }),
  'bonuses.confirm': defineEndpoint({
    method: 'POST',
    path: '/api/v1/bonuses/confirm',
    summary: 'The code of the open request registers the account (or its new login); a welcome bonus the first time',
    tag: 'bonuses',
    access: 'account',
    body: BonusConfirmBody,
    response: BonusConfirmed,
  }),
} as const;
