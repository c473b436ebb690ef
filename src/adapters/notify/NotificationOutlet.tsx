import { lazy, Suspense } from 'react';
import { useToastsRequested } from './toast-loader';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

/**
 * The notifications' place on the page: empty until the first notification asks for it, then
 * react-toastify's container (`ToastOutlet`), loaded in its own chunk with its stylesheet.
 */
export function NotificationOutlet() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}

/** Loads the outlet's chunk ahead of need (tests that then let fake time pass). */
export async function preloadNotificationOutlet(): Promise<void> {
  await import('./ToastOutlet');
}
