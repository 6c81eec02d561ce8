import { describe, expect, it } from 'vitest';
import { type TvKeyPress, tvKeyAction } from './tv-keys';

const press = (overrides: Partial<TvKeyPress>): TvKeyPress => ({
  key: 'ArrowDown',
  keyCode: 0,
  defaultPrevented: false,
  modified: false,
  focus: { kind: 'other' },
  dialogOpen: false,
  ...overrides,
});

describe('keys in the TV view', () => {
  it('the arrows move the focus', () => {
    expect(tvKeyAction(press({ key: 'ArrowUp' }))).toEqual({ kind: 'move', direction: 'up' });
    expect(tvKeyAction(press({ key: 'ArrowDown' }))).toEqual({ kind: 'move', direction: 'down' });
    expect(tvKeyAction(press({ key: 'ArrowLeft' }))).toEqual({ kind: 'move', direction: 'left' });
    expect(tvKeyAction(press({ key: 'ArrowRight' }))).toEqual({ kind: 'move', direction: 'right' });
  });

  it('Enter and other keys stay with the page: a focused link or button answers Enter itself', () => {
    expect(tvKeyAction(press({ key: 'Enter' }))).toBeNull();
    expect(tvKeyAction(press({ key: ' ' }))).toBeNull();
  });

  it('a key an element handled already (a row of cards, a menu) is left alone', () => {
    expect(tvKeyAction(press({ key: 'ArrowRight', defaultPrevented: true }))).toBeNull();
    expect(tvKeyAction(press({ key: 'ArrowDown', modified: true }))).toBeNull();
  });

  it('a slider keeps Left and Right for its value, a text field for its caret; Up and Down still move on', () => {
    const inside = { kind: 'text', caretAtStart: false, caretAtEnd: false } as const;
    for (const focus of [{ kind: 'slider' } as const, inside]) {
      expect(tvKeyAction(press({ key: 'ArrowLeft', focus }))).toBeNull();
      expect(tvKeyAction(press({ key: 'ArrowRight', focus }))).toBeNull();
      expect(tvKeyAction(press({ key: 'ArrowUp', focus }))).toEqual({ kind: 'move', direction: 'up' });
    }
  });

  it('a text field lets Left out at its start, Right at its end, and both when empty', () => {
    const atStart = { kind: 'text', caretAtStart: true, caretAtEnd: false } as const;
    expect(tvKeyAction(press({ key: 'ArrowLeft', focus: atStart }))).toEqual({ kind: 'move', direction: 'left' });
    expect(tvKeyAction(press({ key: 'ArrowRight', focus: atStart }))).toBeNull();
    const atEnd = { kind: 'text', caretAtStart: false, caretAtEnd: true } as const;
    expect(tvKeyAction(press({ key: 'ArrowRight', focus: atEnd }))).toEqual({ kind: 'move', direction: 'right' });
    expect(tvKeyAction(press({ key: 'ArrowLeft', focus: atEnd }))).toBeNull();
    const empty = { kind: 'text', caretAtStart: true, caretAtEnd: true } as const;
    expect(tvKeyAction(press({ key: 'ArrowLeft', focus: empty }))).toEqual({ kind: 'move', direction: 'left' });
    expect(tvKeyAction(press({ key: 'ArrowRight', focus: empty }))).toEqual({ kind: 'move', direction: 'right' });
  });

  it('the remote’s Back goes back unless a dialog is open, which closes on it itself', () => {
    expect(tvKeyAction(press({ key: 'Escape' }))).toEqual({ kind: 'back' });
    expect(tvKeyAction(press({ key: 'GoBack' }))).toEqual({ kind: 'back' });
    expect(tvKeyAction(press({ key: 'Unidentified', keyCode: 461 }))).toEqual({ kind: 'back' });
    expect(tvKeyAction(press({ key: 'XF86Back', keyCode: 10009 }))).toEqual({ kind: 'back' });
    expect(tvKeyAction(press({ key: 'Escape', dialogOpen: true }))).toBeNull();
  });
});
