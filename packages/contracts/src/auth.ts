import { z } from 'zod';
import { singleLine } from './single-line.ts';
import { languageSchema } from './names-in-languages.ts';
import { userRoleSchema } from './users.ts';

/** NIST SP 800-63B: at least 8 characters, at most 128; common passwords are refused by the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 30 * 60;
export const VERIFICATION_RESEND_COOLDOWN_SECONDS = 60;

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'An e-mail address is at most 254 characters.')
  .check(singleLine())
  .pipe(z.email('Enter a valid e-mail address.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

const personNameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} is at most 100 characters.`)
    .check(singleLine());

/** As typed; the server applies the spec §5 phone rule and stores E.164. */
export const phoneInputSchema = z
  .string()
  .trim()
  .max(30, 'A phone number is at most 30 characters.')
  .check(singleLine());

export const signupRequestSchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('first name'),
  lastName: personNameSchema('last name'),
  phone: phoneInputSchema.optional(),
  /** The language of the page signed up on: the account's e-mails come in it (English when left out). */
  language: languageSchema.optional(),
});

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
});

export const facilityMembershipSchema = z.object({ id: z.string(), name: z.string() });

/** A user as the API shows them: never a password hash or a token. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  emailVerified: z.boolean(),
  facilities: z.array(facilityMembershipSchema),
  activeFacility: facilityMembershipSchema.nullable(),
  /** The provider profile linked to the account (a PROVIDER's own, after a provider claim); null otherwise. */
  providerProfile: facilityMembershipSchema.nullable(),
  /** The language CareFinder writes to the account in (its e-mails). */
  language: languageSchema,
  createdAt: z.string(),
});

/** Spec §7: the refresh response carries access_token and refresh_token. */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});

export const authResponseSchema = sessionTokensSchema.extend({ user: publicUserSchema });

export const refreshTokenQuerySchema = z.object({ token: z.string().min(1).max(512).optional() });

export const logoutRequestSchema = z.strictObject({ refresh_token: z.string().max(512).optional() });

export const verifyEmailRequestSchema = z.strictObject({ token: z.string().trim().min(1).max(512) });

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordRequestSchema = z.strictObject({
  token: z.string().trim().min(1).max(512),
  password: passwordSchema,
});

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

export const updateProfileRequestSchema = z
  .strictObject({
    firstName: personNameSchema('first name'),
    lastName: personNameSchema('last name'),
    phone: phoneInputSchema.nullable(),
    language: languageSchema,
  })
  .partial();

export const activeFacilityRequestSchema = z.strictObject({ facilityId: z.string().min(1) });

export const messageResponseSchema = z.object({ message: z.string() });

/** Claims of the access token (HS256 JWT). */
export const accessTokenClaimsSchema = z.object({
  // Ids as the database keeps them: a token naming anything else is invalid (401), never a failed lookup.
  sub: z.guid(),
  role: userRoleSchema,
  /** The session (refresh-token family) the token belongs to. */
  sid: z.guid(),
  exp: z.number(),
  iat: z.number(),
});

export type SignupRequest = z.infer<typeof signupRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type PublicUser = z.infer<typeof publicUserSchema>;
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
