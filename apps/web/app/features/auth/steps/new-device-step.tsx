import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button';
import styles from '../../../ui/form/form.module.css';
import { StepLayout } from '../../../ui/form/step-layout';
import type { LoginEvent } from '../login-flow';

/** spec 1 §4 Change device: the new-device screen after a device slot was freed. */
export function NewDeviceStep({ dispatch }: { dispatch(event: LoginEvent): void }) {
  const { t } = useTranslation();
  return (
    <StepLayout title={t('modal.new_device.title')} subtitle={t('modal.new_device.subtitle')}>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          // biome-ignore lint/a11y/noAutofocus: the one action of this screen
          autoFocus
          onClick={() => dispatch({ type: 'newDeviceConfirmed' })}
        >
          {t('button.continue')}
        </button>
      </div>
    </StepLayout>
  );
}
