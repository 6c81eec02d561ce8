import type { MediaItem } from '@efir/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/queries';
import { CardRow } from '../blocks/row';

/** «Похожие» under a title's details: fetched by the browser once the page is up, as it sits below the fold. */
export function SimilarRow({ item }: { item: MediaItem }) {
  const { t } = useTranslation();
  const similar = useQuery(endpointQuery('mediaItems.similar', { params: { id: String(item.series_id ?? item.id) } })).data?.items ?? [];
  return (
    <CardRow
      block={{ id: item.id, name: t('catalog.item.similar'), target: null }}
      items={similar.map((title) => ({ ...title, item_type: 'media_item' as const }))}
    />
  );
}
