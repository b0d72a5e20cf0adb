import { describe, expect, it } from 'vitest';
import { CONTACT_HONEYPOT_FIELD, CONTACT_TOPICS } from '@carefinder/contracts';
import { contactValuesFrom, HONEYPOT_FIELD } from './contact-form';
import { loadContactPage } from './contact-loader.server';

const page = (query: string) => loadContactPage(new URL(`https://carefinder.test/contactUs${query}`));

describe('the contact form', () => {
  it("names its honeypot as the contracts do, and offers the contracts' topics", () => {
    expect(HONEYPOT_FIELD).toBe(CONTACT_HONEYPOT_FIELD);
    expect(page('').topics.map((topic) => topic.value)).toEqual([...CONTACT_TOPICS]);
  });

  it('keeps the known fields of a submission, never the honeypot', () => {
    expect(contactValuesFrom({ name: 'Ada', email: 'ada@example.ng', website: 'spam', extra: 'x' })).toEqual({
      name: 'Ada',
      email: 'ada@example.ng',
      phone: '',
      topic: '',
      listingUrl: '',
      message: '',
    });
  });

  it("starts from a listing's 'Suggest a correction' link: topic and link filled in", () => {
    const data = page('?topic=correct-listing&listing=https%3A%2F%2Fcarefinder.test%2Ffacilities%2Fabc');
    expect(data.sent).toBe(false);
    expect(data.prefill).toMatchObject({
      topic: 'correct-listing',
      listingUrl: 'https://carefinder.test/facilities/abc',
    });
  });

  it('ignores a topic it does not know and a link that is not one', () => {
    expect(page('?topic=gossip&listing=javascript%3Aalert(1)').prefill).toMatchObject({
      topic: '',
      listingUrl: '',
    });
    expect(page('?listing=%2F%2Fevil.example%2Fx').prefill.listingUrl).toBe('');
    expect(page('?listing=%2Fproviders%2Fp1').prefill.listingUrl).toBe('/providers/p1');
  });

  it('thanks the sender after the redirect (?sent)', () => {
    expect(page('?sent').sent).toBe(true);
  });
});
