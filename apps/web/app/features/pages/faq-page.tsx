import type { ContentPage, FaqItem } from '@efir/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../shell/page-heading';
import { OperatorHtml } from './operator-html';
import styles from './pages.module.css';

/** The footer's /faq?selected=13 opens question 13; selected=0 (or nothing) opens none. */
export function selectedQuestion(search: URLSearchParams): number | null {
  const value = Number(search.get('selected'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** One question as an accordion entry: a <details>, so it opens without JavaScript. */
export function FaqEntry({ item, open }: { item: FaqItem; open: boolean }) {
  const { t } = useTranslation();
  return (
    <details id={`question-${item.id}`} className={styles.question} open={open}>
      <summary>{item.title}</summary>
      <div className={styles.answer}>
        <OperatorHtml html={item.answer ?? `<p>${t('pages.answer_missing')}</p>`} />
        <Link className={styles.permalink} to={`/faq/${item.id}`}>
          {t('pages.question_link')}
        </Link>
      </div>
    </details>
  );
}

/** /faq: the operator's introduction and every question in order (spec 2 §2 FAQ accordion). */
export function FaqPage({ intro, items, selected }: { intro: ContentPage | null; items: FaqItem[]; selected: number | null }) {
  const { t } = useTranslation();
  // The footer's selected question may lie below the fold: bring it into view once.
  useEffect(() => {
    if (selected !== null) document.getElementById(`question-${selected}`)?.scrollIntoView?.({ block: 'center' });
  }, [selected]);
  return (
    <article className={styles.page}>
      <PageHeading title={intro?.title ?? t('page.faq')} />
      {intro ? <OperatorHtml html={intro.body} className={styles.intro} /> : null}
      <div className={styles.questions}>
        {items.map((item) => (
          <FaqEntry key={item.id} item={item} open={item.id === selected} />
        ))}
      </div>
    </article>
  );
}

/** /faq/{id}: one question, its answer, and the way back to the others. */
export function FaqItemPage({ item, others }: { item: FaqItem; others: FaqItem[] }) {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <PageHeading title={item.title} />
      <OperatorHtml html={item.answer ?? `<p>${t('pages.answer_missing')}</p>`} className={styles.single} />
      <p>
        <Link className={styles.back} to={`/faq?selected=${item.id}#question-${item.id}`}>
          {t('pages.all_questions')}
        </Link>
      </p>
      {others.length > 0 ? (
        <section aria-labelledby="other-questions">
          <h2 id="other-questions" className={styles.sectionTitle}>
            {t('pages.other_questions')}
          </h2>
          <ul className={styles.links}>
            {others.map((other) => (
              <li key={other.id}>
                <Link to={`/faq/${other.id}`}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
