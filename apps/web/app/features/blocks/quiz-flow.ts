/** spec 2 §4 Quiz: quizStart, then quizMain question by question; the button waits for an answer. */
export type QuizState =
  | { step: 'quizStart' }
  | { step: 'quizMain'; index: number; answers: number[]; choice: number | null }
  | { step: 'quizDone'; answers: number[] };

export type QuizEvent = { type: 'start' } | { type: 'choose'; choice: number } | { type: 'next' };

export function nextQuiz(state: QuizState, event: QuizEvent, questions: number): QuizState {
  switch (event.type) {
    case 'start':
      return state.step === 'quizStart' && questions > 0 ? { step: 'quizMain', index: 0, answers: [], choice: null } : state;
    case 'choose':
      return state.step === 'quizMain' ? { ...state, choice: event.choice } : state;
    case 'next': {
      if (state.step !== 'quizMain' || state.choice === null) return state;
      const answers = [...state.answers, state.choice];
      return state.index + 1 < questions
        ? { step: 'quizMain', index: state.index + 1, answers, choice: null }
        : { step: 'quizDone', answers };
    }
  }
}
