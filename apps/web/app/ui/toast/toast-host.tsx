import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

export { toast } from 'react-toastify/unstyled';

/** spec 1 §9: at most 4 toasts, top left, closing after 5000 ms unless a notification says otherwise. */
export const TOAST_LIMIT = 4;
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastHost() {
  return <ToastContainer limit={TOAST_LIMIT} position="top-left" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" />;
}
