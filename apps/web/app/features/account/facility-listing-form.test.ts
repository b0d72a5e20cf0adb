import { describe, expect, it } from 'vitest';
import { errorsOnFields } from '~/components/listing-editor/listing-form';
import { TEAM_FIELD_ORDER, teamBody, teamValuesFrom } from './facility-listing-form';

function posted(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe('the facility team’s listing form', () => {
  const values = teamValuesFrom(
    posted([
      ['phones', ' 0803 123 4567 '],
      ['phones', ''],
      ['email', 'desk@clinic.ng'],
      ['website', ''],
      ['description', 'A family clinic.\n\nWalk-ins before noon.'],
      ['languages', 'English, Hausa ,, Pidgin'],
      ['services', 'immunisation'],
    ]),
  );

  it('sends what the team keeps: its description as written and its languages as a list', () => {
    const { body } = teamBody(values);
    expect(body).toMatchObject({
      phones: ['0803 123 4567'],
      email: 'desk@clinic.ng',
      website: '',
      description: 'A family clinic.\n\nWalk-ins before noon.',
      languages: ['English', 'Hausa', 'Pidgin'],
      services: [{ slug: 'immunisation' }],
      specialties: [],
      insurance: [],
    });
  });

  it('puts an error on one language on the languages box, in the form’s order', () => {
    const { fieldOf } = teamBody(values);
    const errors = errorsOnFields(
      { fieldErrors: { 'languages.1': 'Language is at most 60 characters.', description: 'Too long.' } },
      fieldOf,
      TEAM_FIELD_ORDER,
    );
    expect(Object.keys(errors.fieldErrors)).toEqual(['description', 'languages']);
  });
});
