import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Class names for anything that looks like a button: <button>, <Link> or <a>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md'): string {
  return [styles.button, styles[variant], size === 'lg' ? styles.large : ''].filter(Boolean).join(' ');
}

/** A round button holding one icon, 52 px like a large button (above the 44 px touch target); it needs an aria-label. */
export const iconButtonClass = [styles.button, styles.secondary, styles.icon].join(' ');
