import { describe, expect, it } from 'vitest';
import { english } from '~/lib/i18n/in-english';
import { searchResultHref } from '~/lib/search-url';
import { activeFilters, withoutCapability } from './active-filters';
import type { FilterOptions } from './filter-options.server';

const options: FilterOptions = {
  states: [['lagos', 'Lagos']],
  lgas: [['ikeja', 'Ikeja']],
  facilityTypes: [['general-hospital', 'General Hospital']],
  services: [],
  specialties: [['paediatrics', 'Paediatrics']],
  conditions: [],
  procedures: [],
  insurance: [['nhia', 'NHIA']],
  capabilities: [
    ['caesarean-section', 'Can do a caesarean section'],
    ['helicopter', 'Air ambulance'],
  ],
};

const inEnglish = { i18n: english, hrefOf: searchResultHref };

describe('activeFilters', () => {
  it('names each capability asked for in plain words, each with the results without it alone', () => {
    expect(
      activeFilters(
        { state: 'lagos', capability: ['caesarean-section', 'helicopter'] },
        options,
        inEnglish,
      ).slice(1),
    ).toEqual([
      {
        label: 'Can do a caesarean section',
        removeHref: '/search-result?state=lagos&capability=helicopter',
      },
      {
        label: 'Air ambulance',
        removeHref: '/search-result?state=lagos&capability=caesarean-section',
      },
    ]);
  });

  it('names each filter and links to the results without it, back on page 1', () => {
    expect(
      activeFilters(
        {
          q: 'clinic',
          state: 'lagos',
          lga: 'ikeja',
          facilityType: 'general-hospital',
          openNow: 'true',
          page: '3',
        },
        options,
        inEnglish,
      ),
    ).toEqual([
      {
        label: 'Open now',
        removeHref: '/search-result?q=clinic&state=lagos&lga=ikeja&facilityType=general-hospital',
      },
      {
        label: 'State: Lagos',
        removeHref: '/search-result?q=clinic&facilityType=general-hospital&openNow=true',
      },
      {
        label: 'LGA: Ikeja',
        removeHref: '/search-result?q=clinic&state=lagos&facilityType=general-hospital&openNow=true',
      },
      {
        label: 'Facility type: General Hospital',
        removeHref: '/search-result?q=clinic&state=lagos&lga=ikeja&openNow=true',
      },
    ]);
  });

  it('drops the position with its radius and the distance order', () => {
    const [near, radius] = activeFilters(
      { lat: '6.6', lon: '3.35', radiusKm: '10', sort: 'distance' },
      options,
      inEnglish,
    );
    expect(near).toEqual({ label: 'Near your location', removeHref: '/search-result' });
    expect(radius).toEqual({
      label: 'Within 10 km',
      removeHref: '/search-result?lat=6.6&lon=3.35&sort=distance',
    });
  });

  it('reads kind, ownership, level, rating and unknown slugs', () => {
    expect(
      activeFilters(
        { kind: 'provider', ownership: 'faith_based', level: 'primary', minRating: '4', insurance: 'hygeia' },
        options,
        inEnglish,
      ).map((filter) => filter.label),
    ).toEqual([
      'Doctors only',
      'Insurance and HMOs: hygeia',
      'Ownership: Faith-based',
      'Level of care: Primary care',
      'Rated 4 or more',
    ]);
  });

  it('has nothing for a plain text search or the default kind', () => {
    expect(activeFilters({ q: 'malaria', kind: 'all', sort: 'rating' }, options, inEnglish)).toEqual([]);
  });
});

describe('withoutCapability', () => {
  it('drops one capability, keeping the others, from page 1', () => {
    expect(withoutCapability({ capability: ['icu', 'oxygen'], page: '2' }, 'icu')).toEqual({
      capability: ['oxygen'],
    });
    expect(withoutCapability({ capability: ['icu'] }, 'icu')).toEqual({});
  });
});
