import type { Role } from '@app/contracts';
import { createUser } from '../../src/features/users/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * A colleague with `role`, signed in: the account is made as `npm run user:create` makes it, the
 * role set by the owner through user.update (the real path), then a login through the API.
 * Answers the colleague's bearer headers and user id.
 */
export const createSignedInColleague = async (t: TestApp, role: Role, email: string) => {
  const password = 'wachtwoord1';
  const user = await createUser({
    db: t.ctx.db,
    input: { email, password, given_name: 'Dirk', family_name: role },
  });
  const owner = await t.authHeaders();
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/user.update/${user.id}`,
    headers: owner,
    payload: { role },
  });
  if (changed.statusCode !== 200) throw new Error(`user.update ${changed.statusCode}: ${changed.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
  return {
    id: user.id,
    headers: { authorization: `Bearer ${login.json().authorization.access_token}` },
  };
};
