import type { MediaBlock } from '@efir/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { dataOf, str } from '../custom-data';
import { CardRow } from '../row';

/** spec 2 §9: the promo player block scrolls into view 1 s after load when its url_id is in the query. */
export const PROMO_PLAYER_SCROLL_DELAY_MS = 1000;

/** The promo player block (player, playerPlaylist): its items' trailers; `?{url_id}` brings it into view. */
export function PlayerBlock({ block }: { block: MediaBlock }) {
  const urlId = str(dataOf(block), 'url_id');
  const [params] = useSearchParams();
  const ref = useRef<HTMLDivElement>(null);
  const wanted = urlId !== null && params.has(urlId);
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => ref.current?.scrollIntoView({ behavior: 'smooth' }), PROMO_PLAYER_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return (
    <div ref={ref} id={urlId ?? undefined}>
      <CardRow block={{ ...block, name: str(dataOf(block), 'title') ?? block.name }} items={block.items} shape="horizontal" />
    </div>
  );
}
