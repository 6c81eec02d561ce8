import type { ProfileChannel } from '@efir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession, useUser } from '../../session/session';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/form/text-field';
import { toast } from '../../ui/toast/toast';
import { SignInPrompt } from '../account/sign-in-prompt';
import { imageSources } from '../catalog/image';
import { PageHeading } from '../shell/page-heading';
import { type ChannelChoice, choiceOf, hiddenIdsOf, isChanged, markAll, matching, toggle } from './channel-choice';
import styles from './profile-channels.module.css';
import { useProfiles } from './use-profiles';

/** /my/profiles/{id}/channels: which channels a profile sees; the main profile chooses, another profile only reads its own. */
export function ProfileChannelsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const user = useUser();
  const profiles = useProfiles();
  const channels = useQuery({ ...endpointQuery('profiles.channels', { params: { id } }), enabled: session?.is_auth === true });

  if (session && !session.is_auth) return <SignInPrompt />;
  const profile = profiles?.find((candidate) => candidate.id === id);
  if (!channels.data || !profile || !user) return <PageHeading title={t('page.my_profile_channels')} />;
  return (
    <div className={styles.page}>
      <PageHeading title={t('profile_channels.title', { name: profile.name })} />
      <Link to={`/my/profiles/${profile.id}`} className={styles.back}>
        {t('profile_channels.back')}
      </Link>
      <ChannelChecklist
        // A saved answer starts the checklist again from what the server now holds.
        key={channels.dataUpdatedAt}
        profileId={profile.id}
        items={channels.data.items}
        editable={user.profile?.type === 'master'}
      />
    </div>
  );
}

interface ChannelChecklistProps {
  profileId: string;
  items: ProfileChannel[];
  editable: boolean;
}

export function ChannelChecklist({ profileId, items, editable }: ChannelChecklistProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ChannelChoice>(() => choiceOf(items));
  const save = useMutation({
    mutationFn: () =>
      browserApi().call('profiles.setChannels', { params: { id: profileId }, body: { hidden_channel_ids: hiddenIdsOf(choice, items) } }),
    onSuccess: async (answer) => {
      toast.success(t('profile_channels.saved'));
      queryClient.setQueryData(endpointQuery('profiles.channels', { params: { id: profileId } }).queryKey, answer);
      // What the profile sees changed: the guide and channel lists on screen follow.
      await invalidateEndpoint('epg.guide', 'channels.list', 'epg.nowNext');
    },
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
  });
  const shown = matching(items, choice.search);
  const visible = items.length - hiddenIdsOf(choice, items).length;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p className={styles.note}>{editable ? t('profile_channels.about') : t('profile_channels.master_only')}</p>
      <div className={styles.toolbar}>
        <TextField
          label={t('profile_channels.search')}
          type="search"
          value={choice.search}
          onChange={(search) => setChoice({ ...choice, search })}
        />
        {editable ? (
          <div className={styles.marks}>
            <button type="button" className={buttonClass('secondary')} onClick={() => setChoice(markAll(choice, items, true))}>
              {t('profile_channels.select_all')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => setChoice(markAll(choice, items, false))}>
              {t('profile_channels.select_none')}
            </button>
          </div>
        ) : null}
      </div>
      <p className={styles.count} aria-live="polite">
        {t('profile_channels.count', { visible, total: items.length })}
      </p>
      {shown.length === 0 ? <p className={styles.note}>{t('profile_channels.nothing_found')}</p> : null}
      <ul className={styles.list}>
        {shown.map((channel) => {
          const logo = imageSources(channel.logo, 'logo', '64x64');
          return (
            <li key={channel.id}>
              <label className={styles.item}>
                <input
                  type="checkbox"
                  checked={!choice.hidden.has(channel.id)}
                  disabled={!editable}
                  onChange={() => setChoice(toggle(choice, channel.id))}
                />
                <img src={logo.src} srcSet={logo.srcSet} alt="" width={40} height={40} className={styles.logo} />
                <span className={styles.number}>{channel.number}</span>
                <span className={styles.name}>{channel.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {editable ? (
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={!isChanged(choice, items) || save.isPending}>
            {t('button.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
}
