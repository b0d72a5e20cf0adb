import type { TaxonomySeedEntry } from './types.ts';

/**
 * Medical and dental specialties a patient looks for, in the British spelling used in Nigeria
 * (paediatrics, gynaecology, orthopaedics, anaesthesia). Each description names the specialist.
 */
export const specialties: readonly TaxonomySeedEntry[] = [
  {
    slug: 'general-practice',
    name: 'General Practice',
    description:
      'General practitioners (GPs, medical officers) treat everyday illnesses in patients of all ages and refer on when needed.',
  },
  {
    slug: 'family-medicine',
    name: 'Family Medicine',
    description:
      'Family physicians are specialists in continuing, whole-person care for every member of the family.',
  },
  {
    slug: 'internal-medicine',
    name: 'Internal Medicine',
    description:
      'Physicians (internists) diagnose and treat adult illnesses such as hypertension, diabetes and infections.',
  },
  {
    slug: 'paediatrics',
    name: 'Paediatrics',
    description:
      'Paediatricians care for babies, children and teenagers, from newborn problems to childhood illnesses.',
  },
  {
    slug: 'neonatology',
    name: 'Neonatology',
    description:
      'Neonatologists are paediatricians who care for newborn babies, especially those born early or ill.',
  },
  {
    slug: 'obstetrics-and-gynaecology',
    name: 'Obstetrics and Gynaecology',
    description:
      'Obstetricians and gynaecologists care for women in pregnancy and childbirth and treat conditions of the womb and ovaries.',
  },
  {
    slug: 'general-surgery',
    name: 'General Surgery',
    description:
      'General surgeons operate on the abdomen, breast, thyroid and skin, for problems such as hernia and appendicitis.',
  },
  {
    slug: 'paediatric-surgery',
    name: 'Paediatric Surgery',
    description:
      'Paediatric surgeons operate on babies and children, for example for hernias and birth defects.',
  },
  {
    slug: 'orthopaedics',
    name: 'Orthopaedics',
    description:
      'Orthopaedic surgeons treat bones, joints and muscles, including fractures, arthritis and back problems.',
  },
  {
    slug: 'neurosurgery',
    name: 'Neurosurgery',
    description: 'Neurosurgeons operate on the brain, spine and nerves, for example after head injuries.',
  },
  {
    slug: 'cardiothoracic-surgery',
    name: 'Cardiothoracic Surgery',
    description: 'Cardiothoracic surgeons operate on the heart, lungs and chest.',
  },
  {
    slug: 'plastic-surgery',
    name: 'Plastic Surgery',
    description:
      'Plastic surgeons repair skin and tissue after burns, injuries or birth defects such as cleft lip.',
  },
  {
    slug: 'urology',
    name: 'Urology',
    description: 'Urologists treat the kidneys, bladder and prostate, and men’s reproductive health.',
  },
  {
    slug: 'cardiology',
    name: 'Cardiology',
    description:
      'Cardiologists diagnose and treat heart disease, including heart failure and severe high blood pressure.',
  },
  {
    slug: 'nephrology',
    name: 'Nephrology',
    description: 'Nephrologists treat kidney disease and oversee dialysis.',
  },
  {
    slug: 'neurology',
    name: 'Neurology',
    description:
      'Neurologists treat disorders of the brain and nerves, such as stroke, epilepsy and severe headaches.',
  },
  {
    slug: 'gastroenterology',
    name: 'Gastroenterology',
    description: 'Gastroenterologists treat the stomach, bowel and liver, including ulcers and hepatitis.',
  },
  {
    slug: 'pulmonology',
    name: 'Pulmonology (Chest Medicine)',
    description:
      'Chest physicians (pulmonologists) treat lung diseases such as asthma, tuberculosis and COPD.',
  },
  {
    slug: 'endocrinology',
    name: 'Endocrinology',
    description: 'Endocrinologists treat hormone problems such as diabetes and thyroid disease.',
  },
  {
    slug: 'rheumatology',
    name: 'Rheumatology',
    description: 'Rheumatologists treat arthritis and other long-term joint and muscle diseases.',
  },
  {
    slug: 'infectious-diseases',
    name: 'Infectious Diseases',
    description:
      'Infectious disease physicians treat complicated infections such as HIV, tuberculosis and Lassa fever.',
  },
  {
    slug: 'haematology',
    name: 'Haematology',
    description: 'Haematologists treat blood disorders such as sickle cell disease, anaemia and leukaemia.',
  },
  {
    slug: 'oncology',
    name: 'Oncology',
    description: 'Oncologists treat cancer with chemotherapy, radiotherapy and other therapies.',
  },
  {
    slug: 'dermatology',
    name: 'Dermatology',
    description: 'Dermatologists treat diseases of the skin, hair and nails.',
  },
  {
    slug: 'psychiatry',
    name: 'Psychiatry',
    description:
      'Psychiatrists diagnose and treat mental illness, including depression, psychosis and addiction.',
  },
  {
    slug: 'ophthalmology',
    name: 'Ophthalmology',
    description:
      'Ophthalmologists are eye doctors who treat eye diseases and perform surgery such as cataract removal.',
  },
  {
    slug: 'optometry',
    name: 'Optometry',
    description:
      'Optometrists test eyesight, prescribe glasses and contact lenses and screen for eye disease.',
  },
  {
    slug: 'ent',
    name: 'Ear, Nose and Throat (ENT)',
    description: 'ENT surgeons (otorhinolaryngologists) treat problems of the ear, nose, throat and neck.',
  },
  {
    slug: 'radiology',
    name: 'Radiology',
    description: 'Radiologists perform and interpret X-rays, ultrasound, CT and MRI scans.',
  },
  {
    slug: 'pathology',
    name: 'Pathology and Laboratory Medicine',
    description: 'Pathologists run and interpret laboratory tests on blood, tissue and other samples.',
  },
  {
    slug: 'anaesthesia',
    name: 'Anaesthesia',
    description: 'Anaesthetists keep patients safe and pain-free during surgery and childbirth.',
  },
  {
    slug: 'emergency-medicine',
    name: 'Emergency Medicine',
    description: 'Emergency physicians treat accidents and sudden serious illness in the emergency unit.',
  },
  {
    slug: 'geriatrics',
    name: 'Geriatrics',
    description: 'Geriatricians care for older people with several long-term conditions.',
  },
  {
    slug: 'public-health',
    name: 'Public Health (Community Medicine)',
    description:
      'Public health physicians prevent disease in communities through vaccination, screening and outbreak control.',
  },
  {
    slug: 'dentistry',
    name: 'Dentistry',
    description: 'Dentists (dental surgeons) examine, clean, fill and extract teeth and treat gum disease.',
  },
  {
    slug: 'orthodontics',
    name: 'Orthodontics',
    description: 'Orthodontists straighten teeth and correct the bite with braces and aligners.',
  },
  {
    slug: 'oral-and-maxillofacial-surgery',
    name: 'Oral and Maxillofacial Surgery',
    description: 'Maxillofacial surgeons operate on the mouth, jaws and face, including jaw fractures.',
  },
  {
    slug: 'physiotherapy',
    name: 'Physiotherapy',
    description: 'Physiotherapists restore movement and strength after injury, stroke or surgery.',
  },
  {
    slug: 'nutrition-and-dietetics',
    name: 'Nutrition and Dietetics',
    description:
      'Dietitians advise on diet for conditions such as diabetes, kidney disease and malnutrition.',
  },
];
