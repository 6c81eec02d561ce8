import type { MediaItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import styles from './media-item.module.css';

/** What a title is made of beyond its story: countries, audio and subtitle languages, picture quality. */
export function TitleDetails({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const language = (code: string) => t(`catalog.item.languages.${code}`, { defaultValue: code });
  const rows = [
    { term: t('catalog.item.country'), value: item.countries.map((country) => country.name).join(', ') },
    { term: t('catalog.item.audio'), value: item.audio_languages.map(language).join(', ') },
    { term: t('catalog.item.subtitles'), value: item.subtitle_languages.map(language).join(', ') },
    { term: t('catalog.item.quality'), value: item.quality ?? '' },
  ].filter((row) => row.value !== '');
  if (rows.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        {t(`catalog.item.details.${item.type}`)}
      </h2>
      <dl className={styles.detailList}>
        {rows.map((row) => (
          <div key={row.term} className={styles.detail}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
