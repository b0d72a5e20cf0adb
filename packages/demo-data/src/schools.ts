import type { Zone } from './regions.ts';

/**
 * Nigerian medical schools demo doctors trained at, with the first degree each awards (most award MBBS;
 * Obafemi Awolowo University and Lagos State University write MBChB, the University of Calabar MBBCh)
 * and whether it also trains dentists (BDS).
 */
export interface MedicalSchool {
  name: string;
  degree: 'mbbs' | 'mbchb' | 'mbbch';
  zone: Zone;
  /** Relative number of graduates (older, larger schools more). */
  weight: number;
  trainsDentists?: boolean;
}

export const medicalSchools: readonly MedicalSchool[] = [
  {
    name: 'University of Lagos College of Medicine',
    degree: 'mbbs',
    zone: 'south-west',
    weight: 5,
    trainsDentists: true,
  },
  {
    name: 'University of Ibadan College of Medicine',
    degree: 'mbbs',
    zone: 'south-west',
    weight: 5,
    trainsDentists: true,
  },
  {
    name: 'Obafemi Awolowo University, Ile-Ife',
    degree: 'mbchb',
    zone: 'south-west',
    weight: 4,
    trainsDentists: true,
  },
  {
    name: 'Lagos State University College of Medicine',
    degree: 'mbchb',
    zone: 'south-west',
    weight: 2.5,
    trainsDentists: true,
  },
  {
    name: 'Ladoke Akintola University of Technology, Ogbomoso',
    degree: 'mbbs',
    zone: 'south-west',
    weight: 2,
  },
  { name: 'University of Ilorin', degree: 'mbbs', zone: 'north-central', weight: 3.5 },
  { name: 'University of Jos', degree: 'mbbs', zone: 'north-central', weight: 3 },
  { name: 'University of Abuja', degree: 'mbbs', zone: 'north-central', weight: 1.5 },
  { name: 'Benue State University, Makurdi', degree: 'mbbs', zone: 'north-central', weight: 1.5 },
  {
    name: 'University of Nigeria College of Medicine, Enugu',
    degree: 'mbbs',
    zone: 'south-east',
    weight: 5,
    trainsDentists: true,
  },
  { name: 'Nnamdi Azikiwe University, Nnewi Campus', degree: 'mbbs', zone: 'south-east', weight: 3 },
  {
    name: 'Enugu State University of Technology College of Medicine',
    degree: 'mbbs',
    zone: 'south-east',
    weight: 2,
  },
  { name: 'Ebonyi State University, Abakaliki', degree: 'mbbs', zone: 'south-east', weight: 1.5 },
  { name: 'Abia State University, Uturu', degree: 'mbbs', zone: 'south-east', weight: 1.5 },
  { name: 'Imo State University, Owerri', degree: 'mbbs', zone: 'south-east', weight: 1.5 },
  { name: 'University of Benin', degree: 'mbbs', zone: 'south-south', weight: 5, trainsDentists: true },
  { name: 'University of Port Harcourt', degree: 'mbbs', zone: 'south-south', weight: 3.5 },
  { name: 'University of Calabar', degree: 'mbbch', zone: 'south-south', weight: 3 },
  { name: 'University of Uyo', degree: 'mbbs', zone: 'south-south', weight: 2 },
  { name: 'Delta State University, Abraka', degree: 'mbbs', zone: 'south-south', weight: 1.5 },
  { name: 'Niger Delta University, Wilberforce Island', degree: 'mbbs', zone: 'south-south', weight: 1.5 },
  { name: 'Ahmadu Bello University, Zaria', degree: 'mbbs', zone: 'north-west', weight: 5 },
  { name: 'Bayero University Kano', degree: 'mbbs', zone: 'north-west', weight: 3, trainsDentists: true },
  { name: 'Usmanu Danfodiyo University, Sokoto', degree: 'mbbs', zone: 'north-west', weight: 3 },
  { name: 'University of Maiduguri', degree: 'mbbs', zone: 'north-east', weight: 3.5, trainsDentists: true },
];

/** Zones whose graduates commonly work in a given zone, besides its own. */
export const neighbouringZones: Readonly<Record<Zone, readonly Zone[]>> = {
  'north-central': ['north-west', 'south-west'],
  'north-east': ['north-west', 'north-central'],
  'north-west': ['north-central', 'north-east'],
  'south-east': ['south-south'],
  'south-south': ['south-east', 'south-west'],
  'south-west': ['north-central', 'south-south'],
};

export const POSTGRADUATE_BODIES: Readonly<Record<string, string>> = {
  npmcn: 'National Postgraduate Medical College of Nigeria',
  fwacs: 'West African College of Surgeons',
  fwacp: 'West African College of Physicians',
  frcs: 'Royal College of Surgeons of Edinburgh',
  mrcp: 'Royal Colleges of Physicians of the United Kingdom',
  mrcog: 'Royal College of Obstetricians and Gynaecologists',
};
