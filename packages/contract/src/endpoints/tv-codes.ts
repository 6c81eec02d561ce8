import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  OttTvCodeSendBody,
  OttTvCodeSent,
  TvCodeAuthoriseBody,
  TvCodeAuthorised,
  TvCodeCreated,
  TvCodeStatus,
} from '../schemas/tv-codes.js';

/** spec 2 §4 TV-code flow: the TV asks for a code and waits; the signed-in viewer enters it; the TV becomes a session. */
export const tvCodesEndpoints = {
  'tvcode.create': defineEndpoint({
    method: 'POST',
    path: '/api/v1/tv_codes',
    summary: 'A new 6-character code for this (not signed-in) TV browser, valid 10 minutes; its earlier code stops working',
    tag: 'tvcode',
    access: 'session',
    body: z.strictObject({}),
    response: TvCodeCreated,
  }),
  'tvcode.status': defineEndpoint({
    method: 'POST',
    path: '/api/v1/tv_codes/status',
    summary: 'The TV’s poll: pending, expired, or signed in — once the code was entered this browser’s session becomes one of that account',
    tag: 'tvcode',
    access: 'session',
    body: z.strictObject({}),
    response: TvCodeStatus,
  }),
  'tvcode.authorise': defineEndpoint({
    method: 'POST',
    path: '/api/v1/tv_codes/authorise',
    summary: 'spec 2 §7 TV code authorise: the TV showing this code signs in to the caller’s account (once, within 10 minutes)',
    tag: 'tvcode',
    access: 'account',
    body: TvCodeAuthoriseBody,
    response: TvCodeAuthorised,
  }),
  'tvcode.ottSend': defineEndpoint({
    method: 'POST',
    path: '/api/v1/tv_codes/ott',
    summary: 'spec 2 §7 OTT TV code send: a code from the address (?ott_tv=), trimmed; same rules as authorise',
    tag: 'tvcode',
    access: 'account',
    body: OttTvCodeSendBody,
    response: OttTvCodeSent,
  }),
} as const;
