import { describe, expect, it } from 'vitest';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { FIELDS_THE_FACILITY_KEEPS } from '@carefinder/contracts';
import { facilityTeamForm, providerOwnForm } from './owner-forms';

function posted(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('the facility team’s listing form', () => {
  const values = facilityTeamForm.valuesFrom(
    posted([
      ['name', 'Garki Family Clinic'],
      ['place.state', 'abuja'],
      ['place.address', '12 Ahmadu Bello Way'],
      ['place.latitude', '9.0301'],
      ['place.longitude', '7.4911'],
      ['phones', ' 0803 123 4567 '],
      ['phones', ''],
      ['email', 'desk@clinic.ng'],
      ['website', ''],
      ['description', 'A family clinic.\n\nWalk-ins before noon.'],
      ['languages', 'English, Hausa ,, Pidgin'],
      ['services', 'immunisation'],
    ]),
  );

  it('sends only what the team keeps: its name, place, description as written and languages as a list', () => {
    const { body } = facilityTeamForm.body(values);
    expect(body).toEqual({
      name: 'Garki Family Clinic',
      place: {
        state: { alias: 'abuja' },
        lga: null,
        ward: '',
        address: '12 Ahmadu Bello Way',
        latitude: 9.0301,
        longitude: 7.4911,
      },
      phones: ['0803 123 4567'],
      email: 'desk@clinic.ng',
      website: '',
      description: 'A family clinic.\n\nWalk-ins before noon.',
      languages: ['English', 'Hausa', 'Pidgin'],
      openingHours: [],
      hoursExceptions: [],
      services: [{ slug: 'immunisation' }],
      specialties: [],
      insurance: [],
      readiness: [],
    });
  });

  it('never sends, orders or compares a field the team does not keep, whatever is posted', () => {
    const renamed = facilityTeamForm.valuesFrom(
      posted([
        ['name', 'Renamed Clinic'],
        ['keywords', 'RC'],
        ['ownership', 'private'],
        ['status', 'permanently_closed'],
        ['awards', 'baby-friendly'],
        ['email', 'desk@clinic.ng'],
      ]),
    );
    expect(Object.keys(facilityTeamForm.body(renamed).body).sort()).toEqual(
      [...FIELDS_THE_FACILITY_KEEPS].sort(),
    );
    expect(facilityTeamForm.fieldOrder).not.toContain('keywords');
    expect(facilityTeamForm.fieldOrder).not.toContain('status');
    expect(facilityTeamForm.fieldOrder).toContain('openingHours.MONDAY.open');
    const labels = facilityTeamForm.describe(renamed, {}).map(({ label }) => label);
    expect(labels).toEqual([
      'Name',
      'Place',
      'Coordinates',
      'Phones',
      'E-mail',
      'Website',
      'About the facility',
      'Languages',
      'Opening hours',
      'Holidays and closures',
      'Services',
      'Specialties',
      'Insurance and HMOs accepted',
      'In an emergency',
    ]);
  });

  it('puts an error on one language on the languages box, in the form’s order', () => {
    const { fieldOf } = facilityTeamForm.body(values);
    const errors = errorsOnFields(
      { fieldErrors: { 'languages.1': 'Language is at most 60 characters.', description: 'Too long.' } },
      fieldOf,
      facilityTeamForm.fieldOrder,
    );
    expect(Object.keys(errors.fieldErrors)).toEqual(['description', 'languages']);
  });
});

describe('the provider’s own profile form', () => {
  const values = providerOwnForm.valuesFrom(
    posted([
      ['bio', ' Paediatrician in Surulere. '],
      ['professionalSummary', ''],
      ['education.institution', ''],
      ['education.qualification', ''],
      ['education.year', ''],
      ['education.institution', 'University of Lagos'],
      ['education.qualification', 'MBBS'],
      ['education.year', 'twenty'],
      ['languages', 'English, Yoruba ,, Pidgin'],
      ['procedures', 'circumcision'],
      ['place.state', 'lagos'],
      ['place.lga', 'surulere'],
      ['place.address', '12 Adeniran Ogunsanya St'],
      ['place.latitude', ''],
      ['place.longitude', ''],
    ]),
  );

  it('sends only what the provider keeps, empty education rows left out', () => {
    expect(providerOwnForm.body(values).body).toEqual({
      bio: 'Paediatrician in Surulere.',
      professionalSummary: '',
      education: [{ institution: 'University of Lagos', qualification: 'MBBS', year: 'twenty' }],
      languages: ['English', 'Yoruba', 'Pidgin'],
      practiceAreas: [],
      conditions: [],
      procedures: [{ slug: 'circumcision' }],
      insurance: [],
      awards: [],
      qualities: [],
      place: {
        state: { alias: 'lagos' },
        lga: { slug: 'surulere' },
        address: '12 Adeniran Ogunsanya St',
        latitude: null,
        longitude: null,
      },
    });
  });

  it('puts the API’s errors on the form’s boxes, in the form’s order', () => {
    const { fieldOf } = providerOwnForm.body(values);
    const errors = errorsOnFields(
      {
        fieldErrors: {
          'place.lga.slug': 'Choose an LGA of the state.',
          'education.0.year': 'A year such as 2009.',
          'procedures.0.slug': 'Choose a procedure from the list.',
        },
      },
      fieldOf,
      providerOwnForm.fieldOrder,
    );
    expect(errors.fieldErrors).toEqual({
      'education.1.year': 'A year such as 2009.',
      procedures: 'Choose a procedure from the list.',
      'place.lga': 'Choose an LGA of the state.',
    });
  });
});
