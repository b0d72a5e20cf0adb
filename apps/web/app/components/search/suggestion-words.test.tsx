// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { Suggestion } from '@carefinder/contracts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '~/lib/i18n/in-english';
import { useSuggestionWords } from './suggestion-words';

/** The shell's Hausa messages, read from the PO file as the build reads them (one line per msgid/msgstr). */
function hausaShell(): Record<string, string> {
  const po = readFileSync(join(import.meta.dirname, '../../locales/ha/shell.po'), 'utf8');
  const unquote = (text: string) => JSON.parse(text) as string;
  return Object.fromEntries(
    [...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
      .filter(([, id]) => id !== '""')
      .map(([, id, text]) => [generateMessageId(unquote(id!)), unquote(text!)]),
  );
}

const hausa = setupI18n({ locale: 'ha', messages: { ha: hausaShell() } });
const InHausa = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={hausa}>{children}</I18nProvider>
);

/** As the API answers them in English (search.api.test.ts holds the API to these). */
const SUGGESTIONS: Suggestion[] = [
  {
    kind: 'search',
    label: 'Pharmacies in Kaduna',
    detail: 'Search',
    url: '/search-result?q=kantin+magani+kaduna',
    parts: { what: 'Kantin magani', place: 'Kaduna', asTyped: false },
  },
  {
    kind: 'search',
    label: 'Search for “pharm”',
    detail: 'Search',
    url: '/search-result?q=pharm',
    parts: { what: 'pharm', place: null, asTyped: true },
  },
  {
    kind: 'facility',
    label: 'Royal Cross Clinic',
    detail: 'Facility · Ikeja, Lagos',
    url: '/facilities/f1',
    parts: { what: null, place: 'Ikeja, Lagos', asTyped: false },
  },
  {
    kind: 'facility-type',
    label: 'Kantin magani',
    detail: 'Facility type',
    url: '/search-result?facilityType=pharmacy',
  },
  {
    kind: 'place',
    label: 'Ikeja, Lagos',
    detail: 'Local government area',
    url: '/search-result?state=lagos&lga=ikeja',
  },
  { kind: 'place', label: 'Kaduna', detail: 'State', url: '/search-result?state=kaduna' },
];

const worded = (wrapper: (props: { children: ReactNode }) => ReactNode) =>
  renderHook(() => useSuggestionWords(), { wrapper }).result.current;

describe('a suggestion in the page’s language', () => {
  it('in English, says the API’s details, and a reading’s label in the same words as the API', () => {
    const words = worded(InEnglish);
    expect(SUGGESTIONS.slice(1).map(words)).toEqual(
      SUGGESTIONS.slice(1).map(({ label, detail }) => ({ label, detail })),
    );
    expect(words(SUGGESTIONS[0]!)).toEqual({ label: 'Kantin magani in Kaduna', detail: 'Search' });
  });

  it('in Hausa, puts the Hausa need and the place in a Hausa sentence, and words every detail', () => {
    const words = worded(InHausa);
    expect(SUGGESTIONS.map(words)).toEqual([
      { label: 'Kantin magani a Kaduna', detail: 'Nemo' },
      { label: 'Nemo “pharm”', detail: 'Nemo' },
      { label: 'Royal Cross Clinic', detail: 'Cibiyar lafiya · Ikeja, Lagos' },
      { label: 'Kantin magani', detail: "Nau'in cibiyar lafiya" },
      { label: 'Ikeja, Lagos', detail: 'Ƙaramar hukuma' },
      { label: 'Kaduna', detail: 'Jiha' },
    ]);
  });
});
