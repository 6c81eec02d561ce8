import type { MediaBlock } from '@efir/contract';
import { Link } from 'react-router';
import styles from '../blocks.module.css';
import { dataOf, list, str } from '../custom-data';

/** spec 2 §2 docs link list (also `legal`, whose text comes first). */
export function DocsBlock({ block }: { block: MediaBlock }) {
  const data = dataOf(block);
  const docs = list(data, 'docs').filter((doc) => str(doc, 'link') && str(doc, 'title'));
  const text = str(data, 'text');
  if (docs.length === 0 && !text) return null;
  return (
    <section className={styles.section}>
      {str(data, 'title') ? <h2 className={styles.sectionTitle}>{str(data, 'title')}</h2> : null}
      {text ? <p className={styles.muted}>{text}</p> : null}
      <ul className={styles.docs}>
        {docs.map((doc) => (
          <li key={str(doc, 'link')}>
            <Link to={str(doc, 'link') ?? '/'}>{str(doc, 'title')}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
