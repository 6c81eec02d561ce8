import { EARLY_PLAYBACK_ATTRIBUTE, type EarlyStart } from '../shaka/early-playback';
import styles from './player.module.css';

export type EarlyMediaProps = EarlyStart & {
  /** The page's early-playback script, which starts `item` in these elements (shaka/early-playback.ts). */
  script: string;
};

// Inner HTML, which hydration leaves alone: the early playback has changed it by then (shaka draws into the captions layer).
const ELEMENTS = `<video class="${styles.video}" playsinline></video><div class="${styles.captions}"></div>`;

/**
 * Server-rendered where the player will be: the video and subtitle layer an early playback starts in, before the app's
 * scripts run, and which the player then takes over, so the picture need not wait for the app to load and hydrate.
 */
export function EarlyMedia({ item, waits, script }: EarlyMediaProps) {
  return (
    <>
      <div
        className={styles.early}
        {...{ [EARLY_PLAYBACK_ATTRIBUTE]: JSON.stringify({ item, waits } satisfies EarlyStart) }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup of our own, with no data in it
        dangerouslySetInnerHTML={{ __html: ELEMENTS }}
      />
      <script type="module" async src={script} />
    </>
  );
}
