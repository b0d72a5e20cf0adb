import { z } from 'zod';
import { singleLine } from './single-line.ts';

/** One of the people who manage a facility (its FACILITY_ADMIN members), as their colleagues see them. */
export const facilityTeamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  since: z.string(),
});
export type FacilityTeamMember = z.infer<typeof facilityTeamMemberSchema>;

/** Days an invitation to a facility's team waits for its colleague to sign up and confirm the address. */
export const FACILITY_INVITATION_DAYS = 14;

/** A colleague invited by e-mail who has no account yet: they join when an account confirms the address. */
export const facilityInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type FacilityInvitation = z.infer<typeof facilityInvitationSchema>;

/** GET /api/facilities/{id}/members: the facility's team, by name, and the invitations still open. */
export const facilityTeamSchema = z.object({
  items: z.array(facilityTeamMemberSchema),
  invitations: z.array(facilityInvitationSchema),
});
export type FacilityTeam = z.infer<typeof facilityTeamSchema>;

/**
 * POST /api/facilities/{id}/members: a colleague, by e-mail address: their account joins (201, the member),
 * or, without one, they are invited (202, the invitation).
 */
export const addTeamMemberRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Enter your colleague’s e-mail address.' })
    .trim()
    .max(254)
    .check(singleLine())
    .pipe(z.email('Enter an e-mail address, e.g. nurse@clinic.ng.')),
});
export type AddTeamMemberRequest = z.infer<typeof addTeamMemberRequestSchema>;

export const teamMemberParamsSchema = z.object({ id: z.string().max(100), userId: z.string().max(100) });

export const invitationParamsSchema = z.object({
  id: z.string().max(100),
  invitationId: z.string().max(100),
});
