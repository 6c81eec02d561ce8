import { COLD_START_ANCHOR, type MediaBlock } from '@efir/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../ui/button';
import { titleOf } from '../blocks/custom-data';
import { CardRow } from '../blocks/row';
import styles from './cold-start.module.css';
import { openColdStart } from './open-cold-start';

/**
 * The home page's recom_cold_start block for a signed-in viewer (a visitor sees nothing of it, spec 2 §6). Its items are
 * the profile's own, from its cold-start answer: none yet means no answer yet, so the block invites the viewer to give
 * one; once answered it is a row of what was picked for them, with a way to choose again. It carries the #cold_start
 * anchor the result leads to.
 */
export function ColdStartBlock({ block, eager }: { block: MediaBlock; eager: boolean }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const title = titleOf(block) ?? block.name;
  // The block may arrive after the page (the rest of a long view loads later): the anchor is honoured when it does.
  useEffect(() => {
    if (hash === `#${COLD_START_ANCHOR}`) anchor.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div id={COLD_START_ANCHOR} ref={anchor} className={styles.anchor}>
      {block.items.length === 0 ? (
        <div className={styles.invite}>
          <h2>{title}</h2>
          <p>{t('cold_start.block.invite')}</p>
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => void openColdStart()}>
            {t('cold_start.block.start')}
          </button>
        </div>
      ) : (
        <>
          <CardRow block={{ ...block, name: title }} items={block.items} eager={eager} />
          <div className={styles.again}>
            <button type="button" className={buttonClass('secondary')} onClick={() => void openColdStart()}>
              {t('cold_start.block.again')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
