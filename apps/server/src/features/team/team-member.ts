import type { TeamMember } from '@app/contracts';
import { toRole, type UserRow } from '../users/index.ts';

/**
 * A user as the Gebruikers list shows them. "Uitgenodigd" until the first sign-in of a person
 * who was invited (accounts made on the command line were never invited and are active).
 */
export const toTeamMember = (u: UserRow): TeamMember => ({
  id: u.id,
  given_name: u.given_name,
  family_name: u.family_name,
  email: u.email,
  role: toRole(u.role),
  status: u.deactivated_at ? 'deactivated' : u.invited_at && !u.last_sign_in_at ? 'invited' : 'active',
  last_sign_in_at: u.last_sign_in_at,
  invited_at: u.invited_at,
});
