import { plainLetters } from '../../lib/plain-letters.ts';

/*
 * What a feature phone shows without fail: text in the GSM 03.38 7-bit alphabet. A USSD screen holds 182
 * such characters, an SMS segment 160 (153 when messages are joined); a character of the extension table
 * ({, }, [, ], ~, |, ^, \, €) takes two.
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** Letters and punctuation typed on smartphones that have a plain form. */
const PLAIN_FORMS: Record<string, string> = {
  ŋ: 'n',
  Ŋ: 'N',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '·': '-',
  '\u00a0': ' ',
};

/**
 * The text in plain letters every phone shows: accents and tones folded (Ọ̀nịchà is Onicha, ƙ is k),
 * smart quotes and dashes made plain, anything else left out of the GSM alphabet (an emoji) dropped.
 */
export function toGsm7(text: string): string {
  const plain = [...text].map((character) => PLAIN_FORMS[character] ?? character).join('');
  return [...plainLetters(plain)]
    .filter((character) => BASIC_SET.has(character) || EXTENSION_SET.has(character))
    .join('');
}

/** Whether every character is in the GSM 7-bit alphabet (its basic table or its extension). */
export const isGsm7 = (text: string): boolean =>
  [...text].every((character) => BASIC_SET.has(character) || EXTENSION_SET.has(character));

/** Septets the text takes: an extension character counts twice. */
export const gsm7Length = (text: string): number =>
  [...text].reduce((length, character) => length + (EXTENSION_SET.has(character) ? 2 : 1), 0);
