import { createContext, lazy, Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { listenForAnnouncedToasts } from '~/lib/announced-toasts';
import {
  createToast,
  createToastIdGenerator,
  dismissToast,
  enqueueToast,
  removeToast,
  TOAST_DEFAULT_DURATION_MS,
} from './toast-queue';
import type { ToastInput, ToastQueue } from './toast-queue';

export interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const toastApi = use(ToastContext);
  if (!toastApi) throw new Error('useToast must be used inside <ToastProvider>.');
  return toastApi;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<ToastQueue>([]);
  const [nextToastId] = useState(() => createToastIdGenerator());

  const toastApi = useMemo<ToastApi>(
    () => ({
      show(input) {
        const toast = createToast(input, nextToastId());
        setQueue((current) => enqueueToast(current, toast));
        return toast.id;
      },
      dismiss(id) {
        setQueue((current) => dismissToast(current, id));
      },
    }),
    [nextToastId],
  );
  const remove = useCallback((id: string) => setQueue((current) => removeToast(current, id)), []);
  useEffect(() => listenForAnnouncedToasts(toastApi.show), [toastApi]);

  return (
    <ToastContext value={toastApi}>
      {children}
      <Toaster toasts={queue} onDismiss={toastApi.dismiss} onRemove={remove} />
    </ToastContext>
  );
}

export interface ToasterProps {
  toasts: ToastQueue;
  /** Starts a toast's leave transition. */
  onDismiss: (id: string) => void;
  /** Called once the leave transition has finished. */
  onRemove: (id: string) => void;
}

/**
 * How toasts are drawn loads with the first toast: most visits show none, and every page's first view pays
 * for what its shell holds. Should that code not arrive (offline), each toast is still said, as plain text.
 */
const ToastItems = lazy(() => import('./toast-items').catch(() => ({ default: PlainToasts })));

function PlainToasts({ toasts, onRemove }: ToasterProps) {
  // Each goes after its time (a sticky one too: this plain list has no button to dismiss it).
  useEffect(() => {
    const timers = toasts.map((toast) =>
      setTimeout(() => onRemove(toast.id), toast.leaving ? 0 : toast.duration || TOAST_DEFAULT_DURATION_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [toasts, onRemove]);
  return (
    <>
      {toasts.map((toast) => (
        <p
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : undefined}
          className="rounded-md border bg-white p-4 shadow-lg"
        >
          {[toast.title, toast.message].filter((text) => typeof text === 'string').join(' ')}
        </p>
      ))}
    </>
  );
}

/**
 * The live region is always rendered, even when empty: screen readers only announce changes to a
 * region that was already in the page.
 */
export function Toaster(props: ToasterProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      // role="status" implies aria-atomic="true", which would re-read every toast on each new one.
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 md:left-auto md:w-96"
    >
      {props.toasts.length > 0 && (
        <Suspense>
          <ToastItems {...props} />
        </Suspense>
      )}
    </div>
  );
}
