import { type MediaItem, RATING_MAX } from '@efir/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { buttonClass } from '../../ui/button';
import formStyles from '../../ui/form/form.module.css';
import { StepLayout } from '../../ui/form/step-layout';
import { closeModal, openModal } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import styles from './ratings.module.css';

/** The modal's scale: 0 (no rating), then 1 to RATING_MAX. */
const SCALE = Array.from({ length: RATING_MAX + 1 }, (_, value) => value);

/** What a rating is of: a season or episode rates its series (spec 2 §7 set rating). */
export const ratedId = (item: Pick<MediaItem, 'id' | 'series_id'>): number => item.series_id ?? item.id;

/** Opens the rating modal for an item (spec 2 §2 Modals: rating). */
export function openRating(item: Pick<MediaItem, 'id' | 'series_id' | 'name' | 'ratings'>): void {
  openModal(<RatingModal item={item} />);
}

/**
 * spec 2 §4 Rating modal: a choice of 0 to 10, where 0 removes the rating; the button is disabled while the choice
 * equals the current rating. A refusal shows the server's words, else notification.rating.message_error (§8).
 */
export function RatingModal({ item }: { item: Pick<MediaItem, 'id' | 'series_id' | 'name' | 'ratings'> }) {
  const { t } = useTranslation();
  const current = item.ratings.user ?? 0;
  const [choice, setChoice] = useState(current);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    const content_id = ratedId(item);
    try {
      if (choice === 0) await browserApi().call('ratings.delete', { body: { content_id, content_type: 'media_item' } });
      else await browserApi().call('ratings.set', { body: { content_id, rating: choice } });
      await invalidateEndpoint('mediaItems.getById');
      closeModal();
      toast.success(choice === 0 ? t('rating.removed') : t('rating.saved', { rating: choice }));
    } catch (error) {
      setSending(false);
      toast.error(errorText(error, t) ?? t('notification.rating.message_error'));
    }
  };
  return (
    <StepLayout title={t('rating.title')} subtitle={item.name}>
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className={styles.scale}>
          <legend className={formStyles.choicesLegend}>{t('rating.legend')}</legend>
          {SCALE.map((value) => (
            <label key={value} className={styles.point} title={value === 0 ? t('rating.none') : undefined}>
              <input type="radio" name="rating" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              <span aria-hidden={value === 0 ? 'true' : undefined}>{value === 0 ? '—' : value}</span>
              {value === 0 ? <span className={styles.hidden}>{t('rating.none')}</span> : null}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={choice === current || sending}>
            {t('rating.submit')}
          </button>
        </div>
      </form>
    </StepLayout>
  );
}
