import type { MediaBlock } from '@efir/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import styles from '../blocks.module.css';
import { dataOf, list, str, titleOf } from '../custom-data';

/** spec 2 §2 device tabs (any_device spoilers): a tab per device; the last tab links out to its page instead. */
export function DeviceTabs({ block }: { block: MediaBlock }) {
  const [active, setActive] = useState(0);
  const spoilers = list(dataOf(block), 'spoilers').filter((spoiler) => str(spoiler, 'device_title'));
  if (spoilers.length === 0) return null;
  const tabs = spoilers.length > 1 ? spoilers.slice(0, -1) : spoilers;
  const external = spoilers.length > 1 ? spoilers.at(-1) : undefined;
  const current = tabs[Math.min(active, tabs.length - 1)] ?? {};
  const panelId = `devices-${block.id}`;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{titleOf(block)}</h2>
      <div role="tablist" className={styles.tabs}>
        {tabs.map((spoiler, index) => (
          <button
            key={str(spoiler, 'device_title')}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={panelId}
            className={styles.tab}
            onClick={() => setActive(index)}
          >
            {str(spoiler, 'device_title')}
          </button>
        ))}
        {external ? (
          <a className={styles.tab} href={str(external, 'button_link') ?? '/'} target="_blank" rel="noreferrer">
            {str(external, 'device_title')}
          </a>
        ) : null}
      </div>
      <div id={panelId} role="tabpanel" className={styles.tabPanel}>
        <div>
          <p className={styles.lead}>{str(current, 'device_subtitle')}</p>
          {list(current, 'items').map((item) => (
            <p key={str(item, 'title')}>
              <strong>{str(item, 'title')}</strong> {str(item, 'content')}
            </p>
          ))}
          {str(current, 'button_link') ? (
            <Link to={str(current, 'button_link') ?? '/'} className={buttonClass('secondary')}>
              {str(current, 'button_text')}
            </Link>
          ) : null}
        </div>
        {str(current, 'image') ? <img src={str(current, 'image') ?? ''} alt="" width={320} height={200} loading="lazy" /> : null}
      </div>
    </section>
  );
}
