import styles from './pages.module.css';

/** Operator HTML, already sanitised by the API (docs/decisions/0007), set as the page's prose. */
export function OperatorHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises operator HTML before it is served.
  return <div className={`${styles.prose} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
