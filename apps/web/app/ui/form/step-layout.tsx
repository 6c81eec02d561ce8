import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../icons';
import { ModalText, ModalTitle } from '../modal/modal-host';
import styles from './form.module.css';

/** One screen of the login modal: an optional back link, the title and subtitle, then the step's own content. */
export function StepLayout({
  title,
  subtitle,
  onBack,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.step}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          <span style={{ display: 'inline-flex', transform: 'scaleX(-1)' }}>
            <ChevronRightIcon />
          </span>
          {t('button.back')}
        </button>
      )}
      <div className={styles.head}>
        <ModalTitle>{title}</ModalTitle>
        {subtitle && <ModalText>{subtitle}</ModalText>}
      </div>
      {children}
    </div>
  );
}
