import type { TaxonomySeedEntry } from './types.ts';

const hmo = (slug: string, name: string, description?: string): TaxonomySeedEntry => ({
  slug,
  name,
  description:
    description ??
    `${name} is a Nigerian health maintenance organisation (HMO) offering health plans for individuals, families and employers.`,
});

/**
 * Health insurance a facility or provider accepts: the national scheme (NHIA), state contributory
 * schemes and health maintenance organisations (HMOs). Only organisations known to operate in
 * Nigeria; descriptions stay factual and neutral (no rankings or market-share claims).
 */
export const insurance: readonly TaxonomySeedEntry[] = [
  {
    slug: 'nhia',
    name: 'NHIA (National Health Insurance Authority)',
    description:
      'Nigeria’s federal health insurance agency (formerly NHIS); its programmes are delivered through accredited HMOs and facilities.',
  },
  {
    slug: 'ilera-eko',
    name: 'Ilera Eko (Lagos State Health Scheme)',
    description:
      'The Lagos State Health Scheme for residents of Lagos, managed by the Lagos State Health Management Agency (LASHMA).',
  },
  {
    slug: 'delta-state-contributory-health-scheme',
    name: 'Delta State Contributory Health Scheme',
    description:
      'The health insurance scheme for residents of Delta State, run by the Delta State Contributory Health Commission.',
  },
  {
    slug: 'kaduna-state-contributory-health-scheme',
    name: 'Kaduna State Contributory Health Scheme',
    description:
      'The health insurance scheme for residents of Kaduna State, run by the Kaduna State Contributory Health Management Authority.',
  },
  {
    slug: 'kano-state-contributory-healthcare-scheme',
    name: 'Kano State Contributory Healthcare Scheme',
    description:
      'The health insurance scheme for residents of Kano State, run by the Kano State Contributory Healthcare Management Agency.',
  },
  {
    slug: 'oyo-state-health-insurance-scheme',
    name: 'Oyo State Health Insurance Scheme',
    description:
      'The health insurance scheme for residents of Oyo State, run by the Oyo State Health Insurance Agency (OYSHIA).',
  },
  hmo('hygeia-hmo', 'Hygeia HMO'),
  hmo(
    'axa-mansard-health',
    'AXA Mansard Health',
    'AXA Mansard Health is the health insurance company of the AXA Mansard group, offering individual, family and corporate plans.',
  ),
  hmo(
    'leadway-health',
    'Leadway Health',
    'Leadway Health is the health insurance company of the Leadway group, offering individual, family and corporate plans.',
  ),
  hmo('reliance-hmo', 'Reliance HMO'),
  hmo('avon-hmo', 'Avon HMO'),
  hmo('clearline-hmo', 'Clearline HMO'),
  hmo('total-health-trust', 'Total Health Trust'),
  hmo('redcare-hmo', 'Redcare HMO'),
  hmo('wellness-hmo', 'Wellness HMO'),
  hmo('novo-health-africa', 'Novo Health Africa'),
  hmo('mediplan-healthcare', 'Mediplan Healthcare'),
  hmo('united-healthcare-international', 'United Healthcare International'),
  hmo('integrated-healthcare', 'Integrated Healthcare'),
  hmo('ronsberger-nigeria', 'Ronsberger Nig.'),
  hmo('venus-medicare', 'Venus Medicare'),
  hmo('songhai-health-trust', 'Songhai Health Trust'),
  hmo('princeton-health', 'Princeton Health'),
  hmo('marina-medical-services', 'Marina Medical Services'),
  hmo('metrohealth-hmo', 'Metrohealth HMO'),
  hmo('prohealth-hmo', 'Prohealth HMO'),
  hmo(
    'police-health-maintenance',
    'Police Health Maintenance (PHML)',
    'Police Health Maintenance Limited is an HMO serving officers of the Nigeria Police Force and their families.',
  ),
  hmo(
    'defence-health-maintenance',
    'Defence Health Maintenance (DHML)',
    'Defence Health Maintenance Limited is an HMO serving personnel of the Armed Forces and Ministry of Defence and their families.',
  ),
];
