import { describe, expect, it } from 'vitest';
import { announceToast, listenForAnnouncedToasts } from './announced-toasts';
import type { AnnouncedToast } from './announced-toasts';

describe('announceToast', () => {
  it('holds toasts announced before the toaster listens, then delivers them in order', () => {
    announceToast({ message: 'first' });
    announceToast({ type: 'success', message: 'second' });
    const received: AnnouncedToast[] = [];
    const stop = listenForAnnouncedToasts((toast) => received.push(toast));
    announceToast({ message: 'third' });
    stop();

    expect(received.map((toast) => toast.message)).toEqual(['first', 'second', 'third']);
  });

  it('a stopped listener receives nothing more; a newer listener is not stopped by an older one', () => {
    const older: AnnouncedToast[] = [];
    const newer: AnnouncedToast[] = [];
    const stopOlder = listenForAnnouncedToasts((toast) => older.push(toast));
    const stopNewer = listenForAnnouncedToasts((toast) => newer.push(toast));
    stopOlder();
    announceToast({ message: 'to the newer' });
    stopNewer();

    expect(older).toEqual([]);
    expect(newer).toEqual([{ message: 'to the newer' }]);
  });
});
