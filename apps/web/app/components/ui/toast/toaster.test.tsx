// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '~/lib/i18n/in-english';
import { Toaster, ToastProvider, useToast } from './toaster';
import type { ToastApi } from './toaster';
import type { ToastInput } from './toast-queue';

let toastApi: ToastApi | undefined;

function CaptureToastApi({ onCapture }: { onCapture: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => onCapture(api), [api, onCapture]);
  return null;
}

function renderProvider() {
  renderInEnglish(
    <ToastProvider>
      <CaptureToastApi
        onCapture={(api) => {
          toastApi = api;
        }}
      />
    </ToastProvider>,
  );
}

function show(input: ToastInput): string {
  if (!toastApi) throw new Error('ToastProvider not rendered');
  const { show: showToast } = toastApi;
  let id = '';
  act(() => {
    id = showToast(input);
  });
  return id;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const liveRegion = () => screen.getByRole('status');
/** The toasts' list in the live region (its height is the room they take). */
const toastList = () => liveRegion().firstElementChild as HTMLElement;

// The toasts' drawing is its own chunk (it loads with the first toast): loaded once here, every test then
// draws its toasts at once.
beforeAll(async () => {
  const toast = {
    id: 'warm-up',
    type: 'info',
    message: 'Loaded',
    duration: 1,
    leaving: false,
    priority: false,
  } as const;
  renderInEnglish(<Toaster toasts={[toast]} onDismiss={() => {}} onRemove={() => {}} />);
  await screen.findByText('Loaded');
  cleanup();
});

beforeEach(() => {
  vi.useFakeTimers();
  renderProvider();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastApi = undefined;
});

describe('Toaster', () => {
  it('renders an empty polite live region before any toast', () => {
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(liveRegion().getAttribute('aria-atomic')).toBe('false');
    expect(liveRegion().textContent).toBe('');
  });

  it.each([
    { why: 'default duration', input: { message: 'Saved' }, visibleFor: 5000 },
    { why: 'custom duration', input: { message: 'Saved', duration: 1000 }, visibleFor: 1000 },
  ])('$why: hides after $visibleFor ms plus a 400 ms leave transition', ({ input, visibleFor }) => {
    show(input);

    advance(visibleFor - 1);
    const toast = screen.getByText('Saved').closest('div');
    expect(toast?.className).toContain('opacity-100');

    advance(1);
    expect(toast?.className).toContain('opacity-0');
    expect(toast?.hasAttribute('inert')).toBe(true);

    advance(399);
    expect(screen.queryByText('Saved')).not.toBeNull();

    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a sticky toast (duration 0) until it is dismissed', () => {
    show({ message: 'Offline', duration: 0 });
    advance(60 * 60 * 1000);
    expect(screen.queryByText('Offline')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(400);
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('dismisses through the hook', () => {
    const id = show({ message: 'Bye', duration: 0 });
    act(() => toastApi?.dismiss(id));
    advance(400);
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('renders a priority toast first', () => {
    show({ message: 'first' });
    show({ message: 'second' });
    show({ message: 'urgent', priority: true });

    const messages = [...toastList().children].map((toast) => toast.querySelector('.text-sm')?.textContent);
    expect(messages).toEqual(['urgent', 'first', 'second']);
  });

  it('calls onClick when the toast is clicked, then dismisses it', () => {
    const onClick = vi.fn();
    show({ title: 'New review', message: 'Open it', onClick });

    fireEvent.click(screen.getByRole('button', { name: /New review/ }));
    expect(onClick).toHaveBeenCalledOnce();

    advance(400);
    expect(screen.queryByText('New review')).toBeNull();
  });

  it.each([
    { how: 'hovered', hold: fireEvent.mouseEnter, release: fireEvent.mouseLeave },
    { how: 'focused', hold: fireEvent.focus, release: fireEvent.blur },
  ])('does not hide while $how', ({ hold, release }) => {
    show({ message: 'Hold me' });
    const closeButton = screen.getByRole('button', { name: 'Dismiss notification' });

    hold(closeButton);
    advance(10_000);
    expect(screen.getByText('Hold me').closest('div')?.className).toContain('opacity-100');

    release(closeButton);
    advance(5000);
    advance(400);
    expect(screen.queryByText('Hold me')).toBeNull();
  });

  it.each([
    { type: 'info', role: null, label: 'Information:' },
    { type: 'success', role: null, label: 'Success:' },
    { type: 'warning', role: null, label: 'Warning:' },
    { type: 'error', role: 'alert', label: 'Error:' },
  ] as const)('$type toast: role $role, announced as "$label"', ({ type, role, label }) => {
    show({ type, message: 'Something happened' });
    const toast = screen.getByText('Something happened').closest('div');
    expect(toast?.getAttribute('role')).toBe(role);
    expect(toast?.textContent).toContain(`${label} Something happened`);
  });

  it('defaults to the info style', () => {
    show({ message: 'Plain' });
    expect(screen.getByText('Plain').closest('div')?.className).toContain('bg-sky-50');
  });
});

describe('useToast', () => {
  it('throws outside ToastProvider', () => {
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CaptureToastApi onCapture={() => {}} />)).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });
});

describe('the room the page makes for toasts', () => {
  /** jsdom has no layout: a ResizeObserver the test calls, and the sizes the test gives. */
  let resized: (() => void) | undefined;
  beforeEach(() => {
    cleanup();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderProvider();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resized = undefined;
  });

  const layOut = (toastsHeight: number) => {
    vi.spyOn(toastList(), 'offsetHeight', 'get').mockReturnValue(toastsHeight);
    act(() => resized?.());
  };

  it('reserves the toasts’ height while one shows, and gives it back when none does', () => {
    show({ message: 'Saved' });
    layOut(80);
    expect(document.documentElement.style.getPropertyValue('--toaster-height')).toBe('96px');
    layOut(0);
    expect(document.documentElement.style.getPropertyValue('--toaster-height')).toBe('');
  });

  it('scrolls the control in focus out from under a toast, and leaves one in clear view alone', () => {
    const control = document.body.appendChild(document.createElement('button'));
    control.scrollIntoView = vi.fn();
    control.focus();
    const at = (bottom: number) =>
      vi.spyOn(control, 'getBoundingClientRect').mockReturnValue({ bottom } as DOMRect);
    at(window.innerHeight - 20);
    show({ message: 'Reported' });
    layOut(80);
    expect(control.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    vi.mocked(control.scrollIntoView).mockClear();
    at(100);
    layOut(80);
    expect(control.scrollIntoView).not.toHaveBeenCalled();
    control.remove();
  });
});
