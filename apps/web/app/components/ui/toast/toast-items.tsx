import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { TOAST_ANIMATION_MS, isStickyToast } from './toast-queue';
import type { Toast, ToastType } from './toast-queue';
import type { ToasterProps } from './toaster';

/** The space the toasts take above the bottom of the window, their margin included. */
const TOASTER_MARGIN_PX = 16;

/**
 * Toasts float over the page's foot, so while any shows the page makes room for them: the window scrolls
 * what it brings into view above them (scroll-padding), the page's end can scroll clear of them, and the
 * element in focus (the control a toast answers) is scrolled out from under them (WCAG 2.4.11).
 */
function useRoomForToasts(region: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      if (!height) {
        root.style.removeProperty('--toaster-height');
        return;
      }
      root.style.setProperty('--toaster-height', `${height + TOASTER_MARGIN_PX}px`);
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || element.contains(focused)) return;
      if (focused.getBoundingClientRect().bottom > window.innerHeight - height - TOASTER_MARGIN_PX)
        focused.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toaster-height');
    };
  }, [region]);
}

/** The toasts in the toaster's live region, newest last. */
export default function ToastItems({ toasts, onDismiss, onRemove }: ToasterProps) {
  const list = useRef<HTMLDivElement>(null);
  useRoomForToasts(list);
  return (
    <div ref={list} className="flex flex-col gap-2">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onRemove={onRemove} />
      ))}
    </div>
  );
}

const TYPE_LABELS: Record<ToastType, MessageDescriptor> = {
  info: msg`Information`,
  success: msg`Success`,
  warning: msg`Warning`,
  error: msg`Error`,
};

// Dark text on a pale tint: every pair is above 10:1, well past WCAG AA.
const TYPE_CLASSES: Record<ToastType, string> = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  success: 'border-green-700 bg-green-50 text-green-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  onRemove: (id: string) => void;
}

function ToastItem({ toast, onDismiss, onRemove }: ToastItemProps) {
  const { i18n, t } = useLingui();
  const { id, type, onClick, duration, leaving } = toast;
  // Words given as messages are said in the page's language (the shell's, or the page's own catalog).
  const [title, message] = [toast.title, toast.message].map((text) =>
    text === undefined || typeof text === 'string' ? text : i18n._(text),
  );
  const isSticky = isStickyToast(toast);
  // Hovering or focusing a toast holds it open (WCAG 2.2.1); the full duration restarts afterwards.
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isHeld = isHovered || hasFocus;

  useEffect(() => {
    if (leaving || isSticky || isHeld) return;
    const autoHide = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(autoHide);
  }, [id, duration, isSticky, leaving, isHeld, onDismiss]);

  useEffect(() => {
    if (!leaving) return;
    const removal = setTimeout(() => onRemove(id), TOAST_ANIMATION_MS);
    return () => clearTimeout(removal);
  }, [id, leaving, onRemove]);

  const content = (
    <>
      <span className="sr-only">{i18n._(TYPE_LABELS[type])}: </span>
      {title && <span className="block font-semibold">{title}</span>}
      {message && <span className="block text-sm">{message}</span>}
    </>
  );

  return (
    <div
      role={type === 'error' ? 'alert' : undefined}
      inert={leaving}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={() => setHasFocus(false)}
      style={{ transitionDuration: `${TOAST_ANIMATION_MS}ms` }}
      className={[
        'pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-4 shadow-lg',
        'transition ease-out motion-reduce:transition-none starting:translate-y-2 starting:opacity-0',
        leaving ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100',
        TYPE_CLASSES[type],
      ].join(' ')}
    >
      {onClick ? (
        <button
          type="button"
          onClick={() => {
            onClick();
            onDismiss(id);
          }}
          className="min-w-0 flex-1 cursor-pointer rounded-sm text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {content}
        </button>
      ) : (
        <p className="min-w-0 flex-1">{content}</p>
      )}
      <button
        type="button"
        aria-label={t`Dismiss notification`}
        onClick={() => onDismiss(id)}
        className="-m-1 shrink-0 cursor-pointer rounded-sm p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}
