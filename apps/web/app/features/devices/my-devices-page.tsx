import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { browserApi } from '../../api/browser';
import { useSession } from '../../session/session';
import styles from '../account/my-page.module.css';
import { SignInPrompt } from '../account/sign-in-prompt';
import { PageHeading } from '../shell/page-heading';
import { DeviceList } from './device-list';
import { devicesQuery } from './devices-query';

/** /my/devices: the account's devices; removing one ends its session (removing this one signs out here). */
export function MyDevicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const isAuth = session?.is_auth === true;
  const { data: list } = useQuery({ ...devicesQuery(browserApi()), enabled: isAuth });
  const [busyUid, setBusyUid] = useState<string>();

  const remove = async (uid: string) => {
    const current = list?.devices.find((device) => device.uid === uid)?.is_current;
    setBusyUid(uid);
    try {
      await browserApi().call('devices.delete', { params: { uid } });
      if (current) {
        window.location.assign('/');
        return;
      }
      toast.success(t('devices.removed'));
      await queryClient.invalidateQueries({ queryKey: devicesQuery(browserApi()).queryKey });
    } finally {
      setBusyUid(undefined);
    }
  };

  return (
    <>
      <PageHeading title={t('page.my_devices')} />
      {session && !isAuth && <SignInPrompt />}
      {list && (
        <section className={styles.panel}>
          <DeviceList list={list} busyUid={busyUid} onRemove={(uid) => void remove(uid)} />
        </section>
      )}
    </>
  );
}
