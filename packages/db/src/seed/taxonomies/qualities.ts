import type { TaxonomySeedEntry } from './types.ts';

/**
 * Provider credentials: first degrees, postgraduate fellowships (National Postgraduate Medical College of
 * Nigeria — FMC*; West African Colleges of Surgeons and Physicians — FWACS/FWACP; UK royal colleges),
 * higher degrees and registration with the Medical and Dental Council of Nigeria.
 */
export const qualities: readonly TaxonomySeedEntry[] = [
  {
    slug: 'mbbs',
    name: 'MBBS',
    description:
      'Bachelor of Medicine, Bachelor of Surgery: the first medical degree awarded by most Nigerian universities.',
  },
  {
    slug: 'mbchb',
    name: 'MBChB',
    description:
      'Bachelor of Medicine, Bachelor of Surgery, written MBChB (from the Latin) by some universities; equal to MBBS.',
  },
  {
    slug: 'mbbch',
    name: 'MBBCh',
    description:
      'Bachelor of Medicine, Bachelor of Surgery, written MBBCh by some universities; equal to MBBS.',
  },
  {
    slug: 'bds',
    name: 'BDS',
    description: 'Bachelor of Dental Surgery: the first degree that qualifies a dentist.',
  },
  {
    slug: 'mdcn-registered',
    name: 'MDCN Registered',
    description:
      'Registered with the Medical and Dental Council of Nigeria, which licenses doctors and dentists to practise.',
  },
  {
    slug: 'fwacs',
    name: 'FWACS',
    description:
      'Fellow of the West African College of Surgeons: specialist qualification in a surgical field.',
  },
  {
    slug: 'fwacp',
    name: 'FWACP',
    description:
      'Fellow of the West African College of Physicians: specialist qualification in medicine, paediatrics and more.',
  },
  {
    slug: 'fmcp',
    name: 'FMCP',
    description: 'Fellow of the Medical College of Physicians (NPMCN): specialist in internal medicine.',
  },
  {
    slug: 'fmcs',
    name: 'FMCS',
    description: 'Fellow of the Medical College of Surgeons (NPMCN): specialist surgeon.',
  },
  {
    slug: 'fmcog',
    name: 'FMCOG',
    description:
      'Fellow of the Medical College of Obstetricians and Gynaecologists (NPMCN): specialist gynaecologist.',
  },
  {
    slug: 'fmcpaed',
    name: 'FMCPaed',
    description: 'Fellow of the Medical College in Paediatrics (NPMCN): specialist paediatrician.',
  },
  {
    slug: 'fmcpsych',
    name: 'FMCPsych',
    description: 'Fellow of the Medical College in Psychiatry (NPMCN): specialist psychiatrist.',
  },
  {
    slug: 'fmcfm',
    name: 'FMCFM',
    description: 'Fellow of the Medical College in Family Medicine (NPMCN): specialist family physician.',
  },
  {
    slug: 'fmca',
    name: 'FMCA',
    description: 'Fellow of the Medical College of Anaesthesia (NPMCN): specialist anaesthetist.',
  },
  {
    slug: 'fmcr',
    name: 'FMCR',
    description: 'Fellow of the Medical College in Radiology (NPMCN): specialist radiologist.',
  },
  {
    slug: 'fmcoph',
    name: 'FMCOph',
    description: 'Fellow of the Medical College in Ophthalmology (NPMCN): specialist eye surgeon.',
  },
  {
    slug: 'fmcorl',
    name: 'FMCORL',
    description:
      'Fellow of the Medical College in Otorhinolaryngology (NPMCN): specialist ear, nose and throat surgeon.',
  },
  {
    slug: 'fmcpath',
    name: 'FMCPath',
    description: 'Fellow of the Medical College of Pathology (NPMCN): specialist in laboratory medicine.',
  },
  {
    slug: 'fmcph',
    name: 'FMCPH',
    description: 'Fellow of the Medical College in Public Health (NPMCN): specialist in community medicine.',
  },
  {
    slug: 'fmcds',
    name: 'FMCDS',
    description: 'Fellow of the Medical College in Dental Surgery (NPMCN): specialist dental surgeon.',
  },
  {
    slug: 'frcs',
    name: 'FRCS',
    description: 'Fellow of a Royal College of Surgeons in the UK or Ireland: senior surgical qualification.',
  },
  {
    slug: 'mrcp',
    name: 'MRCP',
    description:
      'Member of the Royal Colleges of Physicians of the United Kingdom: postgraduate qualification in medicine.',
  },
  {
    slug: 'mrcog',
    name: 'MRCOG',
    description:
      'Member of the Royal College of Obstetricians and Gynaecologists (UK): postgraduate qualification in O&G.',
  },
  {
    slug: 'mph',
    name: 'MPH',
    description:
      'Master of Public Health: a postgraduate degree in preventing disease and improving community health.',
  },
  {
    slug: 'msc',
    name: 'MSc',
    description: 'Master of Science: a postgraduate degree in a medical or health science subject.',
  },
  {
    slug: 'phd',
    name: 'PhD',
    description: 'Doctor of Philosophy: the highest research degree, common among university professors.',
  },
];
