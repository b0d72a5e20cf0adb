import type { NamesInLanguages, TaxonomyKind } from '@carefinder/contracts';

/**
 * The starting entries' names in Hausa, Yoruba, Igbo and Pidgin. First drafts, written without a native
 * speaker and not yet reviewed by one (docs/translating.md); ADMIN corrects them in the back office. An
 * entry without a name in a language shows its English name there.
 */
export const namesInLanguages: Partial<Record<TaxonomyKind, Record<string, NamesInLanguages>>> = {
  'facility-types': {
    'health-post': {
      ha: 'Ƙaramar cibiyar lafiya',
      yo: 'Ibùdó ìlera kékeré',
      ig: 'Obere ebe ahụike',
      pcm: 'Small health post',
    },
    dispensary: {
      ha: 'Ɗakin shan magani',
      yo: 'Ilé ìfúnni-lóògùn',
      ig: 'Ebe a na-enye ọgwụ',
      pcm: 'Dispensary',
    },
    'primary-health-clinic': {
      ha: 'Kilinik na matakin farko',
      yo: 'Kíníìkì ìlera alákọ̀ọ́bẹ̀rẹ̀',
      ig: 'Klinik ahụike mbụ',
      pcm: 'Primary health clinic',
    },
    'primary-health-centre': {
      ha: 'Cibiyar lafiya matakin farko',
      yo: 'Ibùdó ìlera alákọ̀ọ́bẹ̀rẹ̀',
      ig: 'Ebe ahụike mbụ',
      pcm: 'Primary health centre (PHC)',
    },
    'comprehensive-health-centre': {
      ha: 'Babbar cibiyar lafiya',
      yo: 'Ibùdó ìlera alápapọ̀',
      ig: 'Ebe ahụike zuru oke',
      pcm: 'Big health centre (CHC)',
    },
    'cottage-hospital': {
      ha: 'Ƙaramin asibiti',
      yo: 'Ilé ìwòsàn kékeré',
      ig: 'Obere ụlọ ọgwụ',
      pcm: 'Cottage hospital',
    },
    'general-hospital': {
      ha: 'Babban asibiti',
      yo: 'Ilé ìwòsàn gbogbogbò',
      ig: 'Ụlọ ọgwụ izugbe',
      pcm: 'General hospital',
    },
    'specialist-hospital': {
      ha: 'Asibitin ƙwararru',
      yo: 'Ilé ìwòsàn onímọ̀ àkànṣe',
      ig: 'Ụlọ ọgwụ ndị ọkachamara',
      pcm: 'Specialist hospital',
    },
    'teaching-hospital': {
      ha: 'Asibitin koyarwa',
      yo: 'Ilé ìwòsàn ìkọ́ni',
      ig: 'Ụlọ ọgwụ nkuzi',
      pcm: 'Teaching hospital',
    },
    'federal-medical-centre': {
      ha: 'Cibiyar lafiya ta tarayya (FMC)',
      yo: 'Ilé ìwòsàn ìjọba àpapọ̀ (FMC)',
      ig: 'Ụlọ ọgwụ gọọmentị etiti (FMC)',
      pcm: 'Federal Medical Centre (FMC)',
    },
    'psychiatric-hospital': {
      ha: 'Asibitin masu tabin hankali',
      yo: 'Ilé ìwòsàn ọpọlọ',
      ig: 'Ụlọ ọgwụ ọrịa uche',
      pcm: 'Hospital for mental sickness',
    },
    'military-hospital': {
      ha: 'Asibitin sojoji',
      yo: 'Ilé ìwòsàn ológun',
      ig: 'Ụlọ ọgwụ ndị agha',
      pcm: 'Military hospital',
    },
    'mission-hospital': {
      ha: 'Asibitin mishan',
      yo: 'Ilé ìwòsàn míṣọ̀n',
      ig: 'Ụlọ ọgwụ ụka',
      pcm: 'Mission hospital',
    },
    'private-hospital': {
      ha: 'Asibiti mai zaman kansa',
      yo: 'Ilé ìwòsàn aládàáni',
      ig: 'Ụlọ ọgwụ nkeonwe',
      pcm: 'Private hospital',
    },
    clinic: { ha: 'Kilinik', yo: 'Kíníìkì', ig: 'Klinik', pcm: 'Clinic' },
    'maternity-home': {
      ha: 'Gidan haihuwa',
      yo: 'Ilé ìbímọ',
      ig: 'Ụlọ ọmụmụ nwa',
      pcm: 'Maternity (where to born)',
    },
    'diagnostic-centre': {
      ha: 'Cibiyar gwaje-gwaje',
      yo: 'Ibùdó àyẹ̀wò',
      ig: 'Ebe nyocha',
      pcm: 'Test centre',
    },
    'dental-clinic': {
      ha: 'Asibitin haƙori',
      yo: 'Ilé ìwòsàn eyín',
      ig: 'Ụlọ ọgwụ eze',
      pcm: 'Teeth clinic',
    },
    'eye-clinic': { ha: 'Asibitin ido', yo: 'Ilé ìwòsàn ojú', ig: 'Ụlọ ọgwụ anya', pcm: 'Eye clinic' },
    pharmacy: { ha: 'Kantin magani', yo: 'Ilé elégbòogi', ig: 'Ụlọ ahịa ọgwụ', pcm: 'Chemist' },
  },
};
