import type { SupportChatConversation } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import {
  badgeText,
  pollIntervalMs,
  SUPPORT_CHAT_OPEN_POLL_MS,
  SUPPORT_CHAT_WAITING_POLL_MS,
  sendsOnKey,
  showsSupportChat,
  unreadUpTo,
} from './chat-rules';

const settings = { title: 'Поддержка', greeting: 'Здравствуйте', hours: 'С 9 до 21' };
const conversation = (values: Partial<SupportChatConversation> = {}): SupportChatConversation => ({
  id: 1,
  status: 'open',
  unread: 0,
  messages: [],
  ...values,
});
const message = (id: number, author: 'viewer' | 'operator') => ({ id, author, text: `№${id}`, created_at: '2026-11-27T00:00:00.000Z' });

describe('where the support chat shows (spec 1 §1, §7)', () => {
  it('once the operator has set it for the brand', () => {
    expect(showsSupportChat(settings, false)).toBe(true);
    expect(showsSupportChat(null, false)).toBe(false);
  });

  it('not in the TV view', () => {
    expect(showsSupportChat(settings, true)).toBe(false);
  });
});

describe('how replies reach the panel', () => {
  it('a signed-in viewer’s come on the push stream: no polling', () => {
    expect(pollIntervalMs(true, true, conversation())).toBe(false);
  });

  it('a visitor’s open panel asks every 5 s; closed, only while the conversation is open', () => {
    expect(pollIntervalMs(false, true, null)).toBe(SUPPORT_CHAT_OPEN_POLL_MS);
    expect(pollIntervalMs(false, false, conversation())).toBe(SUPPORT_CHAT_WAITING_POLL_MS);
    expect(pollIntervalMs(false, false, conversation({ status: 'closed' }))).toBe(false);
    expect(pollIntervalMs(false, false, null)).toBe(false);
  });
});

describe('the field', () => {
  it('sends on Enter and writes a new line on Shift+Enter, leaving an input method’s Enter alone', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('the unread badge', () => {
  it('counts up to 9, then says 9+', () => {
    expect(badgeText(3)).toBe('3');
    expect(badgeText(12)).toBe('9+');
  });

  it('marks read up to the newest reply of the operator’s', () => {
    const messages = [message(1, 'viewer'), message(2, 'operator'), message(3, 'operator'), message(4, 'viewer')];
    expect(unreadUpTo(conversation({ unread: 2, messages }))).toBe(3);
    expect(unreadUpTo(conversation({ unread: 0, messages }))).toBeNull();
    expect(unreadUpTo(null)).toBeNull();
  });
});
