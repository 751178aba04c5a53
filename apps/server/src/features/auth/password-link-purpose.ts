import type { UserRow } from '../users/index.ts';

/** An invited colleague who has not signed in yet chooses a first password, not a new one. */
export const purposeOf = (user: Pick<UserRow, 'invited_at' | 'last_sign_in_at'>) =>
  user.invited_at && !user.last_sign_in_at ? ('invite' as const) : ('reset' as const);
