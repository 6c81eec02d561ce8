import { describe, expect, it } from 'vitest';
import { FAVORITE_NOTIFICATION_MS, initialFavorite, next } from './favorite-toggle';

describe('favourites toggle (spec 2 §4, §6)', () => {
  it('a visitor pressing it gets the login modal and nothing changes', () => {
    const state = initialFavorite(false);
    expect(next(state, { type: 'press', isAuth: false })).toEqual({ state, effect: { type: 'openLogin' } });
  });

  it('adding shows the item as a favourite at once, then notifies when the server agrees', () => {
    const pressed = next(initialFavorite(false), { type: 'press', isAuth: true });
    expect(pressed.state.isFavorite).toBe(true);
    expect(pressed.effect).toEqual({ type: 'add' });
    const saved = next(pressed.state, { type: 'saved' });
    expect(saved.state).toEqual({ isFavorite: true, saving: null });
    expect(saved.effect).toEqual({ type: 'notify', added: true });
  });

  it('removing is the same toggle the other way', () => {
    const pressed = next(initialFavorite(true), { type: 'press', isAuth: true });
    expect(pressed.state.isFavorite).toBe(false);
    expect(pressed.effect).toEqual({ type: 'delete' });
    expect(next(pressed.state, { type: 'saved' }).effect).toEqual({ type: 'notify', added: false });
  });

  it('a refused change rolls back to the state before the press and says why', () => {
    const pressed = next(initialFavorite(true), { type: 'press', isAuth: true });
    const failed = next(pressed.state, { type: 'failed', description: 'No such item' });
    expect(failed.state).toEqual({ isFavorite: true, saving: null });
    expect(failed.effect).toEqual({ type: 'notifyError', description: 'No such item' });
  });

  it('a press while a change is saving is ignored', () => {
    const pressed = next(initialFavorite(false), { type: 'press', isAuth: true });
    expect(next(pressed.state, { type: 'press', isAuth: true })).toEqual({ state: pressed.state, effect: null });
  });

  it('an answer with nothing saving changes nothing', () => {
    const state = initialFavorite(true);
    expect(next(state, { type: 'saved' })).toEqual({ state, effect: null });
    expect(next(state, { type: 'failed' })).toEqual({ state, effect: null });
  });

  it('the notification stays 10 seconds', () => {
    expect(FAVORITE_NOTIFICATION_MS).toBe(10_000);
  });
});
