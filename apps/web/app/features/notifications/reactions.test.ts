import type { NotificationEvent } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { mayDisplay, reactionsTo, toastAutoClose } from './reactions';

const allowed = { is_notifications_allowed: true };
const muted = { is_notifications_allowed: false };
const panel = (extra: object = {}): NotificationEvent => ({
  event_code: 'marketing_message',
  event_type: 'display',
  message_id: 'a7f0c6f2-0000-4000-8000-000000000001',
  display: { display_type: 'panel', message: 'Новый сезон', is_cancellable: true, force_display: false, ...extra },
});
const kinds = (event: NotificationEvent, profile = allowed) => reactionsTo(event, profile).map((reaction) => reaction.kind);

describe('the reactions to pushed events (spec 1 §4)', () => {
  it.each([
    'sync_purchases',
    'sync_unsubscribes',
    'promocode_activated',
    'bank_card_deleted',
    'bank_card_added',
    'get_billing_info_request',
    'bonuses_changed',
  ])('%s reloads the page', (code) => {
    expect(kinds({ event_code: code } as NotificationEvent)).toEqual(['reload']);
  });

  it('an operator’s reply in the support chat reads the conversation again, and nothing else', () => {
    expect(kinds({ event_code: 'support_chat_message', payload: { conversation_id: 7 } })).toEqual(['support_chat']);
  });

  it('ott_tv_activated reloads and refreshes the user', () => {
    expect(kinds({ event_code: 'ott_tv_activated' } as unknown as NotificationEvent)).toEqual(['refresh_user', 'reload']);
  });

  it.each(['profile_changed', 'profile_updated', 'location_changed', 'account_status'])('%s refreshes the user data', (code) => {
    expect(kinds({ event_code: code } as unknown as NotificationEvent)).toEqual(['refresh_user']);
  });

  it('sync_purchase and sync_unsubscribe of a media item reload; of anything else they do not', () => {
    for (const code of ['sync_purchase', 'sync_unsubscribe']) {
      expect(kinds({ event_code: code, item: { type: 'media_item', id: 5 } } as unknown as NotificationEvent)).toEqual(['reload']);
      expect(kinds({ event_code: code } as unknown as NotificationEvent)).toEqual([]);
    }
  });

  it('an account-wide sync may be the echo of this tab’s own purchase; an item’s (a rental that ended) never is', () => {
    expect(reactionsTo({ event_code: 'sync_purchases' }, allowed)).toEqual([{ kind: 'reload', echo: true }]);
    expect(reactionsTo({ event_code: 'sync_purchase', item: { type: 'media_item', id: 5 } }, allowed)).toEqual([
      { kind: 'reload', echo: false },
    ]);
  });

  it('payment_failed shows its error toast (which reloads when it goes) instead of reloading at once', () => {
    expect(kinds({ event_code: 'payment_failed' })).toEqual(['payment_failed']);
  });

  it('a message is reported and shown when the profile allows notifications', () => {
    expect(kinds(panel())).toEqual(['message', 'display']);
  });
});

describe('an item_recommendations message (spec 2 §4 Recommendations modal)', () => {
  const recommend = (extra: object = {}) =>
    ({ ...panel(extra), event_code: 'item_recommendations', item: { type: 'media_item', id: 42 } }) as NotificationEvent;

  it('opens the recommendations modal for its item instead of a panel, by the display rules', () => {
    expect(reactionsTo(recommend(), allowed)).toEqual([
      { kind: 'message', messageId: 'a7f0c6f2-0000-4000-8000-000000000001' },
      { kind: 'recommend', itemId: 42, options: { mediaViewAlias: undefined, abTest: false } },
    ]);
    expect(kinds(recommend(), muted)).toEqual(['message']);
  });

  it('passes the media view it names and its A/B flag to the modal (spec 2 §3 media_view_alias, ab_test)', () => {
    expect(reactionsTo({ ...recommend(), media_view_alias: 'home', ab_test: true }, allowed)).toContainEqual({
      kind: 'recommend',
      itemId: 42,
      options: { mediaViewAlias: 'home', abTest: true },
    });
  });
});

describe('an item_rating message (spec 2 §4 Rating modal)', () => {
  const rating = (extra: object = {}) =>
    ({ ...panel(extra), event_code: 'item_rating', item: { type: 'media_item', id: 42 } }) as NotificationEvent;

  it('opens the rating modal for its item instead of a panel', () => {
    expect(reactionsTo(rating(), allowed)).toEqual([
      { kind: 'message', messageId: 'a7f0c6f2-0000-4000-8000-000000000001' },
      { kind: 'rate', itemId: 42, messageId: 'a7f0c6f2-0000-4000-8000-000000000001' },
    ]);
  });

  it('follows the display rules: not for a profile without notifications, unless forced', () => {
    expect(kinds(rating(), muted)).toEqual(['message']);
    expect(kinds(rating({ force_display: true }), muted)).toEqual(['message', 'rate']);
  });
});

describe('the display rules (spec 1 §6)', () => {
  it('a profile that does not allow notifications gets the message in its journal only', () => {
    expect(kinds(panel(), muted)).toEqual(['message']);
  });

  it('force_display shows it whatever the profile says', () => {
    expect(kinds(panel({ force_display: true }), muted)).toEqual(['message', 'display']);
    expect(mayDisplay({ force_display: true }, null)).toBe(true);
    expect(mayDisplay({}, null)).toBe(false);
  });

  it('a toast lasts display.duration seconds, else until closed', () => {
    expect(toastAutoClose({ duration: 7 })).toBe(7000);
    expect(toastAutoClose({})).toBe(false);
  });
});

describe('an item_selling_screen message (spec 2 §2 Modals: selling-screen prompt)', () => {
  const selling = (extra: object = {}) =>
    ({ ...panel(extra), event_code: 'item_selling_screen', item: { type: 'media_item', id: 42 } }) as NotificationEvent;
  const MESSAGE_ID = 'a7f0c6f2-0000-4000-8000-000000000001';

  it('opens the prompt for its item with the message’s texts instead of a panel', () => {
    expect(reactionsTo(selling(), allowed)).toEqual([
      { kind: 'message', messageId: MESSAGE_ID },
      { kind: 'sell', itemId: 42, display: selling().display, messageId: MESSAGE_ID },
    ]);
  });

  it('follows the display rules: not for a profile without notifications, unless the message forces display', () => {
    expect(kinds(selling(), muted)).toEqual(['message']);
    expect(reactionsTo(selling(), null).map((reaction) => reaction.kind)).toEqual(['message']);
    expect(kinds(selling({ force_display: true }), muted)).toEqual(['message', 'sell']);
  });
});

describe('an iframe message (spec 2 §3 src, title)', () => {
  const frame = (extra: object = {}) =>
    ({ ...panel(extra), event_code: 'iframe', src: 'https://forms.example/survey', title: 'Анкета' }) as NotificationEvent;

  it('frames its page in a modal instead of a panel', () => {
    expect(reactionsTo(frame(), allowed)).toEqual([
      { kind: 'message', messageId: 'a7f0c6f2-0000-4000-8000-000000000001' },
      {
        kind: 'frame',
        src: 'https://forms.example/survey',
        title: 'Анкета',
        display: frame().display,
        messageId: 'a7f0c6f2-0000-4000-8000-000000000001',
      },
    ]);
  });

  it('follows the display rules: not for a profile without notifications, unless the message forces display', () => {
    expect(kinds(frame(), muted)).toEqual(['message']);
    expect(kinds(frame({ force_display: true }), muted)).toEqual(['message', 'frame']);
  });
});
