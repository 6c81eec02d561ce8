import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/brand-context';
import { useRootData } from '../../session/root-data';
import { buttonClass } from '../../ui/button';
import styles from '../../ui/form/form.module.css';
import { CheckIcon } from '../../ui/icons';
import { ModalText, ModalTitle } from '../../ui/modal/modal-host';
import { closeModal } from '../../ui/modal/modal-store';
import { DEFAULT_DEVICE_LIMIT } from '../devices/device-limit';
import profileStyles from './profiles.module.css';

/** spec 1 §2: the six features the registration success dialog lists, in its order. */
export const REGISTRATION_FEATURES = ['tv', 'devices', 'downloads', 'recommendations', 'parental', 'profiles'] as const;

/** spec 1 §2 Registration success dialog: title, a subtitle naming the site, six features, a 'thanks, understood' button. */
export function RegistrationSuccess() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useRootData();
  return (
    <div className={styles.step}>
      <div className={styles.head}>
        <ModalTitle>{t('modal.registration_success.title')}</ModalTitle>
        <ModalText>{t('modal.registration_success.subtitle', { site: brand.name[language] })}</ModalText>
      </div>
      <ul className={profileStyles.features}>
        {REGISTRATION_FEATURES.map((feature) => (
          <li key={feature}>
            <CheckIcon />
            {t(`modal.registration_success.features.${feature}`, { count: DEFAULT_DEVICE_LIMIT })}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', 'lg')} onClick={closeModal}>
          {t('button.thanks')}
        </button>
      </div>
    </div>
  );
}
