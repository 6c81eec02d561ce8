import { buttonClass } from '../button';
import formStyles from '../form/form.module.css';
import { ModalText, ModalTitle } from './modal-host';
import { closeModal, openModal } from './modal-store';

export interface ConfirmTexts {
  title: string;
  text?: string;
  /** The button that does it («Удалить карту»). */
  confirm: string;
  /** The button that leaves things as they are («Оставить»). */
  cancel: string;
}

function ConfirmModal({ texts, onAnswer }: { texts: ConfirmTexts; onAnswer(confirmed: boolean): void }) {
  return (
    <>
      <ModalTitle>{texts.title}</ModalTitle>
      {texts.text && <ModalText>{texts.text}</ModalText>}
      <div className={formStyles.actions}>
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => onAnswer(true)}>
          {texts.confirm}
        </button>
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => onAnswer(false)}>
          {texts.cancel}
        </button>
      </div>
    </>
  );
}

/** Asks the viewer before an action that is hard to take back; closing the modal any other way answers no. */
export function confirmInModal(texts: ConfirmTexts): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (confirmed: boolean) => {
      if (answered) return;
      answered = true;
      resolve(confirmed);
    };
    openModal(
      <ConfirmModal
        texts={texts}
        onAnswer={(confirmed) => {
          answer(confirmed);
          closeModal();
        }}
      />,
      { onClose: () => answer(false) },
    );
  });
}
