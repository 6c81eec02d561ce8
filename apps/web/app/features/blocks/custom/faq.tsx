import type { MediaBlock } from '@efir/contract';
import styles from '../blocks.module.css';
import { dataOf, list, str, titleOf } from '../custom-data';

/** spec 2 §2 FAQ accordion: one <details> per question, so it opens without JavaScript. */
export function FaqBlock({ block }: { block: MediaBlock }) {
  const data = dataOf(block);
  const items = list(data, 'faq').filter((item) => str(item, 'title'));
  if (items.length === 0) return null;
  return (
    <section id={str(data, 'html_id') ?? undefined} className={styles.section}>
      <h2 className={styles.sectionTitle}>{titleOf(block)}</h2>
      <div className={styles.faq}>
        {items.map((item) => (
          <details key={str(item, 'title')} className={styles.faqItem}>
            <summary>{str(item, 'title')}</summary>
            <p>{str(item, 'answer')}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
