import type { TaxonomySeedEntry } from './types.ts';

/**
 * Facility types, from the smallest primary care outlet to tertiary hospitals. The names follow the
 * Nigeria Health Facility Registry and GRID3 ('Primary Health Center', 'Primary Health Clinic',
 * 'Health Post', 'General Hospital'), in the British spelling used in Nigeria; Nigeria's care levels
 * are primary (health posts to comprehensive health centres), secondary (general and cottage
 * hospitals) and tertiary (teaching hospitals and federal medical centres).
 */
export const facilityTypes: readonly TaxonomySeedEntry[] = [
  {
    slug: 'health-post',
    name: 'Health Post',
    description:
      'The smallest public health facility, usually run by a community health worker, for first aid, immunisation and basic care close to home.',
  },
  {
    slug: 'dispensary',
    name: 'Dispensary',
    description:
      'A small primary care outlet that treats common illnesses and gives out essential medicines, usually without beds.',
  },
  {
    slug: 'primary-health-clinic',
    name: 'Primary Health Clinic',
    description:
      'A small primary care facility for outpatient treatment, immunisation and health education, usually without beds for admission.',
  },
  {
    slug: 'primary-health-centre',
    name: 'Primary Health Centre',
    description:
      'A public ward-level facility for antenatal care, delivery, immunisation, family planning and common illnesses such as malaria.',
  },
  {
    slug: 'comprehensive-health-centre',
    name: 'Comprehensive Health Centre',
    description:
      'A larger primary care facility with doctors, a laboratory and some beds, offering the full primary care package and referrals.',
  },
  {
    slug: 'cottage-hospital',
    name: 'Cottage Hospital',
    description:
      'A small hospital serving a rural community, with a few beds and basic surgical, maternity and emergency services.',
  },
  {
    slug: 'general-hospital',
    name: 'General Hospital',
    description:
      'A state government hospital giving secondary care: admissions, surgery, maternity and common specialist clinics.',
  },
  {
    slug: 'specialist-hospital',
    name: 'Specialist Hospital',
    description:
      'A hospital focused on specialist care, such as a state specialist hospital or a private hospital with several specialists.',
  },
  {
    slug: 'teaching-hospital',
    name: 'Teaching Hospital',
    description:
      'A tertiary hospital attached to a university medical school, with the widest range of specialists and training of doctors.',
  },
  {
    slug: 'federal-medical-centre',
    name: 'Federal Medical Centre',
    description:
      'A federal government tertiary hospital offering specialist care and accepting referrals, usually located in a state capital.',
  },
  {
    slug: 'psychiatric-hospital',
    name: 'Psychiatric Hospital',
    description:
      'A hospital for mental health and addiction care, such as a neuropsychiatric hospital, with outpatient clinics and admission.',
  },
  {
    slug: 'military-hospital',
    name: 'Military Hospital',
    description:
      'A hospital run by the Nigerian Army, Navy or Air Force for service personnel and their families, often open to civilians too.',
  },
  {
    slug: 'mission-hospital',
    name: 'Mission Hospital',
    description:
      'A hospital run by a church or Islamic organisation, offering general, maternity and often surgical care.',
  },
  {
    slug: 'private-hospital',
    name: 'Private Hospital',
    description:
      'A privately owned hospital with doctors, nurses and beds for admission, offering general and some specialist care.',
  },
  {
    slug: 'clinic',
    name: 'Clinic',
    description:
      'A small outpatient practice where a doctor or nurse sees patients for consultation, minor treatment and referral.',
  },
  {
    slug: 'maternity-home',
    name: 'Maternity Home',
    description:
      'A facility focused on pregnancy care and childbirth, usually run by midwives, with a few beds for delivery.',
  },
  {
    slug: 'diagnostic-centre',
    name: 'Diagnostic Centre',
    description:
      'A centre for laboratory tests and medical imaging, such as blood tests, X-ray, ultrasound and scans, usually on referral.',
  },
  {
    slug: 'dental-clinic',
    name: 'Dental Clinic',
    description: 'A clinic where dentists check, clean, fill and extract teeth and treat gum problems.',
  },
  {
    slug: 'eye-clinic',
    name: 'Eye Clinic',
    description:
      'A clinic for eye tests, glasses and the treatment of eye diseases such as cataract and glaucoma.',
  },
  {
    slug: 'pharmacy',
    name: 'Pharmacy',
    description:
      'A licensed community pharmacy where pharmacists dispense prescriptions and advise on the safe use of medicines.',
  },
];
