import { describe, expect, it } from 'vitest';
import { forgetIntent, PENDING_INTENT_TTL_MS, type PendingIntent, rememberIntent, takeIntent } from './pending-intent';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};
const rent: PendingIntent = { kind: 'purchase', item_type: 'media_item', item_id: 7, usage_model: 'TVOD' };
const isRent = (intent: PendingIntent) => intent.kind === 'purchase' && intent.item_id === 7;

describe('what a visitor pressed before signing in', () => {
  it('goes on once, on the page it was pressed on, for the button of that item only', () => {
    const store = memory();
    rememberIntent(store, rent, '/movies/film', 1000);
    expect(takeIntent(store, '/movies/film', 2000, (intent) => intent.kind === 'favorite')).toBeNull();
    expect(takeIntent(store, '/movies/film', 2000, isRent)).toEqual(rent);
    expect(takeIntent(store, '/movies/film', 2000, isRent)).toBeNull();
  });

  it('is dropped on another page, when too old, or when the login is cancelled', () => {
    const store = memory();
    rememberIntent(store, rent, '/movies/film', 1000);
    expect(takeIntent(store, '/series/other', 2000, () => true)).toBeNull();
    expect(takeIntent(store, '/movies/film', 2000, isRent)).toBeNull();

    rememberIntent(store, rent, '/movies/film', 1000);
    expect(takeIntent(store, '/movies/film', 1000 + PENDING_INTENT_TTL_MS + 1, isRent)).toBeNull();

    rememberIntent(store, rent, '/movies/film', 1000);
    forgetIntent(store);
    expect(takeIntent(store, '/movies/film', 2000, isRent)).toBeNull();
  });

  it('ignores what another version left in the storage', () => {
    const store = memory();
    store.setItem('efir.pendingIntent', '{not json');
    expect(takeIntent(store, '/', 0, () => true)).toBeNull();
    store.setItem('efir.pendingIntent', '{"intent":null}');
    expect(takeIntent(store, '/', 0, () => true)).toBeNull();
  });
});
