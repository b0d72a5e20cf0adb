import type { TaxonomySeedEntry } from './types.ts';

/** How and where a provider practises. */
export const practiceAreas: readonly TaxonomySeedEntry[] = [
  {
    slug: 'outpatient-consultation',
    name: 'Outpatient Consultation',
    description: 'Sees patients in a clinic for consultation and follow-up without admission.',
  },
  {
    slug: 'inpatient-care',
    name: 'Inpatient Care',
    description: 'Looks after patients admitted to hospital wards.',
  },
  {
    slug: 'emergency-medicine',
    name: 'Emergency Medicine',
    description: 'Treats accidents and sudden serious illness in an emergency unit.',
  },
  {
    slug: 'surgery',
    name: 'Surgery',
    description: 'Performs operations in a hospital theatre, planned or as emergencies.',
  },
  {
    slug: 'maternal-and-child-health',
    name: 'Maternal and Child Health',
    description: 'Cares for women in pregnancy and childbirth and for newborns and young children.',
  },
  {
    slug: 'community-health',
    name: 'Community Health',
    description:
      'Works in communities on prevention, health education, outreaches and immunisation campaigns.',
  },
  {
    slug: 'telemedicine',
    name: 'Telemedicine',
    description: 'Offers consultations by phone or video call, for advice, follow-up and prescriptions.',
  },
  {
    slug: 'home-visits',
    name: 'Home Visits',
    description: 'Visits patients at home, for example the elderly, bedridden or newly discharged.',
  },
  {
    slug: 'occupational-health',
    name: 'Occupational Health',
    description:
      'Looks after the health of employees, including pre-employment medicals and workplace safety.',
  },
  {
    slug: 'sports-medicine',
    name: 'Sports Medicine',
    description: 'Prevents and treats injuries from sport and exercise and advises athletes.',
  },
  {
    slug: 'palliative-care',
    name: 'Palliative Care',
    description: 'Relieves pain and other symptoms and supports families when an illness cannot be cured.',
  },
  {
    slug: 'medical-tourism-referral',
    name: 'Medical Tourism Referral',
    description:
      'Helps patients arrange treatment abroad or in another Nigerian city when it is not available locally.',
  },
  {
    slug: 'teaching-and-research',
    name: 'Teaching and Research',
    description: 'Trains medical students and resident doctors and takes part in medical research.',
  },
  {
    slug: 'corporate-retainership',
    name: 'Corporate Retainership',
    description: 'Provides care for the staff of companies and organisations under a retainer agreement.',
  },
];
