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
  it('edits the names in the other languages beside the English one, sending them all back', () => {
    const { form } = resourceOf('facility-types');
    if (!form) throw new Error('facility types have a form');
    const entry = {
      id: 1,
      slug: 'pharmacy',
      name: 'Pharmacy',
      description: '',
      keywords: 'chemist',
      names: { ha: 'Kantin magani', pcm: 'Chemist' },
      facilityCount: 0,
      providerCount: 0,
    };
    const values = form.valuesOf(entry);
    expect(values).toMatchObject({ 'name-ha': 'Kantin magani', 'name-yo': '', 'name-pcm': 'Chemist' });
    expect(form.bodyOf({ ...values, 'name-yo': 'Ilé elégbòogi', 'name-pcm': '' }, 'update')).toMatchObject({
      names: { ha: 'Kantin magani', yo: 'Ilé elégbòogi', ig: '', pcm: '' },
    });
  });
});
