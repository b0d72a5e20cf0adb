import type { TaxonomySeedEntry } from './types.ts';

/**
 * What a facility can do when it cannot wait (issue: emergency readiness). Each is a dated fact of a facility
 * (facility_readiness), confirmed by its team, CareFinder or a ministry's list; search trusts it for 90 days.
 */
export const capabilities: readonly TaxonomySeedEntry[] = [
  {
    slug: 'emergency-24h',
    name: 'Emergency care, 24 hours',
    description:
      'Sees emergencies at any hour of the day or night, every day, with a doctor or nurse on duty.',
  },
  {
    slug: 'caesarean-section',
    name: 'Caesarean section',
    description: 'Can deliver a baby by operation (caesarean section) when a birth cannot happen normally.',
  },
  {
    slug: 'bemonc',
    name: 'Basic emergency obstetric and newborn care (BEmONC)',
    description:
      'Can treat bleeding, infection, fits and a stuck labour after birth, and revive a newborn who is not breathing.',
  },
  {
    slug: 'cemonc',
    name: 'Comprehensive emergency obstetric and newborn care (CEmONC)',
    description: 'Everything of basic emergency birth care, plus caesarean sections and blood transfusion.',
  },
  {
    slug: 'blood-transfusion',
    name: 'Blood transfusion',
    description: 'Has safe blood in stock, or can get it quickly, and can give it to a patient.',
  },
  {
    slug: 'oxygen',
    name: 'Oxygen',
    description: 'Has medical oxygen ready for patients who cannot breathe well enough on their own.',
  },
  {
    slug: 'ambulance',
    name: 'Ambulance',
    description: 'Has an ambulance that can fetch a patient or take one to another hospital.',
  },
  {
    slug: 'icu',
    name: 'Intensive care (ICU)',
    description: 'Has an intensive care unit for the most seriously ill, with staff watching day and night.',
  },
  {
    slug: 'dialysis',
    name: 'Dialysis',
    description: 'Can clean the blood with a machine when the kidneys have stopped working.',
  },
  {
    slug: 'antivenom',
    name: 'Snakebite antivenom',
    description: 'Has antivenom in stock and can treat a snakebite.',
  },
  {
    slug: 'rabies-vaccine',
    name: 'Rabies vaccine',
    description:
      'Has rabies vaccine in stock for someone bitten by a dog or another animal that may carry rabies.',
  },
  {
    slug: 'nhia-accredited',
    name: 'NHIA accredited',
    description: 'Accredited by the National Health Insurance Authority to care for insured patients.',
  },
  {
    slug: 'accepting-nhia-enrolees',
    name: 'Accepting new NHIA enrolees',
    description: 'Takes on new patients under the national health insurance (NHIA) now.',
  },
];
