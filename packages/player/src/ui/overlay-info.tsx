import styles from './overlay-info.module.css';
import { usePlayerText } from './text';

/**
 * What the overlay tells about the content (spec 2 §2 "Overlay content"). The page builds it from the media
 * item, karaoke item or channel; times are already in the viewer's time zone.
 */
export type OverlayContent =
  | {
      kind: 'media_item';
      name: string;
      /** The title artwork; the name is shown as text when there is none. */
      logoUrl?: string;
      /** Season and episode short names, or genres, or null on a trailer (which shows the word "trailer"). */
      details: string | null;
      isTrailer: boolean;
      ageLevel: string | null;
    }
  | { kind: 'karaoke_item'; song: string; artist: string }
  | {
      kind: 'channel';
      channelName: string;
      programName: string | null;
      /** "21:00–22:30" in the viewer's time zone. */
      programTime: string | null;
      ageLevel: string | null;
      hasArchive: boolean;
    };

export function OverlayInfo({ content }: { content: OverlayContent }) {
  const { t } = usePlayerText();
  switch (content.kind) {
    case 'media_item':
      return (
        <div className={styles.info}>
          {content.logoUrl ? (
            <img className={styles.logo} src={content.logoUrl} alt={content.name} />
          ) : (
            <h1 className={styles.name}>{content.name}</h1>
          )}
          <p className={styles.details}>
            {content.isTrailer ? t('trailer') : content.details}
            {content.ageLevel && <span className={styles.age}>{content.ageLevel}</span>}
          </p>
        </div>
      );
    case 'karaoke_item':
      return (
        <div className={styles.info}>
          <h1 className={styles.name}>{content.song}</h1>
          <p className={styles.details}>{content.artist}</p>
        </div>
      );
    case 'channel':
      return (
        <div className={styles.info}>
          <p className={styles.details}>
            {content.programTime && <span className={styles.clock}>{content.programTime}</span>}
            {content.ageLevel && <span className={styles.age}>{content.ageLevel}</span>}
          </p>
          {content.programName && <h1 className={styles.name}>{content.programName}</h1>}
          <p className={styles.details}>{content.channelName}</p>
          {!content.hasArchive && <p className={styles.notice}>{t('no_archive')}</p>}
        </div>
      );
  }
}
