import type { Poll } from '@efir/contract';

/** spec 2 §4 Poll: per question an answer index is chosen; next until the last question; then finish and success. */
export type PollStep =
  | { step: 'question'; index: number; answers: (number | undefined)[] }
  | { step: 'sending'; answers: number[] }
  | { step: 'done' }
  | { step: 'failed'; answers: number[]; description: string | null };

export type PollEvent =
  | { type: 'choose'; answer: number }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'sent' }
  | { type: 'failed'; description: string | null }
  | { type: 'retry' };

export const initialPollStep = (poll: Poll): PollStep => ({ step: 'question', index: 0, answers: poll.questions.map(() => undefined) });

/** spec 2 §5: next and finish stay disabled until the question has an answer. */
export const canGoOn = (state: PollStep): boolean => state.step === 'question' && state.answers[state.index] !== undefined;

export function nextPollStep(state: PollStep, event: PollEvent, poll: Poll): PollStep {
  switch (state.step) {
    case 'question': {
      const last = state.index === poll.questions.length - 1;
      if (event.type === 'choose' && event.answer >= 0 && event.answer < poll.questions[state.index]!.answers.length)
        return { ...state, answers: state.answers.map((answer, index) => (index === state.index ? event.answer : answer)) };
      if (event.type === 'back' && state.index > 0) return { ...state, index: state.index - 1 };
      if (!canGoOn(state)) return state;
      if (event.type === 'next' && !last) return { ...state, index: state.index + 1 };
      if (event.type === 'finish' && last) return { step: 'sending', answers: state.answers as number[] };
      return state;
    }
    case 'sending':
      if (event.type === 'sent') return { step: 'done' };
      if (event.type === 'failed') return { step: 'failed', answers: state.answers, description: event.description };
      return state;
    case 'failed':
      return event.type === 'retry' ? { step: 'sending', answers: state.answers } : state;
    case 'done':
      return state;
  }
}
