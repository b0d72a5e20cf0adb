import type { TaxonomySeedEntry } from './types.ts';

/** Services a facility offers, named the way Nigerian facilities and patients name them. */
export const services: readonly TaxonomySeedEntry[] = [
  {
    slug: 'general-outpatient',
    name: 'General Outpatient Clinic (GOPD)',
    description:
      'Walk-in consultation with a doctor or nurse for everyday illnesses, without an appointment.',
  },
  {
    slug: 'emergency-care',
    name: '24-Hour Emergency Care',
    description:
      'An emergency unit that receives accident victims and seriously ill patients at any time of day or night.',
  },
  {
    slug: 'ambulance',
    name: 'Ambulance Service',
    description: 'An ambulance to bring patients to the facility or transfer them to another hospital.',
  },
  {
    slug: 'inpatient-admission',
    name: 'Inpatient Admission',
    description: 'Beds on wards for patients who need to stay in the facility for treatment and observation.',
  },
  {
    slug: 'antenatal-care',
    name: 'Antenatal Care',
    description:
      'Regular check-ups during pregnancy to monitor mother and baby, with tests, supplements and advice.',
  },
  {
    slug: 'delivery-services',
    name: 'Delivery Services',
    description: 'A labour room with skilled birth attendants (midwives, nurses or doctors) for childbirth.',
  },
  {
    slug: 'caesarean-section',
    name: 'Caesarean Section Services',
    description:
      'An operating theatre and team that can deliver babies by caesarean section (CS) when needed.',
  },
  {
    slug: 'postnatal-care',
    name: 'Postnatal Care',
    description:
      'Check-ups for mother and newborn in the weeks after delivery, including breastfeeding support.',
  },
  {
    slug: 'family-planning',
    name: 'Family Planning',
    description: 'Counselling and contraceptive methods such as pills, injectables, implants and IUDs.',
  },
  {
    slug: 'immunisation',
    name: 'Immunisation',
    description: 'Routine childhood vaccines and other vaccines such as tetanus, yellow fever and HPV.',
  },
  {
    slug: 'covid-19-testing',
    name: 'COVID-19 Testing',
    description: 'Tests for a current COVID-19 infection (PCR or rapid antigen), with advice on the result.',
  },
  {
    slug: 'covid-19-vaccination',
    name: 'COVID-19 Vaccination',
    description: 'COVID-19 vaccines given as recommended by the national immunisation programme.',
  },
  {
    slug: 'child-welfare-clinic',
    name: 'Child Welfare Clinic',
    description:
      'Regular visits for babies and young children to check growth and development and give vaccines.',
  },
  {
    slug: 'nutrition',
    name: 'Nutrition Services',
    description: 'Growth monitoring, screening and treatment of malnutrition, and advice on healthy feeding.',
  },
  {
    slug: 'hiv-testing-and-counselling',
    name: 'HIV Testing and Counselling',
    description: 'Confidential HIV tests with counselling before and after the result.',
  },
  {
    slug: 'hiv-treatment',
    name: 'HIV Treatment (ART)',
    description: 'Antiretroviral therapy and regular follow-up for people living with HIV.',
  },
  {
    slug: 'pmtct',
    name: 'Prevention of Mother-to-Child Transmission (PMTCT)',
    description:
      'Care that stops HIV passing from a mother to her baby during pregnancy, birth and breastfeeding.',
  },
  {
    slug: 'tb-dots',
    name: 'TB DOTS',
    description:
      'Tuberculosis testing and free directly observed treatment (DOTS) under the national TB programme.',
  },
  {
    slug: 'malaria-testing-and-treatment',
    name: 'Malaria Testing and Treatment',
    description: 'Rapid tests or microscopy for malaria and treatment with recommended antimalarial drugs.',
  },
  {
    slug: 'laboratory',
    name: 'Laboratory Services',
    description:
      'Blood, urine and stool tests such as full blood count, malaria parasite, widal and blood sugar.',
  },
  {
    slug: 'radiology-x-ray',
    name: 'Radiology and X-ray',
    description: 'X-ray imaging of the chest, bones and other parts of the body, read by a radiologist.',
  },
  {
    slug: 'ultrasound',
    name: 'Ultrasound',
    description: 'Ultrasound scans for pregnancy, the abdomen, pelvis and other organs.',
  },
  {
    slug: 'ct-scan',
    name: 'CT Scan',
    description: 'Computed tomography scans for detailed images of the head, chest, abdomen and bones.',
  },
  {
    slug: 'mri',
    name: 'MRI',
    description:
      'Magnetic resonance imaging for detailed pictures of the brain, spine, joints and soft tissues.',
  },
  {
    slug: 'ecg',
    name: 'ECG',
    description: 'Electrocardiogram recording of the heart’s rhythm and electrical activity.',
  },
  {
    slug: 'pharmacy',
    name: 'Pharmacy',
    description: 'An in-house pharmacy that dispenses prescribed drugs to patients.',
  },
  {
    slug: 'surgery',
    name: 'Surgery',
    description: 'An operating theatre for planned and emergency operations under anaesthesia.',
  },
  {
    slug: 'intensive-care',
    name: 'Intensive Care Unit (ICU)',
    description: 'Round-the-clock monitoring and life support for critically ill patients.',
  },
  {
    slug: 'special-care-baby-unit',
    name: 'Special Care Baby Unit (SCBU)',
    description: 'A unit with incubators and trained staff for premature and sick newborn babies.',
  },
  {
    slug: 'dialysis',
    name: 'Dialysis',
    description: 'Haemodialysis for people whose kidneys have failed or are failing.',
  },
  {
    slug: 'blood-bank',
    name: 'Blood Bank',
    description: 'Screened blood and blood products stored for transfusion.',
  },
  {
    slug: 'physiotherapy',
    name: 'Physiotherapy',
    description: 'Exercise, massage and other therapy to recover movement after injury, stroke or surgery.',
  },
  {
    slug: 'dental-care',
    name: 'Dental Care',
    description: 'Check-ups, cleaning, fillings, extractions and other treatment for teeth and gums.',
  },
  {
    slug: 'eye-care',
    name: 'Eye Care',
    description: 'Eye tests, glasses and treatment of eye infections, cataract and glaucoma.',
  },
  {
    slug: 'mental-health',
    name: 'Mental Health Services',
    description:
      'Assessment, counselling and treatment for mental illness, including drug and alcohol problems.',
  },
  {
    slug: 'sickle-cell-clinic',
    name: 'Sickle Cell Clinic',
    description:
      'Regular follow-up, crisis care and advice for children and adults living with sickle cell disease.',
  },
  {
    slug: 'diabetes-clinic',
    name: 'Diabetes Clinic',
    description:
      'Follow-up for people with diabetes: blood sugar checks, medicines, diet advice and foot care.',
  },
  {
    slug: 'hypertension-clinic',
    name: 'Hypertension Clinic',
    description:
      'Regular blood pressure checks, medicines and lifestyle advice for people with high blood pressure.',
  },
  {
    slug: 'cancer-screening',
    name: 'Cancer Screening',
    description: 'Tests that find cancer early, such as Pap smears, VIA, breast examination and PSA checks.',
  },
  {
    slug: 'fertility-services',
    name: 'Fertility Services',
    description:
      'Investigation and treatment for couples who have difficulty getting pregnant, including IVF.',
  },
  {
    slug: 'medical-check-up',
    name: 'Medical Check-ups',
    description:
      'Routine health checks and the pre-employment, school and travel medicals many organisations require.',
  },
  {
    slug: 'mortuary',
    name: 'Mortuary',
    description: 'Cold rooms and services for keeping the bodies of the deceased until burial.',
  },
];
