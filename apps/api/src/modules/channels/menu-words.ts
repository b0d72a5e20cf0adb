import type { Language } from '@carefinder/contracts';
import { catalogI18n } from '../../lib/message-catalogs.ts';
import { toGsm7 } from './gsm7.ts';

// Each message's id is its English text (lib/message-catalogs.ts); `npm run i18n:extract -w apps/api` finds them.

/** The needs the menu offers, in its order; what each finds is the directory's (channel-directory.ts). */
export const NEEDS = [
  'hospital',
  'clinic',
  'pharmacy',
  'maternity',
  'dentist',
  'emergency',
  'health-centre',
] as const;
export type Need = (typeof NEEDS)[number];

/** The words of the USSD menu and the SMS replies in one language, folded to plain GSM letters. */
export interface ChannelWords {
  needs: Record<Need, string>;
  findCare: string;
  emergencyNumbers: string;
  chooseLanguage: string;
  call112: string;
  back: string;
  home: string;
  more: string;
  sendBySms: string;
  whatNeed: string;
  pickState: string;
  pickArea: (state: string) => string;
  wrongChoice: string;
  noSuchPlace: string;
  openNear: (place: string) => string;
  needOpenNear: (need: string, place: string) => string;
  noneOpenNear: (place: string) => string;
  noneNear: (need: string, place: string) => string;
  opensAt: (time: string) => string;
  closedToday: string;
  emergencyIn: (state: string) => string;
  national112: string;
  smsSent: string;
  smsOff: string;
  tooLong: string;
  notServed: string;
  smsFound: (what: string) => string;
  smsNothing: (query: string) => string;
  smsHelp: string;
  smsStopped: string;
}

async function readWords(language: Language): Promise<ChannelWords> {
  const i18n = await catalogI18n('channels', language);
  const say = toGsm7;
  return {
    needs: {
      hospital: say(i18n._({ id: 'Hospital' })),
      clinic: say(i18n._({ id: 'Clinic' })),
      pharmacy: say(i18n._({ id: 'Pharmacy' })),
      maternity: say(i18n._({ id: 'Maternity / giving birth' })),
      dentist: say(i18n._({ id: 'Dentist' })),
      emergency: say(i18n._({ id: '24-hour emergency' })),
      'health-centre': say(i18n._({ id: 'Health centre' })),
    },
    findCare: say(i18n._({ id: 'Find care' })),
    emergencyNumbers: say(i18n._({ id: 'Emergency numbers' })),
    chooseLanguage: say(i18n._({ id: 'Language' })),
    call112: say(i18n._({ id: 'Emergency? Call 112' })),
    back: say(i18n._({ id: 'Back' })),
    home: say(i18n._({ id: 'Home' })),
    more: say(i18n._({ id: 'More' })),
    sendBySms: say(i18n._({ id: 'Send by SMS' })),
    whatNeed: say(i18n._({ id: 'What do you need?' })),
    pickState: say(i18n._({ id: 'Your state? Type its name or pick:' })),
    pickArea: (state) => say(i18n._({ id: 'Your LGA or town in {state}? Type or pick:', values: { state } })),
    wrongChoice: say(i18n._({ id: 'Not a choice.' })),
    noSuchPlace: say(i18n._({ id: 'Place not found.' })),
    openNear: (place) => say(i18n._({ id: 'Open now near {place}:', values: { place } })),
    needOpenNear: (need, place) =>
      say(i18n._({ id: '{need} open now near {place}:', values: { need, place } })),
    noneOpenNear: (place) =>
      say(i18n._({ id: 'None open now near {place}. Opening next:', values: { place } })),
    noneNear: (need, place) => say(i18n._({ id: 'No {need} listed near {place}.', values: { need, place } })),
    opensAt: (time) => say(i18n._({ id: 'opens {time}', values: { time } })),
    closedToday: say(i18n._({ id: 'closed today' })),
    emergencyIn: (state) => say(i18n._({ id: 'Emergency numbers, {state}:', values: { state } })),
    national112: say(i18n._({ id: '112: any network, free' })),
    smsSent: say(i18n._({ id: 'We are sending it by SMS. Stay safe.' })),
    smsOff: say(i18n._({ id: 'This number asked for no SMS. Text START to turn them on.' })),
    tooLong: say(i18n._({ id: 'This session is too long. Please dial again.' })),
    notServed: say(i18n._({ id: 'This code is not served here.' })),
    smsFound: (what) => say(i18n._({ id: 'CareFinder, {what}:', values: { what } })),
    smsNothing: (query) =>
      say(
        i18n._({
          id: 'CareFinder found nothing for "{query}". Send what you need and where, e.g. "pharmacy ikeja".',
          values: {
            query,
          },
        }),
      ),
    smsHelp: say(
      i18n._({
        id: 'CareFinder: send what you need and where, e.g. "pharmacy ikeja" or "asibiti kano", for the 3 best places. Emergency: call 112. STOP ends messages.',
      }),
    ),
    smsStopped: say(
      i18n._({ id: 'CareFinder: you will get no more messages. Send START to get them again.' }),
    ),
  };
}

const loaded = new Map<Language, Promise<ChannelWords>>();

/** The channels' words in a language, read once per process. */
export function channelWords(language: Language): Promise<ChannelWords> {
  let words = loaded.get(language);
  if (!words) {
    words = readWords(language);
    words.catch(() => loaded.delete(language));
    loaded.set(language, words);
  }
  return words;
}
