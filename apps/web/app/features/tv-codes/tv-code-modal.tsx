import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import type { TvCodeMode } from './tv-code-flow';
import { TvCodeForm } from './tv-code-form';

function Done() {
  const { t } = useTranslation();
  return (
    <button type="button" className={buttonClass('primary', 'lg')} onClick={closeModal}>
      {t('component.tv_code.done')}
    </button>
  );
}

/** spec 2 §2 Modals of this area: the TV-code modal. Callers use open-tv-code.ts. */
export function openTvCodeModal({ code, mode, ignoreNavigation }: { code: string; mode: TvCodeMode; ignoreNavigation: boolean }): void {
  openModal(<TvCodeForm mode={mode} initialCode={code} successActions={<Done />} />, { ignoreNavigation });
}
