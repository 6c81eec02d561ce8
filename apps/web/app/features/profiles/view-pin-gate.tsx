import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { buttonClass } from '../../ui/button';
import { closeModal } from '../../ui/modal/modal-store';
import { HomeLink } from '../shell/not-found';
import styles from '../shell/not-found.module.css';
import { openPin } from './open-pin';

/**
 * spec 1 §6 "PIN required for viewing above the default age": the API refused the page's item with 1000119, so the
 * PIN modal opens; a right PIN opens the item in this session and the page loads again.
 */
export function ViewPinGate() {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const ask = () =>
    void openPin('pin', {
      onDone: (outcome) => {
        closeModal();
        if (outcome.kind === 'valid') void revalidate();
      },
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the modal opens once, when the refusal first shows
  useEffect(ask, []);
  return (
    <section className={styles.notFound} aria-labelledby="view-pin-title">
      <h1 id="view-pin-title" className={styles.title}>
        {t('view_pin.title')}
      </h1>
      <p className={styles.text}>{t('view_pin.text')}</p>
      <button type="button" className={buttonClass('primary', 'lg')} onClick={ask}>
        {t('view_pin.enter')}
      </button>
      <HomeLink />
    </section>
  );
}
