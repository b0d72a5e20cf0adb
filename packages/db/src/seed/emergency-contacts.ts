import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { emergencyContacts } from '../schema/index.ts';

type StartingContact = Omit<typeof emergencyContacts.$inferInsert, 'id' | 'stateId' | 'isDemo'>;

/**
 * The starting emergency numbers: ONLY numbers whose public source is cited here and was read on the day
 * given as lastVerifiedAt. A wrong emergency number can cost a life, so this list is short on purpose;
 * ADMIN adds state numbers at /admin/emergency, each with its own source. Nothing here may be guessed.
 *
 * - 112: Nigeria's national emergency number, designated by the Federal Government and run by the Nigerian
 *   Communications Commission (NCC) through its Emergency Communications Centres. The NCC statement quoted
 *   by the cited article: "The 112 number is a toll-free line and can be called from any network", and
 *   callers reach the police, FRSC, NSCDC and other response agencies through it. The note says no more than
 *   that (no claim about calling without credit, which the cited text does not make).
 * - 6232: the Nigeria Centre for Disease Control (NCDC) short code for its Connect Centre, introduced in
 *   January 2021 with the NCC's support. The cited NCDC release calls it a toll-free number for public
 *   enquiries through its 24-7 Connect Centre, on infectious disease prevention, detection and control.
 */
export const startingEmergencyContacts: readonly StartingContact[] = [
  {
    name: 'National emergency number',
    phones: ['112'],
    category: 'all-emergencies',
    hours: '',
    note: 'Toll-free, from any network, for any emergency. The call centre passes your call to the right agency: police, road safety (FRSC), civil defence (NSCDC) and others.',
    sourceName: 'Nigerian Communications Commission (NCC) statement, reported by Technology Times',
    sourceUrl: 'https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/',
    lastVerifiedAt: '2026-11-25',
  },
  {
    name: 'NCDC Connect Centre (Nigeria Centre for Disease Control)',
    phones: ['6232'],
    category: 'disease-control',
    hours: '24 hours',
    note: 'Toll-free. Questions and reports about infectious diseases (e.g. Lassa fever, yellow fever, COVID-19). Not an ambulance line.',
    sourceName: 'NCDC release “Campaign 6232” (February 2021), published by Nigeria Health Online',
    sourceUrl:
      'https://www.nigeriahealthonline.com/2021/02/16/ncdc-launches-public-awareness-campaign-6232.nho/',
    lastVerifiedAt: '2026-11-25',
  },
];

/**
 * First start (and every start while the list is empty): the emergency contacts begin with the cited
 * starting set; afterwards they are ADMIN's, so an edit or a deletion stays.
 */
export async function seedStartingEmergencyContacts(db: Database): Promise<void> {
  const [row] = await db.select({ value: count() }).from(emergencyContacts);
  if ((row?.value ?? 0) > 0) return;
  await db.insert(emergencyContacts).values(startingEmergencyContacts.map((contact) => ({ ...contact })));
}
