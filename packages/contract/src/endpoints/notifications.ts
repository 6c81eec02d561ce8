import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { Done } from '../schemas/auth.js';
import {
  EventStreamQuery,
  JournalMessages,
  MessageSendBody,
  MessageSent,
  MessageStatusBody,
  PollFinishBody,
  PollParams,
  PollResults,
} from '../schemas/notifications.js';

export const notificationsEndpoints = {
  'notifications.events': defineEndpoint({
    method: 'GET',
    path: '/api/v1/notifications/events',
    summary:
      'The session’s live push (spec 1 §4): a text/event-stream of notification events, each with its id; a reconnect with Last-Event-ID (or last_event_id) gets what it missed',
    tag: 'notifications',
    access: 'account',
    query: EventStreamQuery,
    response: z.string(),
  }),
  'notifications.messages': defineEndpoint({
    method: 'GET',
    path: '/api/v1/notifications/messages',
    summary: 'The journal’s messages (/my/journal/messages), newest first, with the unread count',
    tag: 'notifications',
    access: 'account',
    response: JournalMessages,
  }),
  'notifications.messageStatus': defineEndpoint({
    method: 'POST',
    path: '/api/v1/notifications/message_status',
    summary: 'Message status update (spec 1 §7): delivered, shown or clicked',
    tag: 'notifications',
    access: 'account',
    body: MessageStatusBody,
    response: Done,
  }),
  'notifications.send': defineEndpoint({
    method: 'POST',
    path: '/api/operator/messages',
    summary: 'Sends a message (spec 1 §3 Notification event) to an account, a profile or everyone; stored and pushed live',
    tag: 'operator',
    access: 'operator',
    body: MessageSendBody,
    response: MessageSent,
    status: 201,
  }),
  'polls.finish': defineEndpoint({
    method: 'POST',
    path: '/api/v1/polls/:poll_id/finish',
    summary: 'Finish poll (spec 2 §7): the answer index chosen for each question, once per recipient',
    tag: 'notifications',
    access: 'account',
    params: PollParams,
    body: PollFinishBody,
    response: Done,
  }),
  'polls.results': defineEndpoint({
    method: 'GET',
    path: '/api/operator/polls/:poll_id',
    summary: 'A poll’s results: how many answered and the count of each answer',
    tag: 'operator',
    access: 'operator',
    params: PollParams,
    response: PollResults,
  }),
} as const;
