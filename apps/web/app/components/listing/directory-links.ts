/** The five A–Z directories (spec §2), with a hint of what each holds. */
export const DIRECTORY_LINKS = [
  { to: '/facility-types-directory', label: 'Facility types', hint: 'Hospitals, clinics, health centres' },
  { to: '/specialty-directory', label: 'Specialties', hint: 'Paediatrics, cardiology, obstetrics…' },
  { to: '/facility-service-directory', label: 'Services', hint: 'Antenatal care, laboratory, pharmacy…' },
  { to: '/conditions-directory', label: 'Conditions', hint: 'Malaria, hypertension, diabetes…' },
  { to: '/procedures-directory', label: 'Procedures', hint: 'Caesarean section, dialysis, X-ray…' },
] as const;
