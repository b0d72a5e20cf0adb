import type { ToastText } from '~/components/ui/toast/toast-queue';

/** A toast as code outside React describes it; the toaster's ToastInput accepts it as is. */
export interface AnnouncedToast {
  type?: 'info' | 'success' | 'warning' | 'error';
  title?: ToastText;
  message?: ToastText;
}

type ToastListener = (toast: AnnouncedToast) => void;

let listener: ToastListener | null = null;
const pending: AnnouncedToast[] = [];

/**
 * Shows a toast from code outside React (route loaders, the API client's session end). Toasts announced
 * before the toaster is mounted (during hydration) wait for it.
 */
export function announceToast(toast: AnnouncedToast): void {
  if (listener) listener(toast);
  else pending.push(toast);
}

/** For the toaster: receives announced toasts, the pending ones first. */
export function listenForAnnouncedToasts(onToast: ToastListener): () => void {
  listener = onToast;
  for (const toast of pending.splice(0)) onToast(toast);
  return () => {
    if (listener === onToast) listener = null;
  };
}
