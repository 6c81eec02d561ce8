import { useTranslation } from 'react-i18next';
import { useUser } from '../../session/session';
import { formatUntil } from '../purchases/purchase-format';

/**
 * A date of the account's payments and subscriptions, in the account's own time zone (spec 1 §3 User
 * current_time_zone): pages that show one prefetch the user, so the server's render and the browser's agree.
 */
export function useAccountDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useUser()?.current_time_zone;
  return (iso) => formatUntil(iso, i18n.language, timeZone);
}
