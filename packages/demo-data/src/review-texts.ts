import type { Random } from './random.ts';
import { fill, withThousands } from './text.ts';

/**
 * Review comments composed from sentences about the things Nigerian patients actually write about —
 * waiting time, cleanliness, staff attitude, cost and deposits, NHIA and HMO cards, light and generator,
 * drug availability — whose tone matches the rating. Every sentence is generic: no real place or person.
 */
export type ReviewTone = 'positive' | 'mixed' | 'negative';

export interface FacilityReviewContext {
  /** 'hospital', 'health centre', 'clinic', 'pharmacy'… */
  place: string;
  reasons: readonly string[];
  isPublic: boolean;
  acceptsNhia: boolean;
  /** Has wards and an emergency unit open day and night. */
  isHospital: boolean;
  speciality: 'pharmacy' | 'diagnostic' | 'maternity' | 'dental' | 'eye' | null;
}

export interface ProviderReviewContext {
  /** 'Dr Okafor' */
  doctor: string;
  female: boolean;
  /** Whose relative a reviewer might bring: a gynaecologist sees women, a paediatrician children. */
  patients: 'anyone' | 'women' | 'children' | 'men';
  /** What patients see this doctor for, in prose: 'hypertension', 'a scan'. */
  reasons: readonly string[];
  isSurgeon: boolean;
}

interface Topic<C> {
  applies?: (context: C) => boolean;
  positive: readonly string[];
  mixed: readonly string[];
  negative: readonly string[];
}

const RELATIVES: Readonly<Record<ProviderReviewContext['patients'], readonly string[]>> = {
  anyone: [
    'son',
    'daughter',
    'wife',
    'husband',
    'mother',
    'father',
    'younger brother',
    'younger sister',
    'aunty',
    'grandmother',
  ],
  women: ['wife', 'sister', 'daughter', 'mother', 'aunty', 'younger sister'],
  children: ['son', 'daughter', 'baby', 'nephew', 'niece'],
  men: ['husband', 'father', 'uncle', 'elder brother', 'father-in-law'],
};
/** Reasons anyone might be brought in for. */
const RELATIVE_REASONS = [
  'a high fever',
  'malaria',
  'a check-up',
  'typhoid',
  'a bad cough',
  'stomach pain',
  'an injury from a fall',
];
const WHEN = [
  'last month',
  'two weeks ago',
  'last Saturday',
  'early this year',
  'in January',
  'during the rainy season',
  'late last year',
  'on a Sunday evening',
  'a few days ago',
];

export function toneOf(rating: number): ReviewTone {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

const facilityTopics: readonly Topic<FacilityReviewContext>[] = [
  {
    positive: [
      'We were attended to within {shortWait}.',
      'The queue moved fast, even on a Monday morning.',
      'From collecting my card to seeing the doctor took less than an hour.',
      'No long waiting; they actually follow the appointment times.',
    ],
    mixed: [
      'The wait was about {midWait}, which is normal for a busy {place}.',
      'Waiting at the records unit was long, but things moved quickly once I got in.',
    ],
    negative: [
      'We waited for over {longWait} before anyone attended to us.',
      'Only one doctor was on duty and the queue hardly moved.',
      'They kept us waiting from morning till afternoon with no explanation.',
      'Opening a folder at the records unit alone took almost two hours.',
    ],
  },
  {
    positive: [
      'The {place} is very clean, including the toilets.',
      'Everywhere was neat and the wards smelled fresh.',
      'Clean environment; the cleaners are always at work.',
    ],
    mixed: ['The consulting rooms were clean, but the toilets need attention.'],
    negative: [
      'The toilets were dirty and there was no running water.',
      'The waiting area was stuffy and not well kept.',
      'Mosquitoes everywhere in the ward; they need nets on the windows.',
    ],
  },
  {
    positive: [
      'The nurses were kind and patient with my {relative}.',
      'The doctor took time to explain everything in simple terms.',
      'Staff at the front desk were polite and helpful.',
      'Everyone from the gateman to the doctor was respectful.',
    ],
    mixed: [
      'Some nurses were friendly, others were rude.',
      'The doctor was good, but the nurses were not very welcoming.',
    ],
    negative: [
      'Some of the nurses were rude and shouted at patients.',
      'Nobody bothered to explain what was wrong or what the drugs were for.',
      'The staff at the records office were unfriendly and slow.',
    ],
  },
  {
    applies: (context) => !context.isPublic,
    positive: [
      'Their charges are fair; consultation was {fee}.',
      'Prices are reasonable compared to other places around.',
      'They gave a clear breakdown of the bill, no hidden charges.',
    ],
    mixed: [
      'A bit expensive, but the care is worth it.',
      'Consultation was {fee}, which is on the high side.',
    ],
    negative: [
      'Too expensive; they charged {highFee} for what should be simple treatment.',
      'They insisted on a deposit before attending to an emergency.',
      'The bill kept increasing every day with no explanation.',
    ],
  },
  {
    applies: (context) => context.isPublic,
    positive: [
      'Very affordable; we paid only for the card and the drugs.',
      'Some of the drugs were free under a government programme.',
    ],
    mixed: ['Fees are low, but they asked us to buy some items outside.'],
    negative: [
      'They asked us to buy gloves and syringes outside.',
      'Drugs were out of stock, so we had to buy everything outside at high prices.',
    ],
  },
  {
    applies: (context) => context.acceptsNhia,
    positive: [
      'They accept NHIA, and using my card was straightforward.',
      'My HMO covered everything and they did not make it difficult.',
    ],
    mixed: ['They take NHIA, but getting the approval code from the HMO took long.'],
    negative: [
      'Even with NHIA they kept sending us to pay for drugs outside.',
      'They accept NHIA, but NHIA patients wait longer than those paying cash.',
    ],
  },
  {
    applies: (context) => !context.acceptsNhia && !context.isPublic,
    positive: ['They do not take NHIA, but their cash prices are fair.'],
    mixed: ['They do not take NHIA, so be ready to pay out of pocket.'],
    negative: ['They do not accept NHIA or my HMO, which nobody told me until I had to pay.'],
  },
  {
    applies: (context) => context.isHospital || context.speciality === 'diagnostic',
    positive: [
      'Light was steady and the generator comes on immediately.',
      'Lab results came out the same day.',
    ],
    mixed: ['The lab is good, but results took two days.'],
    negative: [
      'There was no light for most of the time we were there.',
      'The lab said their machine was not working and sent us elsewhere.',
    ],
  },
  {
    applies: (context) => context.isHospital,
    positive: ['We arrived around {nightTime} and the emergency team attended to us immediately.'],
    mixed: ['The emergency unit was full, but they found a bed for my {relative} after a while.'],
    negative: [
      'At night there was no doctor around; the nurses said we should wait till morning.',
      'The emergency unit said there was no bed space and asked us to go elsewhere.',
    ],
  },
  {
    applies: (context) => context.speciality === 'pharmacy',
    positive: [
      'The pharmacist explained how to take each drug.',
      'They had everything on my prescription.',
      'Original drugs at fair prices; they even check your blood pressure.',
    ],
    mixed: ['They had most of my drugs, but I had to come back for one.'],
    negative: [
      'Half of the drugs on my prescription were not available.',
      'Prices here are higher than at other pharmacies on the same street.',
      'The attendant could not answer simple questions about the drugs.',
    ],
  },
  {
    applies: (context) => context.speciality === 'diagnostic',
    positive: [
      'Results were ready the same evening and they sent them by e-mail.',
      'The sonographer was gentle and explained what she was seeing.',
    ],
    mixed: ['The scan was quick, but collecting the report took another day.'],
    negative: [
      'The results took three days instead of the one day they promised.',
      'They got my name wrong on the report and I had to come back.',
    ],
  },
  {
    applies: (context) => context.speciality === 'maternity',
    positive: [
      'The midwives were gentle and encouraging throughout labour.',
      'They checked on mother and baby regularly after the delivery.',
    ],
    mixed: ['The delivery went well, but the postnatal ward was overcrowded.'],
    negative: [
      'During labour the midwife kept shouting at my {woman}.',
      'They discharged us without showing us how to care for the baby’s cord.',
    ],
  },
  {
    applies: (context) => context.speciality === 'dental',
    positive: [
      'The extraction was painless and the dentist was gentle.',
      'My teeth have never felt this clean.',
    ],
    mixed: ['Good work, but I needed three visits for one filling.'],
    negative: [
      'The filling fell out after two weeks.',
      'The dentist rushed the work and my gum was sore for days.',
    ],
  },
  {
    applies: (context) => context.speciality === 'eye',
    positive: ['The eye test was thorough and my new glasses are perfect.'],
    mixed: ['The test was good, but the frames are expensive.'],
    negative: ['My glasses took a month to be ready, and the prescription was wrong.'],
  },
  {
    positive: ['Easy to find, just by the main road.', 'There is enough parking space.'],
    mixed: ['The place is good, but parking is a problem.'],
    negative: [
      'The road leading there is very bad, especially when it rains.',
      'There is no parking space at all.',
    ],
  },
];

const providerTopics: readonly Topic<ProviderReviewContext>[] = [
  {
    positive: [
      '{He} listened patiently and explained my results in simple language.',
      'Very thorough; {he} asked about my history before prescribing anything.',
      '{He} did not rush me and answered all my questions.',
    ],
    mixed: ['Good doctor, but the consultation felt rushed.'],
    negative: [
      '{He} was on the phone for most of the consultation.',
      'I was in and out in five minutes with no explanation.',
      '{He} was dismissive when I asked questions.',
    ],
  },
  {
    positive: [
      'The diagnosis was spot on, and I felt better within days.',
      '{He} explained the treatment plan clearly, and it worked.',
    ],
    mixed: ['The treatment is working, but slowly.'],
    negative: [
      'The treatment did not help, and follow-up was difficult.',
      'I had to get a second opinion elsewhere.',
    ],
  },
  {
    positive: [
      'The appointment started on time, which is rare.',
      '{He} called a few days later to check on me.',
    ],
    mixed: ['Knowledgeable, although the appointment started over an hour late.'],
    negative: [
      '{He} kept us waiting for hours and did not apologise.',
      'Getting an appointment took three weeks.',
    ],
  },
  {
    positive: ['{He} was honest about the options and what each would cost.'],
    mixed: ['{He} is competent, but the consultation fee is on the high side.'],
    negative: ['The fees were much higher than what we were told at the start.'],
  },
  {
    applies: (context) => context.isSurgeon,
    positive: [
      'The operation went well and the scar is neat.',
      '{He} explained the surgery step by step before we agreed.',
    ],
    mixed: ['The surgery went fine, but the ward care afterwards was poor.'],
    negative: ['The surgery was postponed twice without notice.'],
  },
];

const OPENINGS = {
  facility: [
    'I came here for {reason} {when}.',
    'Took my {relative} here for {relativeReason} {when}.',
    'We brought my {relative} in {when} for {relativeReason}.',
    'I have been using this {place} for about {years} years.',
    'Visited {when} for {reason}.',
    'My first time at this {place} was {when}, for {reason}.',
  ],
  /** For pharmacies, diagnostic centres, dental and eye clinics, where nobody is 'brought in'. */
  facilityVisit: [
    'I came here for {reason} {when}.',
    'Visited {when} for {reason}.',
    'My first time at this {place} was {when}, for {reason}.',
    'I have been coming to this {place} for about {years} years.',
  ],
  provider: [
    'I saw {doctor} for {reason}.',
    '{doctor} has been my doctor for {years} years.',
    '{doctor} treated my {relative} for {reason}.',
    'Consulted {doctor} {when} about {reason}.',
    'My {relative} was referred to {doctor} {when}.',
  ],
};

const CLOSINGS: Readonly<Record<ReviewTone, readonly string[]>> = {
  positive: [
    'I would recommend this {place}.',
    'God bless the staff.',
    'Keep it up!',
    'Highly recommended.',
    'Thank you for the good work.',
  ],
  mixed: [
    'Not bad overall.',
    'They can do better.',
    'Okay for minor issues.',
    'Management should look into the waiting time.',
  ],
  negative: [
    'I will not be going back.',
    'Management should look into this.',
    'Very disappointing.',
    'Not recommended.',
  ],
};

const PROVIDER_CLOSINGS: Readonly<Record<ReviewTone, readonly string[]>> = {
  positive: [
    'May God continue to bless {his} hands.',
    'I recommend {doctor} without hesitation.',
    'Thank you, doctor.',
  ],
  mixed: ['Good doctor, but the experience could be better.', 'I may go back, but with low expectations.'],
  negative: ['I will not be going back.', 'Very disappointing for someone with such experience.'],
};

const SHORT: Readonly<Record<ReviewTone, readonly string[]>> = {
  positive: [
    'Very good service.',
    'Excellent care, thank you.',
    'Clean place and friendly staff.',
    'Highly recommended!',
  ],
  mixed: ['Average experience.', 'Not bad, but the wait is long.', 'Fair, nothing special.'],
  negative: ['Poor service.', 'Very rude staff.', 'Not recommended at all.', 'Terrible experience.'],
};

const PROVIDER_SHORT: Readonly<Record<ReviewTone, readonly string[]>> = {
  positive: ['Excellent doctor.', 'Very caring doctor, thank you.', 'Highly recommended!'],
  mixed: ['Average experience.', 'Good doctor, long wait.', 'Fair, nothing special.'],
  negative: ['Poor attitude.', 'Not recommended at all.', 'Terrible experience.'],
};

/** Mild complaints a mostly happy reviewer adds. */
const MILD_COMPLAINTS = [
  'My only complaint is the parking space.',
  'The only issue was the wait at the pharmacy.',
  'They should add more seats in the waiting area.',
  'Network at the payment point was slow.',
];

/**
 * Placeholder values for one review. One relative per review: when the reason names a woman, a child or
 * an older relative ('my {woman}’s delivery'), later sentences about 'my {relative}' mean the same person.
 */
function values(
  random: Random,
  patients: ProviderReviewContext['patients'],
  reasons: readonly string[],
  extra: Readonly<Record<string, string>>,
): Record<string, string> {
  const reason = random.pick(reasons);
  const woman = random.pick(RELATIVES.women);
  const child = random.pick(RELATIVES.children);
  const elder = random.pick(['mother', 'father', 'grandmother', 'grandfather']);
  const relative = reason.includes('{woman}')
    ? woman
    : reason.includes('{child}')
      ? child
      : reason.includes('{elder}')
        ? elder
        : random.pick(RELATIVES[patients]);
  return {
    reason: fill(reason, { woman, child, elder }),
    relative,
    relativeReason: random.pick(RELATIVE_REASONS),
    woman,
    when: random.pick(WHEN),
    shortWait: random.pick(['ten minutes', '15 minutes', '20 minutes', 'half an hour']),
    midWait: random.pick(['an hour', 'one and a half hours', 'two hours']),
    longWait: random.pick(['three hours', 'four hours', 'five hours']),
    fee: `₦${withThousands(random.int(6, 40) * 500)}`,
    highFee: `₦${withThousands(random.int(9, 70) * 5000)}`,
    nightTime: random.pick(['midnight', '2am', '11pm', '3am']),
    years: String(random.int(2, 12)),
    ...extra,
  };
}

function compose<C>(
  random: Random,
  tone: ReviewTone,
  rating: number,
  context: C,
  topics: readonly Topic<C>[],
  openings: readonly string[],
  closings: Readonly<Record<ReviewTone, readonly string[]>>,
  short: Readonly<Record<ReviewTone, readonly string[]>>,
  fillValues: Readonly<Record<string, string>>,
): string {
  if (random.chance(0.1)) return fill(random.pick(short[tone]), fillValues);
  const applicable = topics.filter((topic) => topic.applies?.(context) ?? true);
  const topicCount = random.chance(0.08) ? random.int(4, 6) : random.int(1, 3);
  const sentences: string[] = [];
  if (random.chance(0.85)) sentences.push(random.pick(openings));
  random.sample(applicable, topicCount).forEach((topic, position) => {
    // A mixed review praises one thing and criticises another; a 4-star one may carry a small complaint.
    const lineTone: ReviewTone =
      tone === 'mixed'
        ? position % 2 === 0
          ? 'mixed'
          : random.pick(['positive', 'negative'] as const)
        : tone;
    const lines = topic[lineTone].length > 0 ? topic[lineTone] : topic[tone];
    if (lines.length > 0) sentences.push(random.pick(lines));
  });
  if (rating === 4 && random.chance(0.3)) sentences.push(random.pick(MILD_COMPLAINTS));
  if (random.chance(0.6)) sentences.push(random.pick(closings[tone]));
  if (rating === 5 && random.chance(0.15)) sentences.push('Five stars from me.');
  return fill(sentences.join(' '), fillValues);
}

export function facilityComment(random: Random, rating: number, context: FacilityReviewContext): string {
  const fillValues = values(random, 'anyone', context.reasons, { place: context.place });
  const bringsSomeone = context.speciality === null || context.speciality === 'maternity';
  return compose(
    random,
    toneOf(rating),
    rating,
    context,
    facilityTopics,
    bringsSomeone ? OPENINGS.facility : OPENINGS.facilityVisit,
    CLOSINGS,
    SHORT,
    fillValues,
  );
}

export function providerComment(random: Random, rating: number, context: ProviderReviewContext): string {
  const pronoun = context.female ? 'she' : 'he';
  const fillValues = values(random, context.patients, context.reasons, {
    doctor: context.doctor,
    He: pronoun === 'she' ? 'She' : 'He',
    he: pronoun,
    his: context.female ? 'her' : 'his',
    place: 'practice',
  });
  return compose(
    random,
    toneOf(rating),
    rating,
    context,
    providerTopics,
    OPENINGS.provider,
    PROVIDER_CLOSINGS,
    PROVIDER_SHORT,
    fillValues,
  );
}
