import { useCurrentUser } from '../../lib/auth-session';
import { mayOpenPath } from '../../lib/role-access';

/**
 * Whether the signed-in person may open a page, for links on pages every role sees: a link that
 * only leads to "Geen toegang" is left out.
 */
export function useMayOpen(): (path: string) => boolean {
  const role = useCurrentUser()?.role ?? 'driver';
  return (path) => mayOpenPath(role, path);
}
