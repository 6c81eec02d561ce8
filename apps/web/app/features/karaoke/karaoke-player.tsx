import type { KaraokeItem, PlayerAsset } from '@efir/contract';
import { Player, type PlayerItem, type PlayerText } from '@efir/player/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { useRootData } from '../../session/root-data';
import { useSession } from '../../session/session';
import { HTML_LANG } from '../language/language';
import { playerServices } from '../player/services';
import { useSingleKeyShortcuts } from '../player/single-key-shortcuts';
import { usePlayerPreferences } from '../player/use-player-preferences';
import { viewTimeLeftSeconds } from '../player/view-time';
import styles from './karaoke.module.css';
import { createLyricsPreferenceStorage } from './lyrics-preferences';

type AssetState = { asset: PlayerAsset } | { error: string } | null;

/**
 * The web player on the karaoke page, loaded only once the viewer asks to sing (it carries the stream library).
 * The overlay shows the song and the artist (spec 2 §2 Overlay content).
 */
export default function KaraokePlayer({ item }: { item: KaraokeItem }) {
  const { t } = useTranslation();
  const { language, tvView } = useRootData();
  const session = useSession();
  const [state, setState] = useState<AssetState>(null);
  const playerPreferences = usePlayerPreferences(null);
  const [singleKeyShortcuts] = useSingleKeyShortcuts();
  // Lyrics (the song's subtitle tracks) are on from the start.
  const preferences = useMemo(
    () => createLyricsPreferenceStorage(playerPreferences, window.localStorage, language),
    [playerPreferences, language],
  );
  const services = useMemo(() => playerServices({ savePositions: false }), []);
  const text = useMemo<PlayerText>(() => ({ t: (key, values) => t(`player.${key}`, values), locale: HTML_LANG[language] }), [t, language]);

  useEffect(() => {
    let live = true;
    browserApi()
      .call('playback.asset', { params: { content_type: 'karaoke_item', content_id: item.id } })
      .then(
        (asset) => live && setState({ asset }),
        (error: unknown) => live && setState({ error: errorText(error, t) ?? t('error.default') }),
      );
    return () => {
      live = false;
    };
  }, [item.id, t]);

  const playerItem = useMemo<PlayerItem | null>(
    () => (state && 'asset' in state ? { key: `karaoke_item:${item.id}`, asset: state.asset } : null),
    [state, item.id],
  );

  if (state && 'error' in state) {
    return (
      <p className={styles.playerError} role="alert">
        {state.error}
      </p>
    );
  }
  return (
    <Player
      item={playerItem}
      text={text}
      services={services}
      preferences={preferences}
      singleKeyShortcuts={singleKeyShortcuts}
      remote={tvView}
      overlay={{ kind: 'karaoke_item', song: item.name, artist: item.artist.name }}
      viewTimeLeftSeconds={session ? viewTimeLeftSeconds(session) : null}
      onRetry={() => window.location.reload()}
    />
  );
}
