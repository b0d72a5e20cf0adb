import { describe, expect, it } from 'vitest';
import { placeText } from '~/components/listing/address';
import { english } from '~/lib/i18n/in-english';
import { distanceText, resultCountText, resultKindLine } from './search-labels';

describe('resultCountText', () => {
  it.each([
    [{ total: 0, page: 1, pageSize: 20 }, '0 results'],
    [{ total: 1, page: 1, pageSize: 20 }, '1 result'],
    [{ total: 20, page: 1, pageSize: 20 }, '20 results'],
    [{ total: 45, page: 1, pageSize: 20 }, 'Results 1–20 of 45'],
    [{ total: 45, page: 3, pageSize: 20 }, 'Results 41–45 of 45'],
    [{ total: 1234, page: 2, pageSize: 20 }, 'Results 21–40 of 1,234'],
  ])('%j → %s', (counts, text) => {
    expect(resultCountText(counts, english)).toBe(text);
  });
});

describe('result lines', () => {
  it('says what a facility is, or a doctor and their specialties', () => {
    const facilityType = { slug: 'general-hospital', name: 'General Hospital' };
    expect(resultKindLine({ kind: 'facility', facilityType, specialties: [] }, english)).toBe(
      'General Hospital',
    );
    expect(resultKindLine({ kind: 'facility', facilityType: null, specialties: [] }, english)).toBe(
      'Health facility',
    );
    expect(
      resultKindLine(
        {
          kind: 'provider',
          facilityType: null,
          specialties: [
            { slug: 'paediatrics', name: 'Paediatrics' },
            { slug: 'neonatology', name: 'Neonatology' },
          ],
        },
        english,
      ),
    ).toBe('Doctor · Paediatrics, Neonatology');
    expect(resultKindLine({ kind: 'provider', facilityType: null, specialties: [] }, english)).toBe('Doctor');
  });

  it('places a result in its LGA and state, and says how far it is', () => {
    const place = { address: null, latitude: null, longitude: null };
    expect(
      placeText({
        ...place,
        lga: { slug: 'ikeja', name: 'Ikeja' },
        state: { alias: 'lagos', name: 'Lagos' },
      }),
    ).toBe('Ikeja, Lagos State');
    expect(placeText({ ...place, lga: null, state: null })).toBe('');
    expect(distanceText(2.34, english)).toBe('2.3 km away');
  });
});
