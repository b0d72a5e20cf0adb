import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The starting emergency capabilities as a visitor in a hurry asks for them ("Can do a caesarean section"),
 * for filters and quick links, in the page's language. A capability an ADMIN adds later is shown by its
 * name in the page's language.
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
