import type { ContentPage } from '@efir/contract';
import { PageHeading } from '../shell/page-heading';
import { Contacts } from './contacts';
import { OperatorHtml } from './operator-html';
import styles from './pages.module.css';

/** /support, /contacts, /offer: the operator's text, then the ways to reach them. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className={styles.page}>
      <PageHeading title={page.title} />
      <div className={page.contacts.length > 0 ? styles.withAside : undefined}>
        <OperatorHtml html={page.body} />
        <Contacts contacts={page.contacts} />
      </div>
    </article>
  );
}
