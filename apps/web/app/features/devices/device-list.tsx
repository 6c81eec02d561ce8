import type { DeviceList as Devices } from '@efir/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/button';
import styles from './device-list.module.css';

/** The account's devices with a remove button each (spec 1 §4 Change device, /my/devices). */
export function DeviceList({ list, busyUid, onRemove }: { list: Devices; busyUid?: string; onRemove(uid: string): void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.count}>{t('devices.count', { count: list.devices.length, limit: list.limit.device_limit })}</p>
      <ul className={styles.list}>
        {list.devices.map((device) => (
          <li key={device.uid} className={styles.device}>
            <img className={styles.icon} src={device.device_type_icon} alt="" width={32} height={32} />
            <span className={styles.names}>
              <span className={styles.title}>{device.title}</span>
              <span className={`${styles.meta} ${device.is_current ? styles.current : ''}`}>
                {device.is_current ? t('devices.current') : device.terminal_name}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={t('devices.remove', { title: device.title })}
              disabled={busyUid !== undefined}
              aria-busy={busyUid === device.uid}
              onClick={() => onRemove(device.uid)}
            >
              {t('button.remove')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
