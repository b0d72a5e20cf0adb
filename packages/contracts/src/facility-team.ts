import { z } from 'zod';

/** One of the people who manage a facility (its FACILITY_ADMIN members), as their colleagues see them. */
export const facilityTeamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  since: z.string(),
});
export type FacilityTeamMember = z.infer<typeof facilityTeamMemberSchema>;

/** GET /api/facilities/{id}/members: the facility's team, by name. */
export const facilityTeamSchema = z.object({ items: z.array(facilityTeamMemberSchema) });
export type FacilityTeam = z.infer<typeof facilityTeamSchema>;

/** POST /api/facilities/{id}/members: a colleague's CareFinder account, by its e-mail address. */
export const addTeamMemberRequestSchema = z.strictObject({
  email: z
    .string({ error: 'Enter your colleague’s e-mail address.' })
    .trim()
    .max(254)
    .pipe(z.email('Enter an e-mail address, e.g. nurse@clinic.ng.')),
});
export type AddTeamMemberRequest = z.infer<typeof addTeamMemberRequestSchema>;

export const teamMemberParamsSchema = z.object({ id: z.string().max(100), userId: z.string().max(100) });
