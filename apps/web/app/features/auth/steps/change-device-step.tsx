import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { endpointQuery } from '../../../api/queries';
import styles from '../../../ui/form/form.module.css';
import { StepLayout } from '../../../ui/form/step-layout';
import { useFieldError } from '../../../ui/form/use-field-error';
import { isOverLimit } from '../../devices/device-limit';
import { DeviceList } from '../../devices/device-list';
import type { LoginEvent } from '../login-flow';

/**
 * spec 1 §4 Change device: remove a device; while the count is still above the limit the list reloads, otherwise the
 * session is updated (it stops being restricted) and the new-device screen follows.
 */
export function ChangeDeviceStep({ dispatch }: { dispatch(event: LoginEvent): void }) {
  const { t } = useTranslation();
  const describe = useFieldError();
  const queryClient = useQueryClient();
  const { data: list, refetch } = useQuery(endpointQuery('devices.list', {}, { staleTime: 0 }));
  const removal = useMutation({
    mutationFn: async (uid: string) => {
      await browserApi().call('devices.delete', { params: { uid } });
      const fresh = (await refetch()).data;
      if (fresh && !isOverLimit(fresh.devices.length, fresh.limit.device_limit)) {
        const { session_state } = await browserApi().call('auth.sessionUpdate', { body: {} });
        await queryClient.invalidateQueries();
        if (session_state === 'normal') dispatch({ type: 'devicesFit' });
      }
    },
  });

  return (
    <StepLayout
      title={t('modal.change_device.title')}
      subtitle={t('modal.change_device.subtitle', { limit: list?.limit.device_limit ?? 5 })}
    >
      {list && (
        <DeviceList list={list} busyUid={removal.isPending ? removal.variables : undefined} onRemove={(uid) => removal.mutate(uid)} />
      )}
      {removal.error && (
        <p className={styles.error} role="alert">
          {describe(removal.error, 'other')}
        </p>
      )}
    </StepLayout>
  );
}
