import { describe, expect, it } from 'vitest';
import { TAXONOMY_PAGES } from '~/lib/taxonomy-pages';
import { taxonomyResource } from './taxonomy-resource';

const resourceOf = (kind: string) => {
  const page = TAXONOMY_PAGES.find((candidate) => candidate.kind === kind);
  if (!page) throw new Error(`no taxonomy ${kind}`);
  return taxonomyResource(page);
};

describe('the labels a list’s admin page makes', () => {
  it('takes "an" before a vowel and keeps the capitals of HMO', () => {
    const insurance = resourceOf('insurance');
    expect(`Add ${insurance.one.article} ${insurance.one.noun}`).toBe('Add an insurer or HMO');
    expect(`All ${insurance.many}`).toBe('All insurers and HMOs');
    const awards = resourceOf('awards');
    expect(`Add ${awards.one.article} ${awards.one.noun}`).toBe('Add an award');
    const services = resourceOf('services');
    expect(`Add ${services.one.article} ${services.one.noun}`).toBe('Add a service');
  });

  it('names every list’s entries in lower case but for acronyms', () => {
    for (const page of TAXONOMY_PAGES) expect(taxonomyResource(page).many).toMatch(/^[a-z][a-z ]*( HMOs)?$/);
  });
});

describe('the entry form', () => {
  it('edits the names and descriptions in the other languages beside the English ones, sending them all back', () => {
    const { form } = resourceOf('facility-types');
    if (!form) throw new Error('facility types have a form');
    const entry = {
      id: 1,
      slug: 'pharmacy',
      name: 'Pharmacy',
      description: '',
      keywords: 'chemist',
      names: { ha: 'Kantin magani', pcm: 'Chemist' },
      descriptions: { yo: 'Ibi tí wọ́n ti ń ta oògùn.' },
      facilityCount: 0,
      providerCount: 0,
    };
    const values = form.valuesOf(entry);
    expect(values).toMatchObject({
      'name-ha': 'Kantin magani',
      'name-yo': '',
      'name-pcm': 'Chemist',
      'description-yo': 'Ibi tí wọ́n ti ń ta oògùn.',
      'description-ha': '',
    });
    expect(
      form.bodyOf(
        {
          ...values,
          'name-yo': 'Ilé elégbòogi',
          'name-pcm': '',
          'description-pcm': 'Where dem dey sell medicine.',
        },
        'update',
      ),
    ).toMatchObject({
      names: { ha: 'Kantin magani', yo: 'Ilé elégbòogi', ig: '', pcm: '' },
      descriptions: { ha: '', yo: 'Ibi tí wọ́n ti ń ta oògùn.', ig: '', pcm: 'Where dem dey sell medicine.' },
    });
  });
});
