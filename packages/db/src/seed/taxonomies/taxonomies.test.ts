import {
  descriptionsInLanguagesInputSchema,
  lexiconEntryInputSchema,
  namesInLanguagesInputSchema,
  OTHER_LANGUAGES,
  TAXONOMY_KINDS,
  slugSchema,
} from '@carefinder/contracts';
import { describe, expect, it } from 'vitest';
import { taxonomySeed } from './index.ts';
import { searchKeywords } from './keywords.ts';
import { startingLexicon } from './lexicon.ts';
import { descriptionsInLanguages } from './descriptions-in-languages.ts';
import { namesInLanguages } from './names-in-languages.ts';

const requiredSlugs: Partial<Record<(typeof TAXONOMY_KINDS)[number], readonly string[]>> = {
  'facility-types': [
    'primary-health-centre',
    'primary-health-clinic',
    'health-post',
    'comprehensive-health-centre',
    'general-hospital',
    'specialist-hospital',
    'teaching-hospital',
    'federal-medical-centre',
    'private-hospital',
    'clinic',
    'maternity-home',
    'diagnostic-centre',
    'dental-clinic',
    'eye-clinic',
    'pharmacy',
  ],
  services: ['antenatal-care', 'immunisation', 'family-planning', 'emergency-care', 'tb-dots', 'dialysis'],
  specialties: ['obstetrics-and-gynaecology', 'paediatrics', 'general-practice', 'internal-medicine'],
  conditions: ['malaria', 'typhoid-fever', 'hypertension', 'sickle-cell-disease', 'lassa-fever'],
  procedures: ['caesarean-section', 'cataract-surgery', 'haemodialysis', 'myomectomy'],
  insurance: ['nhia', 'ilera-eko'],
  awards: ['safecare-certified', 'nhia-accredited'],
  qualities: ['mbbs', 'mbchb', 'bds', 'fwacs', 'fwacp', 'fmcog', 'fmcpaed', 'mdcn-registered'],
  'practice-areas': ['outpatient-consultation', 'telemedicine', 'palliative-care'],
};

describe('taxonomySeed', () => {
  it('has a non-empty list for every taxonomy kind and nothing else', () => {
    expect(Object.keys(taxonomySeed).sort()).toEqual([...TAXONOMY_KINDS].sort());
    for (const kind of TAXONOMY_KINDS) expect(taxonomySeed[kind].length, kind).toBeGreaterThan(0);
  });

  describe.each(TAXONOMY_KINDS)('%s', (kind) => {
    const entries = taxonomySeed[kind];

    it('uses slugs the API accepts, each unique within the kind', () => {
      for (const { slug } of entries) expect(slugSchema.safeParse(slug).success, slug).toBe(true);
      expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    });

    it('uses unique, trimmed names', () => {
      for (const { name } of entries) expect(name.trim(), name).toBe(name);
      expect(new Set(entries.map((entry) => entry.name.toLowerCase())).size).toBe(entries.length);
    });

    it('describes each entry in one sentence of 20–200 characters ending with a full stop', () => {
      for (const { slug, description } of entries) {
        expect(description.length, slug).toBeGreaterThanOrEqual(20);
        expect(description.length, slug).toBeLessThanOrEqual(200);
        expect(description.endsWith('.'), slug).toBe(true);
        expect(description.trim(), slug).toBe(description);
      }
    });

    it('contains the entries other code relies on', () => {
      const slugs = new Set(entries.map((entry) => entry.slug));
      for (const slug of requiredSlugs[kind] ?? []) expect(slugs.has(slug), slug).toBe(true);
    });
  });

  it('lists the National Health Insurance Authority', () => {
    const nhia = taxonomySeed.insurance.find((entry) => entry.slug === 'nhia');
    expect(nhia?.name).toContain('National Health Insurance Authority');
  });

  it('uses the British spelling used in Nigeria for specialties', () => {
    const names = taxonomySeed.specialties.map((entry) => entry.name).join(' ');
    expect(names).toContain('Paediatrics');
    expect(names).toContain('Gynaecology');
    expect(names).not.toMatch(/\b(Pediatrics|Gynecology|Orthopedics|Anesthesia)\b/);
  });
});

describe('search keywords', () => {
  it('name only entries that exist, in lowercase words', () => {
    for (const [kind, entries] of Object.entries(searchKeywords)) {
      const slugs = new Set(taxonomySeed[kind as keyof typeof taxonomySeed].map((entry) => entry.slug));
      for (const [slug, words] of Object.entries(entries)) {
        expect(slugs, `${kind}/${slug}`).toContain(slug);
        expect(words).toMatch(/^[a-z]+(?: [a-z]+)*$/);
      }
    }
  });
});

describe('names in other languages', () => {
  it('name only entries that exist, each a name the API accepts', () => {
    for (const [kind, entries] of Object.entries(namesInLanguages)) {
      const slugs = new Set(taxonomySeed[kind as keyof typeof taxonomySeed].map((entry) => entry.slug));
      for (const [slug, names] of Object.entries(entries)) {
        expect(slugs, `${kind}/${slug}`).toContain(slug);
        expect(namesInLanguagesInputSchema.parse(names), `${kind}/${slug}`).toEqual(names);
      }
    }
  });

  it('give every facility type a name in each language', () => {
    for (const { slug } of taxonomySeed['facility-types'])
      expect(Object.keys(namesInLanguages['facility-types']?.[slug] ?? {}), slug).toEqual([
        ...OTHER_LANGUAGES,
      ]);
  });
});

describe('descriptions in other languages', () => {
  it('describe every capability in each language, in words the API accepts', () => {
    const capabilities = descriptionsInLanguages.capabilities ?? {};
    expect(Object.keys(capabilities).sort()).toEqual(
      taxonomySeed.capabilities.map(({ slug }) => slug).sort(),
    );
    for (const [slug, descriptions] of Object.entries(capabilities)) {
      expect(Object.keys(descriptions), slug).toEqual([...OTHER_LANGUAGES]);
      expect(descriptionsInLanguagesInputSchema.parse(descriptions), slug).toEqual(descriptions);
    }
  });
});

describe('the starting search lexicon', () => {
  it('means only entries that exist, each phrase one the API accepts', () => {
    for (const [language, phrases] of Object.entries(startingLexicon))
      for (const [phrase, [kind, slug]] of phrases) {
        expect(
          taxonomySeed[kind].map((entry) => entry.slug),
          `${kind}/${slug}`,
        ).toContain(slug);
        expect(() =>
          lexiconEntryInputSchema.parse({ phrase, language, meaning: { kind, slug } }),
        ).not.toThrow();
      }
  });

  // The common needs (issue 33), each by the entries that answer it.
  const COMMON_NEEDS: Record<string, readonly string[]> = {
    hospital: ['general-hospital'],
    clinic: ['clinic'],
    pharmacy: ['pharmacy'],
    'where to give birth': ['maternity-home'],
    dentist: ['dentistry', 'dental-clinic'],
    "children's doctor": ['paediatrics'],
    'eye clinic': ['eye-clinic', 'ophthalmology'],
    'health centre': ['primary-health-centre'],
    emergency: ['emergency-care'],
    ambulance: ['ambulance'],
    blood: ['blood-bank'],
    'HIV test': ['hiv-testing-and-counselling'],
    malaria: ['malaria-testing-and-treatment'],
    vaccination: ['immunisation'],
    antenatal: ['antenatal-care'],
  };

  it('with the entries’ names, says every common need in each language', () => {
    for (const language of OTHER_LANGUAGES)
      for (const [need, slugs] of Object.entries(COMMON_NEEDS)) {
        const said = startingLexicon[language].some(([, [, slug]]) => slugs.includes(slug));
        const named = slugs.some((slug) =>
          Object.values(namesInLanguages).some((entries) => entries[slug]?.[language]),
        );
        expect(said || named, `${need} in ${language}`).toBe(true);
      }
  });
});
