import type { Poll } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { canGoOn, initialPollStep, nextPollStep, type PollEvent, type PollStep } from './poll-flow';

const poll: Poll = {
  id: 'a7f0c6f2-0000-4000-8000-000000000009',
  title: 'Как вам Эфир?',
  questions: [
    { question: 'Что вы смотрите чаще?', answers: ['Фильмы', 'Сериалы', 'ТВ'] },
    { question: 'Порекомендуете нас?', answers: ['Да', 'Нет'] },
  ],
};
const run = (...events: PollEvent[]): PollStep => events.reduce((state, event) => nextPollStep(state, event, poll), initialPollStep(poll));

describe('the poll modal’s steps (spec 2 §4 Poll, §5)', () => {
  it('next and finish wait for an answer to the question on screen', () => {
    expect(canGoOn(run())).toBe(false);
    expect(run({ type: 'next' })).toMatchObject({ index: 0 });
    expect(canGoOn(run({ type: 'choose', answer: 1 }))).toBe(true);
    expect(run({ type: 'choose', answer: 1 }, { type: 'next' }, { type: 'finish' })).toMatchObject({ step: 'question', index: 1 });
  });

  it('goes through every question, then sends one answer per question and ends in thanks', () => {
    const answered = run({ type: 'choose', answer: 2 }, { type: 'next' }, { type: 'choose', answer: 0 });
    expect(run({ type: 'choose', answer: 2 }, { type: 'next' }, { type: 'choose', answer: 0 }, { type: 'next' })).toEqual(answered);
    const sending = nextPollStep(answered, { type: 'finish' }, poll);
    expect(sending).toEqual({ step: 'sending', answers: [2, 0] });
    expect(nextPollStep(sending, { type: 'sent' }, poll)).toEqual({ step: 'done' });
  });

  it('back keeps the answers given; an answer outside the question is ignored; a failed send can be tried again', () => {
    const back = run({ type: 'choose', answer: 1 }, { type: 'next' }, { type: 'choose', answer: 1 }, { type: 'back' });
    expect(back).toEqual({ step: 'question', index: 0, answers: [1, 1] });
    expect(run({ type: 'choose', answer: 3 })).toEqual(initialPollStep(poll));
    const failed = nextPollStep({ step: 'sending', answers: [1, 1] }, { type: 'failed', description: null }, poll);
    expect(nextPollStep(failed, { type: 'retry' }, poll)).toEqual({ step: 'sending', answers: [1, 1] });
  });
});
