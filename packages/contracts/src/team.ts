import { z } from 'zod';
import { ROLES, TEAM_MESSAGES } from './team-constants.ts';

export const roleSchema = z.enum(ROLES, { error: TEAM_MESSAGES.role });

const name = (field: string) =>
  z
    .string({ error: `Vul ${field} in.` })
    .trim()
    .min(1, `Vul ${field} in.`)
    .max(100, `${field[0]?.toUpperCase()}${field.slice(1)} mag maximaal 100 tekens hebben.`)
    .refine((v) => !/\p{Cc}/u.test(v), `${field[0]?.toUpperCase()}${field.slice(1)} bevat ongeldige tekens.`);

/** A colleague as the Gebruikers list shows them. */
export const teamMemberSchema = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(['active', 'invited', 'deactivated']),
  last_sign_in_at: z.string().nullable(),
  invited_at: z.string().nullable(),
  /** Whether two-step sign-in is on; given by users.view. */
  two_step_enabled: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const usersViewResponseSchema = z.object({ results: z.array(teamMemberSchema) });
export const teamMemberEntrySchema = z.object({ entry: z.object({ model: teamMemberSchema }) });

export const userInviteRequestSchema = z.object({
  email_address: z
    .string({ error: 'Vul een e-mailadres in.' })
    .trim()
    .toLowerCase()
    .max(254, 'Het e-mailadres is te lang.')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Vul een geldig e-mailadres in.'),
  given_name: name('de voornaam'),
  family_name: name('de achternaam'),
  role: roleSchema,
});
export type UserInviteRequest = z.infer<typeof userInviteRequestSchema>;

export const userUpdateRequestSchema = z
  .object({
    role: roleSchema.optional(),
    active: z.boolean({ error: 'Kies actief of gedeactiveerd.' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, 'Geef een rol of status op.');
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

export const userIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: TEAM_MESSAGES.notFound })
    .int(TEAM_MESSAGES.notFound)
    .positive(TEAM_MESSAGES.notFound),
});
