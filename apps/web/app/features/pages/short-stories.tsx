import type { MediaView } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { MediaViewBlocks } from '../blocks/media-view';
import { PageHeading } from '../shell/page-heading';
import styles from './pages.module.css';

/** The operator's media view behind /short_stories (media view aliases are slugs, hence the hyphen). */
export const SHORT_STORIES_ALIAS = 'short-stories';

/** /short_stories: short series and their episodes, as the operator arranged them in the view. */
export function ShortStoriesPage({ title, view, path }: { title: string; view: MediaView | null; path: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} />
      {view?.blocks.some((block) => block.items.length > 0) ? (
        <MediaViewBlocks view={view} path={path} />
      ) : (
        <p className={styles.empty}>{t('pages.stories_empty')}</p>
      )}
    </>
  );
}
