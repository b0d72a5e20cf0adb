import type { MessageDescriptor } from '@lingui/core';
export const TOAST_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_DEFAULT_TYPE: ToastType = 'info';
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A duration of 0 keeps the toast until it is dismissed. */
export const TOAST_STICKY_DURATION_MS = 0;
/** Length of the enter and of the leave transition. */
export const TOAST_ANIMATION_MS = 400;

/** A toast's words: as they are, or a message the toaster says in the page's language. */
export type ToastText = string | MessageDescriptor;

export interface ToastInput {
  type?: ToastType;
  title?: ToastText;
  message?: ToastText;
  onClick?: () => void;
  /** Shown ahead of every toast already queued. */
  priority?: boolean;
  /** Milliseconds before the toast hides itself; 0 means it stays until dismissed. */
  duration?: number;
}

export interface Toast {
  id: string;
  type: ToastType;
  title?: ToastText;
  message?: ToastText;
  onClick?: () => void;
  priority: boolean;
  duration: number;
  /** Dismissed and playing its leave transition; removed once that ends. */
  leaving: boolean;
}

export type ToastQueue = readonly Toast[];

// Browsers fire timers longer than 2^31 - 1 ms at once, so such a toast would vanish immediately.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function normalizeDuration(duration: number | undefined): number {
  if (duration === undefined || Number.isNaN(duration) || duration < 0) return TOAST_DEFAULT_DURATION_MS;
  return duration > MAX_TIMER_DELAY_MS ? TOAST_STICKY_DURATION_MS : duration;
}

export function createToastIdGenerator(prefix = 'toast'): () => string {
  let lastId = 0;
  return () => `${prefix}-${++lastId}`;
}

export function createToast(input: ToastInput, id: string): Toast {
  return {
    ...input,
    id,
    type: input.type ?? TOAST_DEFAULT_TYPE,
    priority: input.priority ?? false,
    duration: normalizeDuration(input.duration),
    leaving: false,
  };
}

export function enqueueToast(queue: ToastQueue, toast: Toast): ToastQueue {
  return toast.priority ? [toast, ...queue] : [...queue, toast];
}

/** Starts the leave transition; the toast stays in the queue until `removeToast`. */
export function dismissToast(queue: ToastQueue, id: string): ToastQueue {
  const isShowing = queue.some((toast) => toast.id === id && !toast.leaving);
  return isShowing ? queue.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)) : queue;
}

export function removeToast(queue: ToastQueue, id: string): ToastQueue {
  return queue.some((toast) => toast.id === id) ? queue.filter((toast) => toast.id !== id) : queue;
}

export function isStickyToast(toast: Pick<Toast, 'duration'>): boolean {
  return toast.duration === TOAST_STICKY_DURATION_MS;
}
