import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/helpers.js';
import { type Lookup, sharedAnswers } from './shared-answers.js';

const made = <T>(lookup: Lookup<T>) => {
  if (lookup.kind !== 'make') throw new Error(`expected to make the answer, got ${lookup.kind}`);
  return lookup;
};

/** A store 10 s fresh and a minute stale on a test clock, with `home` made and kept as v1. */
function keptHome() {
  const clock = testClock();
  const answers = sharedAnswers<string>(clock, { freshMs: 10_000, staleMs: 60_000 });
  made(answers.lookup('home')).keep('v1');
  return { clock, answers };
}

describe('answers shared by a crowd of visitors', () => {
  it('the first request makes the answer; the next ones get it while it is fresh', () => {
    const { clock, answers } = keptHome();
    clock.advance(9_999);
    expect(answers.lookup('home')).toEqual({ kind: 'fresh', answer: 'v1' });
  });

  it('once stale, one request makes the next answer while the others get the kept one', () => {
    const { clock, answers } = keptHome();
    clock.advance(10_000);
    const refresher = made(answers.lookup('home'));
    expect(answers.lookup('home')).toEqual({ kind: 'stale', answer: 'v1' });
    refresher.keep('v2');
    expect(answers.lookup('home')).toEqual({ kind: 'fresh', answer: 'v2' });
  });

  it('a refresh that fails lets the next request try; past the stale window everyone makes their own', () => {
    const { clock, answers } = keptHome();
    clock.advance(10_000);
    made(answers.lookup('home')).drop();
    made(answers.lookup('home'));
    expect(answers.lookup('home').kind).toBe('stale');
    clock.advance(60_000);
    made(answers.lookup('home'));
    made(answers.lookup('home'));
  });

  it('clear() drops every kept answer, and an answer begun before it is not kept', () => {
    const clock = testClock();
    const answers = sharedAnswers<string>(clock);
    made(answers.lookup('a')).keep('a1');
    const late = made(answers.lookup('b'));
    answers.clear();
    late.keep('b-from-before-the-change');
    expect(answers.size).toBe(0);
    made(answers.lookup('a'));
    made(answers.lookup('b'));
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const clock = testClock();
    const answers = sharedAnswers<string>(clock, { maxEntries: 2 });
    made(answers.lookup('a')).keep('a');
    made(answers.lookup('b')).keep('b');
    expect(answers.lookup('a').kind).toBe('fresh');
    made(answers.lookup('c')).keep('c');
    expect(answers.size).toBe(2);
    expect(answers.lookup('a').kind).toBe('fresh');
    expect(answers.lookup('b').kind).toBe('make');
  });
});
