/** The text queries of `bench:search`'s mix, shared with `bench:search-quality`'s autocomplete check. */

/** Names, types, services and places as visitors type them, spelt right. */
export const TEXT_QUERIES = [
  'general hospital',
  'paediatrics',
  'clinic ikeja',
  'maternity home',
  'eye clinic',
  'diagnostic centre abuja',
  'teaching hospital',
  'pharmacy',
  'antenatal care',
  'dialysis kano',
] as const;

/** Misspelt as visitors misspell them. */
export const TYPO_QUERIES = [
  'genral hospitl ikeja',
  'pimary helth centre',
  'gyneacologist',
  'paediatrcs',
  'opthalmology',
  'diagnostc centre',
  'maternty home enugu',
] as const;

/** Doctors by specialty or name (the mix sends them with kind=provider). */
export const PROVIDER_TEXT_QUERIES = ['gynaecologist', 'adebayo', 'dr chukwuemeka'] as const;
