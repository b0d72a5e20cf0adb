// @vitest-environment jsdom
import type { ComponentType } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InEnglish } from '~/lib/i18n/in-english';
import AboutUsPage from './about-us-page';
import FaqPage from './faq-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsPage from './terms-page';

afterEach(cleanup);

interface PageCase {
  name: string;
  path: string;
  Page: ComponentType;
  heading: string;
  lastUpdated: boolean;
}

const PAGES: PageCase[] = [
  { name: 'about-us', path: '/about-us', Page: AboutUsPage, heading: 'About CareFinder', lastUpdated: false },
  {
    name: 'privacy-policy',
    path: '/privacyPolicy',
    Page: PrivacyPolicyPage,
    heading: 'Privacy policy',
    lastUpdated: true,
  },
  { name: 'terms', path: '/terms', Page: TermsPage, heading: 'Terms of use', lastUpdated: true },
  { name: 'faq', path: '/faq', Page: FaqPage, heading: 'Frequently asked questions', lastUpdated: false },
];

function renderPage({ Page, path }: PageCase) {
  return render(
    <InEnglish>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </InEnglish>,
  );
}

describe.each(PAGES)('$name page', (page) => {
  it('renders exactly one h1 with the page title', () => {
    renderPage(page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(page.heading);
  });

  it('never skips a heading level', () => {
    const { container } = renderPage(page);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) =>
      Number(h.tagName[1]),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it(page.lastUpdated ? 'shows the "Last updated" line' : 'has no "Last updated" line', () => {
    const { container } = renderPage(page);
    const hasLine = (container.textContent ?? '').includes('Last updated: 22 November 2026');
    expect(hasLine).toBe(page.lastUpdated);
    if (page.lastUpdated)
      expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22');
  });

  it('has no placeholder text', () => {
    const { container } = renderPage(page);
    expect(container.textContent).not.toMatch(/lorem|coming soon|TODO/i);
  });

  it('renders inside the layout main without another main or page header/footer', () => {
    const { container } = renderPage(page);
    expect(container.querySelector('main')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('gives every link a destination and keeps external links safe', () => {
    const { container } = renderPage(page);
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toBe('');
      if (/^https?:/.test(href)) expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});

describe('about-us page', () => {
  it('credits the NHFR/GRID3 source and the CC BY 4.0 licence', () => {
    const { container } = renderPage(PAGES[0]!);
    const text = container.textContent ?? '';
    expect(text).toMatch(/Nigeria Health Facility Registry \(NHFR\)/);
    expect(text).toContain('GRID3');
    expect(text).toContain('CC BY 4.0');
    expect(container.querySelector('a[href="https://creativecommons.org/licenses/by/4.0/"]')).not.toBeNull();
  });

  it('links to the emergency number', () => {
    const { container } = renderPage(PAGES[0]!);
    expect(container.querySelector('a[href="tel:112"]')).not.toBeNull();
  });
});

describe('privacy policy page', () => {
  it('covers the NDPA, the NDPC, the contact page and that data is not sold', () => {
    const { container } = renderPage(PAGES[1]!);
    const text = container.textContent ?? '';
    expect(text).toContain('Nigeria Data Protection Act 2023');
    expect(text).toContain('Nigeria Data Protection Commission');
    expect(text).toMatch(/do not sell/);
    for (const right of ['access', 'rectification', 'erasure', 'objection']) expect(text).toContain(right);
    expect(container.querySelector('a[href="/contactUs"]')).not.toBeNull();
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});

describe('terms page', () => {
  it('states the open-data licence with attribution and Nigerian governing law', () => {
    const { container } = renderPage(PAGES[2]!);
    const text = container.textContent ?? '';
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain('GRID3');
    expect(text).toContain('Federal Ministry of Health');
    expect(text).toMatch(/laws of the Federal Republic of Nigeria/);
  });
});

describe('faq page', () => {
  it('has at least 10 questions as native <details> with a <summary>', () => {
    const { container } = renderPage(PAGES[3]!);
    const details = Array.from(container.querySelectorAll('details'));
    expect(details.length).toBeGreaterThanOrEqual(10);
    expect(details.length).toBeLessThanOrEqual(14);
    for (const item of details) {
      const summary = item.querySelector(':scope > summary');
      expect(summary?.textContent?.trim()).toMatch(/\?$/);
    }
  });

  it('answers the questions visitors ask most', () => {
    renderPage(PAGES[3]!);
    for (const topic of [
      /open now/i,
      /HMO|NHIA/,
      /wrong/i,
      /claim/i,
      /come from/i,
      /free/i,
      /reviews/i,
      /emergency/i,
      /slow/i,
      /location/i,
    ]) {
      expect(screen.getAllByText(topic, { selector: 'summary' }).length).toBeGreaterThan(0);
    }
  });

  it('says opening hours are in Nigerian time (WAT)', () => {
    renderPage(PAGES[3]!);
    const openNow = screen.getByText(/What does “Open now” mean\?/, { selector: 'summary' });
    const details = openNow.closest('details');
    expect(details).not.toBeNull();
    expect(within(details as HTMLElement).getByText(/WAT/)).toBeDefined();
  });
});
