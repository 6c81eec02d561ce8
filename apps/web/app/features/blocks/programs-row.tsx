import type { MediaBlock } from '@efir/contract';
import { ItemCard } from '../catalog/item-card';
import styles from './blocks.module.css';
import { Row } from './row';

/** spec 2 §2 TV programmes: the programme on air on each channel (plus: and the next one), opening the channel player. */
export function ProgramsRow({ block, plus = false }: { block: MediaBlock; plus?: boolean }) {
  const programs = block.items.flatMap((item) =>
    item.item_type === 'channel' ? item.epgs.slice(0, plus ? 2 : 1).map((epg) => ({ ...epg, item_type: 'program' as const })) : [],
  );
  if (programs.length === 0) return null;
  return (
    <Row block={block}>
      {programs.map((program) => (
        <li key={program.id} className={styles.slide}>
          <ItemCard item={program} shape="horizontal" />
        </li>
      ))}
    </Row>
  );
}
