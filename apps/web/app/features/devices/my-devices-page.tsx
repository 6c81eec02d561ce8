import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { endpointQuery, invalidateEndpoint } from '../../api/queries';
import { useSession } from '../../session/session';
import { toast } from '../../ui/toast/toast';
import styles from '../account/my-page.module.css';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import { DeviceList } from './device-list';

/** /my/devices: the account's devices; removing one ends its session (removing this one signs out here). */
export function MyDevicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const isAuth = session?.is_auth === true;
  const { data: list } = useQuery(endpointQuery('devices.list', {}, { enabled: isAuth }));
  const removal = useMutation({
    mutationFn: async (uid: string) => {
      const current = list?.devices.find((device) => device.uid === uid)?.is_current;
      await browserApi().call('devices.delete', { params: { uid } });
      if (current) {
        window.location.assign('/');
        return;
      }
      toast.success(t('devices.removed'));
      await invalidateEndpoint('devices.list');
    },
  });

  return (
    <>
      <PageHeading title={t('page.my_devices')} />
      {session && !isAuth && <SignInPrompt />}
      {list && (
        <section className={styles.panel}>
          <DeviceList list={list} busyUid={removal.isPending ? removal.variables : undefined} onRemove={(uid) => removal.mutate(uid)} />
        </section>
      )}
    </>
  );
}
