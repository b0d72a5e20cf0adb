import { msg } from '@lingui/core/macro';

/** The five A–Z directories (spec §2), with a hint of what each holds. */
export const DIRECTORY_LINKS = [
  {
    to: '/facility-types-directory',
    label: msg`Facility types`,
    hint: msg`Hospitals, clinics, health centres`,
  },
  { to: '/specialty-directory', label: msg`Specialties`, hint: msg`Paediatrics, cardiology, obstetrics…` },
  {
    to: '/facility-service-directory',
    label: msg`Services`,
    hint: msg`Antenatal care, laboratory, pharmacy…`,
  },
  { to: '/conditions-directory', label: msg`Conditions`, hint: msg`Malaria, hypertension, diabetes…` },
  { to: '/procedures-directory', label: msg`Procedures`, hint: msg`Caesarean section, dialysis, X-ray…` },
] as const;
