import { DISPLAY_TYPE_UNAUTHORIZED, type MediaBlock } from '@efir/contract';
import styles from '../blocks.module.css';
import { dataOf, str } from '../custom-data';

const TITLE_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5'] as const;
type TitleTag = (typeof TITLE_TAGS)[number];

const tagOf = (value: string | null, fallback: TitleTag): TitleTag => TITLE_TAGS.find((tag) => tag === value) ?? fallback;

/** spec 2 §2: SEO text and heading blocks are hidden from signed-in users when display_type is unauthorized. */
export const hiddenFor = (block: MediaBlock, isAuth: boolean) =>
  isAuth && (block.display_type === DISPLAY_TYPE_UNAUTHORIZED || str(dataOf(block), 'display_type') === DISPLAY_TYPE_UNAUTHORIZED);

/** seoText: a heading (title_tag h1–h5) and the operator's HTML text. */
export function SeoText({ block, isAuth }: { block: MediaBlock; isAuth: boolean }) {
  const data = dataOf(block);
  if (hiddenFor(block, isAuth)) return null;
  const Title = tagOf(str(data, 'title_tag'), 'h2');
  const text = str(data, 'text');
  return (
    <section className={`${styles.section} ${styles.seo}`}>
      {str(data, 'title') ? <Title className={styles.sectionTitle}>{str(data, 'title')}</Title> : null}
      {text ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's markup, sanitised by the API (modules/catalog/html.ts)
        <div className={styles.muted} dangerouslySetInnerHTML={{ __html: text }} />
      ) : null}
    </section>
  );
}

/** mediaTitle: the page heading. */
export function MediaTitle({ block, isAuth }: { block: MediaBlock; isAuth: boolean }) {
  const data = dataOf(block);
  const title = str(data, 'title');
  if (!title || hiddenFor(block, isAuth)) return null;
  const Title = tagOf(str(data, 'title_tag'), 'h1');
  return <Title className={styles.pageTitle}>{title}</Title>;
}
