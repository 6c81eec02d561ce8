import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { PromoCodeFlow } from './promo-code-flow';

/** The promo-code modal (spec 2 §2 Modals of this area): the page's flow in the one modal host. */
function PromoCodeModal() {
  const { t } = useTranslation();
  return (
    <PromoCodeFlow
      successActions={() => (
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => closeModal()}>
          {t('promocode.success.done')}
        </button>
      )}
    />
  );
}

export function openPromoCodeModal() {
  openModal(<PromoCodeModal />, { cancellable: true });
}
