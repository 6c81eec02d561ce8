import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast/toast';
import type { AccessPanel } from './access-code';
import styles from './access-panel.module.css';

function PanelText({ panel }: { panel: AccessPanel }) {
  const { t } = useTranslation();
  if (panel.tone === 'error') return <p className={styles.message}>{panel.description ?? t(panel.messageKey ?? 'error.default')}</p>;
  return (
    <>
      <p className={styles.message}>{panel.message}</p>
      {panel.submessage && <p className={styles.submessage}>{panel.submessage}</p>}
    </>
  );
}

/** The result panel of an access code or joint viewing, in the app's one toast stack (spec 1 §9: top left). */
export function showAccessPanel(panel: AccessPanel): void {
  const show = panel.tone === 'success' ? toast.success : toast.error;
  show(<PanelText panel={panel} />, { autoClose: panel.durationMs });
}
