import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify/unstyled';

/**
 * react-toastify and its stylesheet are loaded at the first notification, not with the first
 * screen: most visits show none, and the home route's JavaScript budget (issue 10) has no room
 * for them. Toasts sent before the outlet has mounted wait in react-toastify's own queue.
 */
type ToastModule = typeof Toastify;

let requested = false;
let module: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();

/** The toast functions, loading them (and asking the outlet to mount) the first time. */
export function loadToasts(): Promise<ToastModule> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  // The unstyled entry: the styles come from ReactToastify.css, a stylesheet the CSP allows,
  // not from a <style> element that the package's main entry would inject.
  module ??= import('react-toastify/unstyled');
  return module;
}

/** Whether a notification has been asked for, so that the outlet should be on the page. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
