import type { Channel } from '@efir/contract';
import { type SidePanelContent, useCloseSidePanel } from '@efir/player/ui';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { endpointQuery } from '../../api/queries';
import { imageSources } from '../catalog/image';
import { isOnAir } from './programme-access';
import styles from './tv-list-panel.module.css';

/** Where a pick in the TV list leads: the same kind of address as the one playing, for another channel. */
export type ChannelAddress = (channel: Pick<Channel, 'slug'>) => string;

/** The player's TV list side panel (spec 2 §2): every channel with what is on now; a pick switches to it. */
export function tvListPanel(currentId: number, addressOf: ChannelAddress, t: TFunction): SidePanelContent {
  return {
    title: t('player.channels'),
    openLabel: t('player.open_channels'),
    variant: 'list',
    children: <TvList currentId={currentId} addressOf={addressOf} currentLabel={t('player.current_channel')} />,
  };
}

function TvList({ currentId, addressOf, currentLabel }: { currentId: number; addressOf: ChannelAddress; currentLabel: string }) {
  const close = useCloseSidePanel();
  const channels = useQuery(endpointQuery('channels.list')).data?.items;
  if (!channels) return null;
  const nowS = Date.now() / 1000;
  return (
    <ol className={styles.list}>
      {channels.map((channel) => {
        const isCurrent = channel.id === currentId;
        const onAir = channel.epgs.find((program) => isOnAir(program, nowS));
        return (
          <li key={channel.id}>
            <Link
              to={addressOf(channel)}
              replace
              className={styles.entry}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={isCurrent ? (event) => event.preventDefault() : close}
            >
              <img {...imageSources(channel.logo, 'logo', '64x64')} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.name}>
                  {channel.number}. {channel.name}
                  {isCurrent ? ` · ${currentLabel}` : ''}
                </span>
                {onAir ? <span className={styles.program}>{onAir.name}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/** Channel up and down (spec 2 §2): the neighbour in number order, wrapping round the ends. */
export function neighbourChannel(channels: readonly Pick<Channel, 'id' | 'slug'>[], currentId: number, direction: 1 | -1) {
  const index = channels.findIndex((channel) => channel.id === currentId);
  if (index < 0 || channels.length < 2) return null;
  return channels[(index + direction + channels.length) % channels.length] ?? null;
}
