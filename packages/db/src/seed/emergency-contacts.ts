import { count, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { emergencyContacts, states } from '../schema/index.ts';

type StartingContact = Omit<typeof emergencyContacts.$inferInsert, 'id' | 'stateId' | 'isDemo'> & {
  /** The state's alias; none for a national line. */
  state?: string;
};

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
  // State lines: each quoted from a state authority (its commissioner, agency head or governor) in the
  // source cited, read on lastVerifiedAt. States without such a source have none here (the admin says how
  // many); general or security lines, COVID-19 testing lines of 2020 and numbers last published before 2021
  // are left out.
  {
    state: 'lagos',
    name: 'Lagos State emergency lines (Command and Control Centre)',
    phones: ['767', '112'],
    category: 'all-emergencies',
    hours: '24 hours',
    note: 'Toll-free on every network. Trained call agents send the fire service, LASEMA, the Lagos State Ambulance Service (LASAMBUS) and other agencies.',
    sourceName:
      'Lagos State Command and Control Centre, reported by Otown Gist (November 2025) and 108Scoop (World Emergency Number Day)',
    sourceUrl:
      'https://www.otowngist.com/2025/11/lagos-command-centre-launches-campaign-to-curb-misuse-of-emergency-lines-767-and-112',
    lastVerifiedAt: '2026-11-29',
  },
  {
    state: 'abuja',
    name: 'FCT Emergency Management Agency (FEMA)',
    phones: ['112', '+2348057224574', '+2348188888766'],
    category: 'all-emergencies',
    hours: '',
    note: '112 is toll-free; the two mobile numbers are FEMA’s own emergency lines.',
    sourceName: 'FCT Emergency Management Agency, “About” page',
    sourceUrl: 'https://fema.abj.gov.ng/about/',
    lastVerifiedAt: '2026-11-29',
  },
  {
    state: 'oyo',
    name: 'Oyo State emergency number',
    phones: ['615'],
    category: 'all-emergencies',
    hours: '',
    note: 'Free of charge, for emergencies in Oyo State.',
    sourceName: 'Oyo State Government, reported by The Nation (17 January 2024)',
    sourceUrl: 'https://thenationonlineng.net/ibadan-explosion-oyo-govt-set-up-emergency-situation-room/',
    lastVerifiedAt: '2026-11-29',
  },
  {
    state: 'ogun',
    name: 'Ogun State Ambulance and Emergency Services',
    phones: ['112', '+2348112000033'],
    category: 'ambulance',
    hours: '24 hours',
    note: 'Sends the nearest ambulance point. 112 is toll-free.',
    sourceName: 'Ogun State Ministry of Health, reported by Okay.ng',
    sourceUrl: 'https://okay.ng/ogun-state-government-introduces-24-hour-ambulance-services-to-communities/',
    lastVerifiedAt: '2026-11-29',
  },
  {
    state: 'edo',
    name: 'Edo Emergency Medical Service (Edo EMS)',
    phones: ['112', '739'],
    category: 'ambulance',
    hours: '',
    note: 'Toll-free, answered at the Solomon Arase Command and Control Centre. At its launch it served Oredo, Egor and Ikpoba-Okha.',
    sourceName: 'Office of the Governor of Edo State (4 March 2024)',
    sourceUrl: 'https://godwinobaseki.com/News/obaseki-boosts-emergency-response-with-launch-of-edo-ems',
    lastVerifiedAt: '2026-11-29',
  },
  {
    state: 'anambra',
    name: 'Anambra State Emergency Medical Services and Ambulance System (ASEMSAS)',
    phones: ['112', '5111', '+2348002200008'],
    category: 'ambulance',
    hours: '24 hours',
    note: 'Toll-free. Emergency care is free for the first 24 hours; ambulances in all 21 LGAs.',
    sourceName: 'Anambra State Commissioner for Health, reported by Anambra People (26 January 2026)',
    sourceUrl:
      'https://anambrapeople.com.ng/2026/01/26/anambra-ambulance-service-responds-to-150-emergencies',
    lastVerifiedAt: '2026-11-29',
  },
];

/**
 * First start (and every start while the list is empty): the emergency contacts begin with the cited
 * starting set; afterwards they are ADMIN's, so an edit or a deletion stays.
 */
export async function seedStartingEmergencyContacts(db: Database): Promise<void> {
  const [row] = await db.select({ value: count() }).from(emergencyContacts);
  if ((row?.value ?? 0) > 0) return;
  const aliases = startingEmergencyContacts.flatMap((contact) => (contact.state ? [contact.state] : []));
  const stateIds = new Map(
    (
      await db
        .select({ id: states.id, alias: states.alias })
        .from(states)
        .where(inArray(states.alias, aliases))
    ).map((state) => [state.alias, state.id]),
  );
  await db.insert(emergencyContacts).values(
    startingEmergencyContacts.map(({ state, ...contact }) => {
      const stateId = state ? stateIds.get(state) : null;
      if (stateId === undefined)
        throw new Error(`The starting emergency contacts name an unknown state, ${state}.`);
      return { ...contact, stateId };
    }),
  );
}
