import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast-colors.css';
import { NOTIFICATION_DURATION_MS } from './toast-notifier';

/**
 * Where notifications appear: top right, 5 seconds, errors red (react-toastify's colored
 * theme, in colours white text reads on: toast-colors.css), errors announced at once to
 * screen readers, paused while hovered or the window is hidden.
 */
export default function ToastOutlet() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={NOTIFICATION_DURATION_MS}
      theme="colored"
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      closeButton
    />
  );
}
