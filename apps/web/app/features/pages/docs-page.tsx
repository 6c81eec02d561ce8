import type { ContentPage, DocItem } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../shell/page-heading';
import { OperatorHtml } from './operator-html';
import styles from './pages.module.css';

const EXTERNAL = /^https?:\/\//;

/** /docs: the list of documents (spec 2 §2 docs link list), then the text of those the operator wrote out. */
export function DocsPage({ intro, docs }: { intro: ContentPage | null; docs: DocItem[] }) {
  const { t } = useTranslation();
  const written = docs.filter((doc) => doc.body !== null);
  return (
    <article className={styles.page}>
      <PageHeading title={intro?.title ?? t('page.docs')} />
      {intro ? <OperatorHtml html={intro.body} className={styles.intro} /> : null}
      <nav aria-label={t('pages.documents')}>
        <ul className={styles.docList}>
          {docs.map((doc) => (
            <li key={doc.id}>
              {EXTERNAL.test(doc.link) ? (
                <a href={doc.link} rel="noopener noreferrer">
                  {doc.title}
                </a>
              ) : (
                <Link to={doc.link}>{doc.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {written.map((doc) => (
        <section key={doc.id} id={doc.alias} className={styles.document} aria-labelledby={`${doc.alias}-title`}>
          <h2 id={`${doc.alias}-title`} className={styles.sectionTitle}>
            {doc.title}
          </h2>
          <OperatorHtml html={doc.body ?? ''} />
        </section>
      ))}
    </article>
  );
}
