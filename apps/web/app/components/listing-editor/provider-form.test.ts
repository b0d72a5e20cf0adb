import { describe, expect, it } from 'vitest';
import { changesOnTop } from '~/lib/forms/changes-on-top';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { providerForm, type ProviderValues } from './provider-form';

const {
  body: providerBody,
  fieldOrder: PROVIDER_FIELD_ORDER,
  valuesOf: providerValuesOf,
} = providerForm('every');

const values: ProviderValues = {
  ...providerValuesOf(null),
  firstName: 'Ngozi',
  lastName: 'Okafor',
  education: [
    { institution: '', qualification: '', year: '' },
    { institution: 'University of Lagos', qualification: 'MBBS', year: '2008' },
    { institution: 'LUTH', qualification: 'FWACS', year: 'twenty ten' },
  ],
  languages: 'English,  Yoruba , ,Pidgin',
  specialties: ['paediatrics'],
  facilities: [{ id: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11', name: 'Ikeja Family Hospital' }],
};

describe('the provider editor’s values', () => {
  it('send names, education rows that have something, languages as a list, facilities by id', () => {
    const { body } = providerBody(values);
    expect(body).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      education: [
        { institution: 'University of Lagos', qualification: 'MBBS', year: 2008 },
        { institution: 'LUTH', qualification: 'FWACS', year: 'twenty ten' },
      ],
      languages: ['English', 'Yoruba', 'Pidgin'],
      specialties: [{ slug: 'paediatrics' }],
      practiceAreas: [],
      place: { state: null, lga: null, address: '', latitude: null, longitude: null },
      facilities: [{ id: '5b0c7f0e-2a43-4a8e-9d9c-1f1e8f7b0c11' }],
      status: 'active',
    });
    expect(body).not.toHaveProperty('name');
  });

  it('puts the API’s errors on the rows and lists they name, in the order of the form', () => {
    const { fieldOf } = providerBody(values);
    const errors = errorsOnFields(
      {
        fieldErrors: {
          'facilities.0.id': 'No active facility has this id.',
          'education.1.year': 'A year, e.g. 2008.',
          'languages.1': 'Language is at most 60 characters.',
          name: 'Enter the first name.',
        },
      },
      fieldOf,
      PROVIDER_FIELD_ORDER,
    );
    expect(Object.keys(errors.fieldErrors)).toEqual([
      'firstName',
      'education.2.year',
      'languages',
      'facilities',
    ]);
  });
});

describe('saving again after someone else saved first', () => {
  it('keeps the admin’s changes and takes theirs for the fields the admin left alone', () => {
    const opened = providerValuesOf(null);
    const yours = { ...opened, firstName: 'Ngozi', specialties: ['paediatrics'] };
    const saved = { ...opened, bio: 'Paediatrician in Ikeja.', firstName: 'Ngozi A.', languages: 'English' };
    expect(changesOnTop(opened, yours, saved)).toEqual({
      ...opened,
      firstName: 'Ngozi',
      specialties: ['paediatrics'],
      bio: 'Paediatrician in Ikeja.',
      languages: 'English',
    });
  });

  it('reads lists of slugs as sets: the same entries in another order are no change', () => {
    const opened = { ...providerValuesOf(null), conditions: ['asthma', 'malaria'] };
    const saved = { ...opened, conditions: ['asthma'] };
    expect(changesOnTop(opened, { ...opened, conditions: ['malaria', 'asthma'] }, saved).conditions).toEqual([
      'asthma',
    ]);
  });
});
