import { describe, expect, it } from 'vitest';
import { english } from '~/lib/i18n/in-english';
import { capabilityChoices } from './capability-words';

describe('capabilityChoices', () => {
  it('says the starting capabilities plainly, most urgent first, and any other by its name after them', () => {
    expect(
      capabilityChoices(
        [
          { value: 'accepting-nhia-enrolees', name: 'Accepting new NHIA enrolees' },
          { value: 'air-ambulance', name: 'Air ambulance', names: { ha: 'Jirgin marasa lafiya' } },
          { value: 'caesarean-section', name: 'Caesarean section' },
          { value: 'emergency-24h', name: 'Emergency care, 24 hours' },
        ],
        english,
        'en',
      ),
    ).toEqual([
      ['emergency-24h', 'Emergency care day and night'],
      ['caesarean-section', 'Can do a caesarean section'],
      ['accepting-nhia-enrolees', 'Taking new NHIA patients'],
      ['air-ambulance', 'Air ambulance'],
    ]);
  });
});
