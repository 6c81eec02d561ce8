import type { Poll } from '@efir/contract';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { canGoOn, initialPollStep, nextPollStep, type PollEvent, type PollStep } from './poll-flow';

/** Opens a poll that came in message `messageId` in the one modal host (spec 2 §2 Modals: poll). */
export function openPoll(poll: Poll, messageId: string, cancellable = true): void {
  openModal(<PollModal poll={poll} messageId={messageId} />, { cancellable });
}

/** spec 2 §4 Poll: a question at a time, an answer chosen for each, then finish and thanks. */
export function PollModal({ poll, messageId }: { poll: Poll; messageId: string }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer((current: PollStep, event: PollEvent) => nextPollStep(current, event, poll), poll, initialPollStep);

  useEffect(() => {
    if (state.step !== 'sending') return;
    browserApi()
      .call('polls.finish', { params: { poll_id: poll.id }, body: { message_id: messageId, answers: state.answers } })
      .then(
        () => {
          dispatch({ type: 'sent' });
          void invalidateEndpoint('notifications.messages', 'accounts.user');
        },
        (error: unknown) => dispatch({ type: 'failed', description: errorText(error, t) ?? null }),
      );
  }, [state, poll.id, messageId, t]);

  if (state.step === 'done') {
    return (
      <StepLayout title={t('poll.thanks')} subtitle={t('poll.thanks_text')}>
        <div className={formStyles.actions}>
          <button type="button" className={buttonClass('primary', 'lg')} onClick={closeModal}>
            {t('notifications.close')}
          </button>
        </div>
      </StepLayout>
    );
  }
  if (state.step !== 'question') {
    return (
      <StepLayout title={poll.title} subtitle={state.step === 'failed' ? (state.description ?? t('error.default')) : undefined}>
        <div className={formStyles.actions}>
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            disabled={state.step === 'sending'}
            onClick={() => dispatch({ type: 'retry' })}
          >
            {t('poll.retry')}
          </button>
        </div>
      </StepLayout>
    );
  }
  const question = poll.questions[state.index]!;
  const last = state.index === poll.questions.length - 1;
  return (
    <StepLayout
      title={poll.title}
      subtitle={t('poll.progress', { current: state.index + 1, total: poll.questions.length })}
      onBack={state.index > 0 ? () => dispatch({ type: 'back' }) : undefined}
    >
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: last ? 'finish' : 'next' });
        }}
      >
        <fieldset className={formStyles.choices}>
          <legend className={formStyles.choicesLegend}>{question.question}</legend>
          {question.answers.map((answer, index) => (
            <label key={answer} className={formStyles.choice}>
              <input
                type="radio"
                name={`poll-${state.index}`}
                checked={state.answers[state.index] === index}
                onChange={() => dispatch({ type: 'choose', answer: index })}
              />
              {answer}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={!canGoOn(state)}>
            {last ? t('poll.finish') : t('poll.next')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
