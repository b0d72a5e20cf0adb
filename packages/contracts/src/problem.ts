import { z } from 'zod';

/** RFC 9457 problem details, as every API error is answered. */
export const problemFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/**
 * The type of a failure that the HTTP status says all about (RFC 9457 §4.2.1): a 404 for an unknown id, a
 * rate limit's 429 with Retry-After. Its title is the status's reason phrase. (A 400 is `invalid-request`.)
 */
export const GENERIC_PROBLEM_TYPE = 'about:blank';

const PROBLEM_TYPE_BASE = 'https://carefinder.ng/problems/';

/** What a 400 says of a field the operation does not take. */
export const UNKNOWN_FIELD_MESSAGE = 'Not a field this operation takes (check its spelling)';

/**
 * The failures a client tells apart and reacts to, each with its own `type` URI (RFC 9457 §3.1.1). They are
 * identifiers: compare them as strings; nothing is served at them.
 */
export const PROBLEM_TYPES = {
  invalidRequest: `${PROBLEM_TYPE_BASE}invalid-request`,
  invalidCredentials: `${PROBLEM_TYPE_BASE}invalid-credentials`,
  accountLocked: `${PROBLEM_TYPE_BASE}account-locked`,
  accountDisabled: `${PROBLEM_TYPE_BASE}account-disabled`,
  tokenInvalid: `${PROBLEM_TYPE_BASE}token-invalid`,
  sessionEnded: `${PROBLEM_TYPE_BASE}session-ended`,
  wrongRole: `${PROBLEM_TYPE_BASE}wrong-role`,
  emailNotVerified: `${PROBLEM_TYPE_BASE}email-not-verified`,
  emailAlreadyVerified: `${PROBLEM_TYPE_BASE}email-already-verified`,
  notAMember: `${PROBLEM_TYPE_BASE}not-a-member`,
  ownListing: `${PROBLEM_TYPE_BASE}own-listing`,
  notTheAuthor: `${PROBLEM_TYPE_BASE}not-the-author`,
  ownReview: `${PROBLEM_TYPE_BASE}own-review`,
  reviewModerated: `${PROBLEM_TYPE_BASE}review-moderated`,
  reviewExists: `${PROBLEM_TYPE_BASE}review-exists`,
  reportExists: `${PROBLEM_TYPE_BASE}report-exists`,
  staleWrite: `${PROBLEM_TYPE_BASE}stale-write`,
  preconditionRequired: `${PROBLEM_TYPE_BASE}precondition-required`,
  inUse: `${PROBLEM_TYPE_BASE}in-use`,
  claimExists: `${PROBLEM_TYPE_BASE}claim-exists`,
  claimDecided: `${PROBLEM_TYPE_BASE}claim-decided`,
  profileLinked: `${PROBLEM_TYPE_BASE}profile-linked`,
  listingManaged: `${PROBLEM_TYPE_BASE}listing-managed`,
  notTheOwnersField: `${PROBLEM_TYPE_BASE}not-the-owners-field`,
} as const;

export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];

export interface ProblemTypeDefinition {
  /** The one status a problem of this type is answered with. */
  status: number;
  /** The same for every occurrence of the type (RFC 9457 §3.1.3); `detail` says what happened this time. */
  title: string;
  /** When it is answered and what a client does about it (OpenAPI). */
  meaning: string;
}

export const PROBLEM_TYPE_DEFINITIONS: Record<ProblemType, ProblemTypeDefinition> = {
  [PROBLEM_TYPES.invalidRequest]: {
    status: 400,
    title: 'Invalid request',
    meaning:
      'The request cannot be read as sent: a field is missing, malformed, not valid text, or one a strict ' +
      'body does not take, and then `errors` names each field by its path and says what is wrong; or the ' +
      'URL or body itself is malformed, which `detail` says. Nothing was changed: correct it and send again.',
  },
  [PROBLEM_TYPES.invalidCredentials]: {
    status: 401,
    title: 'Wrong e-mail or password',
    meaning: 'Sign-in with an unknown e-mail or a wrong password. Not a session problem: do not refresh.',
  },
  [PROBLEM_TYPES.accountLocked]: {
    status: 429,
    title: 'Account locked',
    meaning:
      'Too many failed sign-ins; even the right password is refused. With Retry-After: from this client, ' +
      'until then (elsewhere the account still signs in). Without: the account has reached its ceiling of ' +
      'failures, and only a password reset by the e-mailed link opens it again. Offer a password reset.',
  },
  [PROBLEM_TYPES.accountDisabled]: {
    status: 403,
    title: 'Account disabled',
    meaning: 'An administrator disabled the account; its sessions are over. Sign out; contact support.',
  },
  [PROBLEM_TYPES.tokenInvalid]: {
    status: 401,
    title: 'Access token expired or invalid',
    meaning: 'The bearer access token has expired or does not verify. Refresh the session, then retry.',
  },
  [PROBLEM_TYPES.sessionEnded]: {
    status: 401,
    title: 'Session ended',
    meaning:
      'The session is over (logout, password change or reset, refresh-token reuse, expiry) or the account is ' +
      'gone; a refresh cannot bring it back. Sign in again.',
  },
  [PROBLEM_TYPES.wrongRole]: {
    status: 403,
    title: 'Not allowed for this role',
    meaning: "The account's role may not do this (e.g. an ADMIN-only route or the administrators' sign-in).",
  },
  [PROBLEM_TYPES.emailNotVerified]: {
    status: 403,
    title: 'E-mail address not verified',
    meaning: 'Verify the e-mail address first (POST /api/auth/resend-verification sends a new link).',
  },
  [PROBLEM_TYPES.emailAlreadyVerified]: {
    status: 409,
    title: 'E-mail address already verified',
    meaning: 'A verification link was asked for an address that is already verified: nothing to do.',
  },
  [PROBLEM_TYPES.notAMember]: {
    status: 403,
    title: 'Not a member of this listing',
    meaning:
      'The account does not belong to the facility (or own the provider profile) the request is about.',
  },
  [PROBLEM_TYPES.ownListing]: {
    status: 403,
    title: 'Your own listing',
    meaning: 'Owners do not review their own facility or provider profile, or vote on its reviews.',
  },
  [PROBLEM_TYPES.notTheAuthor]: {
    status: 403,
    title: 'Not your review',
    meaning: 'Only the author edits or deletes a review (an ADMIN may delete any).',
  },
  [PROBLEM_TYPES.ownReview]: {
    status: 403,
    title: 'Your own review',
    meaning: 'An author does not vote on their own review.',
  },
  [PROBLEM_TYPES.reviewModerated]: {
    status: 403,
    title: 'Review moderated',
    meaning: 'A hidden or removed review stays: its author can no longer delete it.',
  },
  [PROBLEM_TYPES.reviewExists]: {
    status: 409,
    title: 'Already reviewed',
    meaning: 'One review per user per facility or provider: edit or delete the existing one instead.',
  },
  [PROBLEM_TYPES.reportExists]: {
    status: 409,
    title: 'Already reported',
    meaning: 'The user has already reported this review; moderators have it.',
  },
  [PROBLEM_TYPES.claimExists]: {
    status: 409,
    title: 'Already asked',
    meaning: 'The user already has a pending request to manage this listing; an ADMIN will decide on it.',
  },
  [PROBLEM_TYPES.claimDecided]: {
    status: 409,
    title: 'Already decided',
    meaning:
      "The request (to manage a listing, or a facility team's move) was approved or rejected already, and " +
      'a request is decided once. Read it again to see the decision.',
  },
  [PROBLEM_TYPES.profileLinked]: {
    status: 409,
    title: 'Profile already linked',
    meaning:
      "A provider claim cannot be approved: the profile is linked to another account, or the claimant's " +
      'account to another profile (one profile per account). Reject the request instead.',
  },
  [PROBLEM_TYPES.listingManaged]: {
    status: 409,
    title: 'Already managed',
    meaning:
      "The listing already has its owner on CareFinder: a facility's team (who can invite a colleague) or " +
      'the provider linked to the profile. Nobody else can ask to manage it; write to us if that is wrong.',
  },
  [PROBLEM_TYPES.notTheOwnersField]: {
    status: 403,
    title: 'Kept by CareFinder',
    meaning:
      "A facility's own team changes what the facility keeps (its name and place, phones, e-mail, website, " +
      'opening hours, services, specialties, insurance); its registry codes, type, ownership, level, status ' +
      'and awards come from the national registry and CareFinder. `errors` names each such field sent ' +
      'changed: suggest a correction instead (the contact form).',
  },
  [PROBLEM_TYPES.staleWrite]: {
    status: 412,
    title: 'Changed since you read it',
    meaning:
      "A write's If-Match no longer matches the resource's ETag: someone changed it since. Read it again, " +
      're-apply the change, and send it with the new ETag.',
  },
  [PROBLEM_TYPES.preconditionRequired]: {
    status: 428,
    title: 'If-Match required',
    meaning:
      'A change or deletion of an editable resource must say which version it applies to: send the ETag of ' +
      'your last read in If-Match.',
  },
  [PROBLEM_TYPES.inUse]: {
    status: 409,
    title: 'Still in use',
    meaning:
      'The entry cannot be deleted while listings use it: merge it into another entry (?mergeInto=) instead.',
  },
};

/**
 * The `type` values a problem with one of these statuses may carry, as OpenAPI text; every status when none
 * is given.
 */
export function describeProblemTypes(statuses?: readonly number[]): string {
  const lines = Object.entries(PROBLEM_TYPE_DEFINITIONS)
    .filter(([, { status }]) => !statuses || statuses.includes(status))
    .map(([type, { status, title, meaning }]) => `- \`${type}\` (${status}, "${title}"): ${meaning}`);
  const generic =
    `A URI naming the kind of failure; compare it as a string. \`${GENERIC_PROBLEM_TYPE}\` when the status ` +
    'says all a client needs (the title is then the reason phrase)';
  return lines.length ? `${generic}; otherwise one of:\n${lines.join('\n')}` : `${generic}.`;
}

export const problemSchema = z.object({
  type: z.string().describe(describeProblemTypes()),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(problemFieldErrorSchema).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type ProblemFieldError = z.infer<typeof problemFieldErrorSchema>;
