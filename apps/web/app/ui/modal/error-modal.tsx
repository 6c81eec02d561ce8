import { useTranslation } from 'react-i18next';
import { buttonClass } from '../button';
import { ModalText, ModalTitle } from './modal-host';
import { closeModal, type ModalOptions, openModal } from './modal-store';

/** The generic error modal (modal.error.title and modal.error.subtitle, spec 1 §4). */
export function ErrorModal() {
  const { t } = useTranslation();
  return (
    <>
      <ModalTitle>{t('modal.error.title')}</ModalTitle>
      <ModalText>{t('modal.error.subtitle')}</ModalText>
      <button type="button" className={buttonClass('primary', 'lg')} onClick={closeModal}>
        {t('modal.error.button')}
      </button>
    </>
  );
}

export function showErrorModal(options?: ModalOptions): void {
  openModal(<ErrorModal />, options);
}
