import { describe, expect, it } from 'vitest';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { PROFILE_FIELD_ORDER, profileBody, profileValuesFrom } from './provider-profile-form';

function posted(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('the provider’s own profile form', () => {
  const values = profileValuesFrom(
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
    expect(profileBody(values).body).toEqual({
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
    const { fieldOf } = profileBody(values);
    const errors = errorsOnFields(
      {
        fieldErrors: {
          'place.lga.slug': 'Choose an LGA of the state.',
          'education.0.year': 'A year such as 2009.',
          'procedures.0.slug': 'Choose a procedure from the list.',
        },
      },
      fieldOf,
      PROFILE_FIELD_ORDER,
    );
    expect(errors.fieldErrors).toEqual({
      'education.1.year': 'A year such as 2009.',
      procedures: 'Choose a procedure from the list.',
      'place.lga': 'Choose an LGA of the state.',
    });
  });
});
