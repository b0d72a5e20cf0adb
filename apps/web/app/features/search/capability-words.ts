import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { nameIn, type NamesInLanguages } from '@carefinder/contracts';
import type { Locale } from '~/lib/i18n/locales';

/**
 * The starting emergency capabilities as a visitor in a hurry asks for them ("Can do a caesarean section"),
 * most urgent first: the results page's filter choices (filter-options.server.ts). A capability an ADMIN
 * adds later is offered by its name, after them.
 */
export const CAPABILITY_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'emergency-24h': msg`Emergency care day and night`,
  'caesarean-section': msg`Can do a caesarean section`,
  bemonc: msg`Emergency care in childbirth`,
  cemonc: msg`Full emergency care in childbirth, with surgery and blood`,
  'blood-transfusion': msg`Gives blood`,
  oxygen: msg`Has oxygen`,
  ambulance: msg`Has an ambulance`,
  icu: msg`Has intensive care (ICU)`,
  dialysis: msg`Does dialysis`,
  antivenom: msg`Treats snakebite (antivenom)`,
  'rabies-vaccine': msg`Gives rabies vaccine after a bite`,
  'nhia-accredited': msg`NHIA accredited`,
  'accepting-nhia-enrolees': msg`Taking new NHIA patients`,
};

/**
 * The capabilities as filter choices `[slug, words]`: the starting ones in plain words in the page's
 * language, in CAPABILITY_WORDS' order, then any other by its name in that language.
 */
export function capabilityChoices(
  entries: readonly { value: string; name: string; names?: NamesInLanguages }[],
  i18n: I18n,
  locale: Locale,
): (readonly [string, string])[] {
  const order = Object.keys(CAPABILITY_WORDS);
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  return [...entries]
    .sort((a, b) => rank(a.value) - rank(b.value))
    .map((entry) => {
      const words = CAPABILITY_WORDS[entry.value];
      return [entry.value, words ? i18n._(words) : nameIn(locale, entry)] as const;
    });
}
