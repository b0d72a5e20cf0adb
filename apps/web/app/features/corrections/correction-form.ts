import type { FormErrors } from '~/lib/forms/form-errors';

/*
 * "Suggest a correction" (a listing's page → /facilities/{id}/correction): the page and its server action
 * share these. No zod and no contracts here: the page's chunk stays small (the action validates on the
 * server with the contracts).
 */

/** What a visitor can say is wrong, in the order the page offers them (contracts' CORRECTION_KINDS). */
export type CorrectionChoice = 'phone' | 'hours' | 'closed' | 'place' | 'readiness';

/** The honeypot's name (the contracts' correction input takes it as `website`). */
export const HONEYPOT_FIELD = 'website';

/** A day's hours as the form offers them: open from–to, closed all day, or open all day. */
export type DayState = 'open' | 'closed' | 'allDay';
export interface DayHours {
  day: string;
  /** The day's name in the page's language. */
  label: string;
  state: DayState;
  open: string;
  close: string;
}

export interface CorrectionPageData {
  listing: { kind: 'facility' | 'provider'; id: string; name: string; path: string };
  /** The kind chosen (?kind=), once the visitor has said what is wrong. */
  kind: CorrectionChoice | null;
  /** The kinds this listing can be corrected for. */
  kinds: CorrectionChoice[];
  /** The listing's phones, as listed (E.164) and as shown. */
  phones: { value: string; label: string }[];
  /** The listing's week, to start from. */
  hours: DayHours[];
  /** The capabilities, named in the page's language. */
  capabilities: { value: string; label: string }[];
  /** Sent (the action's redirect): the page thanks the visitor. */
  sent: boolean;
  reasonMax: number;
}

/** What the action answers when the correction is not sent: the errors, and what was typed. */
export interface CorrectionActionResult {
  ok: false;
  errors: FormErrors;
  values: Record<string, string>;
}

/** The path of a listing's correction page: `/facilities/{id}/correction`. */
export const correctionPath = (listingPath: string) => `${listingPath}/correction`;
