import { type ComponentType, useSyncExternalStore } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

type Toasts = typeof import('./toast-host');

let loading: Promise<Toasts> | undefined;
let host: ComponentType | undefined;
const hostListeners = new Set<() => void>();

/**
 * react-toastify, its container and its stylesheet load with the first toast a tab shows: most pages never show one,
 * and every page used to carry them. A toast raised before the container mounts waits in the library's queue.
 */
export function withToasts(show: (toasts: Toasts['toast']) => void): void {
  loading ??= import('./toast-host').then((module) => {
    host = module.ToastHost;
    for (const listener of hostListeners) listener();
    return module;
  });
  void loading.then((module) => show(module.toast));
}

type Show = (content: ToastContent, options?: ToastOptions) => void;
const kind =
  (name: 'success' | 'error' | 'info'): Show =>
  (content, options) =>
    withToasts((toasts) => toasts[name](content, options));

export const toast = {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  /** Closes one toast, or all of them; nothing to close while the library has not loaded. */
  dismiss(id?: string | number) {
    if (loading) withToasts((toasts) => toasts.dismiss(id));
  },
};

const subscribe = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

/** Where the toasts appear, once the first one has been asked for. */
export function Toasts() {
  const Host = useSyncExternalStore(
    subscribe,
    () => host,
    () => undefined,
  );
  return Host ? <Host /> : null;
}
