import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import styles from '../../../ui/form/form.module.css';
import { StepLayout } from '../../../ui/form/step-layout';
import { useFieldError } from '../../../ui/form/use-field-error';
import { DeviceList } from '../../devices/device-list';
import { devicesQuery, isOverLimit } from '../../devices/devices-query';
import type { LoginEvent } from '../login-flow';

/**
 * spec 1 §4 Change device: remove a device; while the count is still above the limit the list reloads, otherwise the
 * session is updated (it stops being restricted) and the new-device screen follows.
 */
export function ChangeDeviceStep({ dispatch }: { dispatch(event: LoginEvent): void }) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const queryClient = useQueryClient();
  const { data: list, refetch } = useQuery({ ...devicesQuery(browserApi()), staleTime: 0 });
  const [busyUid, setBusyUid] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  const remove = async (uid: string) => {
    setBusyUid(uid);
    setError(null);
    try {
      await browserApi().call('devices.delete', { params: { uid } });
      const fresh = (await refetch()).data;
      if (fresh && !isOverLimit(fresh.devices.length, fresh.limit.device_limit)) {
        const { session_state } = await browserApi().call('auth.sessionUpdate', { body: {} });
        await queryClient.invalidateQueries();
        if (session_state === 'normal') dispatch({ type: 'devicesFit' });
      }
    } catch (caught) {
      setError(describe(caught, 'other'));
    } finally {
      setBusyUid(undefined);
    }
  };

  return (
    <StepLayout
      title={t('modal.change_device.title')}
      subtitle={t('modal.change_device.subtitle', { limit: list?.limit.device_limit ?? 5 })}
    >
      {list && <DeviceList list={list} busyUid={busyUid} onRemove={(uid) => void remove(uid)} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </StepLayout>
  );
}
