import { describe, expect, it } from 'vitest';
import { english } from '~/lib/i18n/in-english';
import { offlinePageHtml } from './offline-page.server';

describe('offlinePageHtml', () => {
  it('shows 112 and links the emergency numbers in the page’s language, its words escaped', () => {
    const html = offlinePageHtml('en', english);
    expect(html).toMatch(/^<!doctype html><html lang="en-NG">/);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a class="dial" href="tel:112">Call 112</a>');
    expect(html).toContain('<p><a href="/emergency-contacts">Emergency numbers</a>: the full list');
    expect(html).toContain('reported by <a href="https://technologytimes.ng/');
    expect(offlinePageHtml('ha', english)).toContain('<a href="/ha/emergency-contacts">');
    expect(html).not.toContain('\u0000');
  });
});
