import type { MediaBlock } from '@efir/contract';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import styles from '../blocks.module.css';
import { type CustomData, dataOf, list, record, str, titleOf } from '../custom-data';
import { nextQuiz, type QuizEvent, type QuizState } from '../quiz-flow';

interface Question {
  title: string;
  variants: string[];
}

const questionsOf = (data: CustomData): Question[] =>
  list(data, 'items')
    .map((item) => record(item, 'question'))
    .filter((question): question is CustomData => question !== null)
    .map((question) => ({ title: str(question, 'title') ?? '', variants: list<string>(question, 'variants') }))
    .filter((question) => question.variants.length > 0);

/** spec 2 §2 quiz: a start screen, then questions with radio answers; the button is enabled once an answer is chosen. */
export function QuizBlock({ block }: { block: MediaBlock }) {
  const { t } = useTranslation();
  const data = dataOf(block);
  const questions = questionsOf(data);
  const [state, send] = useReducer((current: QuizState, event: QuizEvent) => nextQuiz(current, event, questions.length), {
    step: 'quizStart',
  });
  if (questions.length === 0) return null;
  return (
    <section id={str(data, 'html_id') ?? undefined} className={styles.panel}>
      <h2 className={styles.sectionTitle}>{titleOf(block)}</h2>
      {state.step === 'quizStart' ? (
        <>
          {str(data, 'text') ? <p className={styles.lead}>{str(data, 'text')}</p> : null}
          <button type="button" className={buttonClass('primary', 'lg')} onClick={() => send({ type: 'start' })}>
            {str(data, 'button_text') ?? t('catalog.quiz.start')}
          </button>
        </>
      ) : state.step === 'quizMain' && questions[state.index] ? (
        <form
          className={styles.quiz}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'next' });
          }}
        >
          <fieldset>
            <legend>
              <span className={styles.quizCount}>{t('catalog.quiz.progress', { current: state.index + 1, total: questions.length })}</span>
              {questions[state.index]?.title}
            </legend>
            {questions[state.index]?.variants.map((variant, choice) => (
              <label key={variant} className={styles.quizOption}>
                <input
                  type="radio"
                  name={`quiz-${block.id}-${state.index}`}
                  checked={state.choice === choice}
                  onChange={() => send({ type: 'choose', choice })}
                />
                {variant}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={state.choice === null}>
            {state.index + 1 < questions.length ? t('catalog.quiz.next') : t('catalog.quiz.finish')}
          </button>
        </form>
      ) : (
        <p className={styles.lead}>{t('catalog.quiz.done')}</p>
      )}
    </section>
  );
}
