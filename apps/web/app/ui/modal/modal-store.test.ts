import { describe, expect, it, vi } from 'vitest';
import { createModalStore } from './modal-store';

describe('modal rules (spec 1 §2 Modals and overlays)', () => {
  it('a cancellable modal closes when the viewer asks', () => {
    const store = createModalStore();
    store.open('hello');
    expect(store.getState().open).toBe(true);
    expect(store.dismiss()).toBe(true);
    expect(store.getState().open).toBe(false);
  });

  it('a non-cancellable modal stays open when the viewer asks to close it', () => {
    const store = createModalStore();
    store.open('pin', { cancellable: false });
    expect(store.dismiss()).toBe(false);
    expect(store.getState().open).toBe(true);
  });

  it('the code that owns a modal can always close it', () => {
    const store = createModalStore();
    store.open('pin', { cancellable: false });
    store.close();
    expect(store.getState().open).toBe(false);
  });

  it('navigation closes a modal unless it ignores navigation', () => {
    const store = createModalStore();
    store.open('a');
    store.navigated();
    expect(store.getState().open).toBe(false);
    store.open('b', { ignoreNavigation: true, cancellable: false });
    store.navigated();
    expect(store.getState().open).toBe(true);
  });

  it('keeps the content after closing so it can animate out', () => {
    const store = createModalStore();
    store.open('bye');
    store.close();
    expect(store.getState()).toMatchObject({ open: false, modal: { content: 'bye' } });
  });

  it('opening another modal replaces the open one and closes it first', () => {
    const store = createModalStore();
    const onClose = vi.fn();
    const first = store.open('first', { onClose });
    const second = store.open('second');
    expect(onClose).toHaveBeenCalledOnce();
    expect(second).not.toBe(first);
    expect(store.getState()).toMatchObject({ open: true, modal: { id: second, content: 'second' } });
  });

  it('a modal that opens on its own leaves an open one alone', () => {
    const store = createModalStore();
    store.open('login');
    expect(store.open('profiles', { ifNoneOpen: true })).toBeUndefined();
    expect(store.getState()).toMatchObject({ open: true, modal: { content: 'login' } });
    store.close();
    expect(store.open('profiles', { ifNoneOpen: true })).toBeDefined();
    expect(store.getState()).toMatchObject({ open: true, modal: { content: 'profiles' } });
  });

  it('tells the opener once that its modal closed', () => {
    const store = createModalStore();
    const onClose = vi.fn();
    store.open('x', { onClose });
    store.dismiss();
    store.close();
    store.navigated();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('notifies subscribers of every change', () => {
    const store = createModalStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open('x');
    store.close();
    unsubscribe();
    store.open('y');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
