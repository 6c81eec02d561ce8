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

  it('when a crowd makes a key at once, the first answer to end is kept', () => {
    const answers = sharedAnswers<string>(testClock());
    const [first, second] = [made(answers.lookup('home')), made(answers.lookup('home'))];
    first.keep('from-the-first');
    expect(answers.lookup('home')).toEqual({ kind: 'fresh', answer: 'from-the-first' });
    second.drop();
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

  it('keeps answers weighing at most maxWeight in all, the least recently used going first, and none heavier alone', () => {
    const answers = sharedAnswers<string>(testClock(), { maxWeight: 10, weigh: (answer) => answer.length });
    made(answers.lookup('a')).keep('aaaa');
    made(answers.lookup('b')).keep('bbbb');
    made(answers.lookup('c')).keep('cccc');
    expect(answers.weight).toBe(8);
    expect(answers.lookup('a').kind).toBe('make');
    expect(answers.lookup('c').kind).toBe('fresh');
    made(answers.lookup('huge')).keep('h'.repeat(11));
    expect(answers.lookup('huge').kind).toBe('make');
  });
});

describe('a viewer’s own answers', () => {
  it('drop(group) drops that group’s answers and no one else’s', () => {
    const answers = sharedAnswers<string>(testClock());
    made(answers.lookup('ann|home')).keep('a1', { group: 'ann' });
    made(answers.lookup('ann|film')).keep('a2', { group: 'ann' });
    made(answers.lookup('bob|home')).keep('b1', { group: 'bob' });
    answers.drop('ann');
    expect(answers.lookup('ann|home').kind).toBe('make');
    expect(answers.lookup('ann|film').kind).toBe('make');
    expect(answers.lookup('bob|home')).toEqual({ kind: 'fresh', answer: 'b1' });
  });

  it('an answer begun before its group was dropped is not kept, even for a key the group did not have yet', () => {
    const answers = sharedAnswers<string>(testClock());
    const before = made(answers.lookup('ann|home'));
    answers.drop('ann');
    before.keep('read-before-the-write', { group: 'ann' });
    const after = made(answers.lookup('ann|home'));
    after.keep('read-after-the-write', { group: 'ann' });
    expect(answers.lookup('ann|home')).toEqual({ kind: 'fresh', answer: 'read-after-the-write' });
  });

  it('goes out no later than its scope’s end, fresh or not', () => {
    const clock = testClock();
    const answers = sharedAnswers<string>(clock);
    made(answers.lookup('ann|home')).keep('a1', { group: 'ann', until: clock.now().getTime() + 3_000 });
    clock.advance(2_999);
    expect(answers.lookup('ann|home').kind).toBe('fresh');
    clock.advance(1);
    expect(answers.lookup('ann|home').kind).toBe('make');
    expect(answers.size).toBe(0);
  });
});
