import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../api/browser';
import { errorText } from '../../api/client';
import { invalidateEndpoint } from '../../api/queries';
import { useViewerDates } from '../../session/viewer-dates';
import { confirmInModal } from '../../ui/modal/confirm-modal';
import { toast } from '../../ui/toast/toast';

export interface ActionTarget {
  service: { id: number; name: string };
  /** When access ends if the subscription stops now. */
  until: string | null;
}

/** Everything that shows a subscription's state: the account's list, the service's purchase_state and its offer. */
const refreshAfterChange = () => invalidateEndpoint('subscriptions.list', 'services.getById', 'purchases.variants');

/**
 * «Отменить подписку» (asked first: access stays until the period ends) and «Возобновить» (while it lasts); after
 * either, the list and the service's state refresh.
 */
export function useSubscriptionAction() {
  const { t } = useTranslation();
  const date = useViewerDates().moment;
  const change = useMutation({
    mutationFn: ({ action, service }: { action: 'unsubscribe' | 'resume'; service: ActionTarget['service'] }) =>
      browserApi().call(action === 'unsubscribe' ? 'subscriptions.unsubscribe' : 'subscriptions.cancelUnsubscribe', {
        params: { service_id: service.id },
      }),
    onSuccess: (_state, { action }) =>
      toast.success(t(`payments_and_services.services.${action === 'unsubscribe' ? 'unsubscribed' : 'resumed'}`)),
    onError: (error) => toast.error(errorText(error, t) ?? t('error.default')),
    onSettled: () => refreshAfterChange(),
  });

  const unsubscribe = async ({ service, until }: ActionTarget) => {
    const confirmed = await confirmInModal({
      title: t('payments_and_services.services.unsubscribe_title', { name: service.name }),
      ...(until ? { text: t('payments_and_services.services.unsubscribe_text', { date: date(until) }) } : {}),
      confirm: t('payments_and_services.services.unsubscribe'),
      cancel: t('payments_and_services.services.keep'),
    });
    if (confirmed) change.mutate({ action: 'unsubscribe', service });
  };
  const resume = ({ service }: ActionTarget) => change.mutate({ action: 'resume', service });

  return { unsubscribe, resume, busyId: change.isPending ? change.variables.service.id : null };
}

export type SubscriptionActions = ReturnType<typeof useSubscriptionAction>;
