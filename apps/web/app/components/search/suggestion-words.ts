import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Suggestion } from '@carefinder/contracts';

/** What each list's entry is called under its name. */
const ENTRY_WORDS: Partial<Record<Suggestion['kind'], MessageDescriptor>> = {
  'facility-type': msg`Facility type`,
  specialty: msg`Specialty`,
  service: msg`Service`,
  condition: msg`Condition`,
  procedure: msg`Procedure`,
};

/**
 * A suggestion's label and detail in the page's language. The API names the lists' entries in it (data)
 * and says what each suggestion is made of (`parts`); the words around them are the page's. In English,
 * the API's own label and detail.
 */
export function useSuggestionWords() {
  const { i18n } = useLingui();
  return (suggestion: Suggestion): { label: string; detail: string } => {
    const { kind, label, parts } = suggestion;
    const what = parts?.what ?? '';
    const place = parts?.place ?? '';
    switch (kind) {
      case 'search':
        if (!parts) return { label, detail: i18n._(msg`Search`) };
        return {
          label: parts.asTyped
            ? i18n._(msg`Search for “${what}”`)
            : place
              ? i18n._(msg`${what} in ${place}`)
              : what,
          detail: i18n._(msg`Search`),
        };
      case 'facility':
        return { label, detail: place ? i18n._(msg`Facility · ${place}`) : i18n._(msg`Facility`) };
      case 'provider':
        return { label, detail: place ? i18n._(msg`Doctor · ${place}`) : i18n._(msg`Doctor`) };
      case 'place':
        return {
          label,
          detail: suggestion.url.includes('lga=') ? i18n._(msg`Local government area`) : i18n._(msg`State`),
        };
      default: {
        const words = ENTRY_WORDS[kind];
        return { label, detail: words ? i18n._(words) : suggestion.detail };
      }
    }
  };
}
