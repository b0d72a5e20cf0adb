import type { TaxonomySeedEntry } from './types.ts';

/** Recognitions a facility or provider can hold; each description says what it recognises. */
export const awards: readonly TaxonomySeedEntry[] = [
  {
    slug: 'safecare-certified',
    name: 'SafeCare Certified',
    description:
      'Assessed against the SafeCare quality standards for basic healthcare, which measure patient safety and quality of care.',
  },
  {
    slug: 'baby-friendly-hospital',
    name: 'Baby-Friendly Hospital',
    description:
      'Recognised under the WHO and UNICEF Baby-Friendly Hospital Initiative for protecting and supporting breastfeeding.',
  },
  {
    slug: 'nhia-accredited',
    name: 'NHIA Accredited',
    description:
      'Accredited by the National Health Insurance Authority to treat patients enrolled in its health insurance programmes.',
  },
  {
    slug: 'iso-9001-certified',
    name: 'ISO 9001 Certified',
    description: 'Certified to the ISO 9001 standard for a well-run quality management system.',
  },
  {
    slug: 'iso-15189-accredited-laboratory',
    name: 'ISO 15189 Accredited Laboratory',
    description:
      'A medical laboratory accredited to ISO 15189 for the quality and competence of its testing.',
  },
  {
    slug: 'jci-accredited',
    name: 'JCI Accredited',
    description:
      'Accredited by Joint Commission International (JCI), an international standard for hospital quality and patient safety.',
  },
  {
    slug: 'centre-of-excellence',
    name: 'Centre of Excellence',
    description:
      'Designated by government as a centre of excellence for a specialty, for advanced care, training and research.',
  },
  {
    slug: 'residency-training-accredited',
    name: 'Accredited for Residency Training',
    description:
      'Accredited by the postgraduate medical colleges to train resident doctors to become specialists.',
  },
  {
    slug: 'distinguished-service-award',
    name: 'Distinguished Service Award',
    description:
      'Given by an employer or professional body to a health worker for long and outstanding service to patients.',
  },
  {
    slug: 'excellence-in-patient-care-award',
    name: 'Excellence in Patient Care Award',
    description:
      'Recognises a facility or health worker for consistently caring, safe and respectful patient care.',
  },
];
