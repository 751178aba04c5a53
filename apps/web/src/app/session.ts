import { startSessionKeeper } from '../lib/auth-session';

/**
 * Starts the token refresh timer. (The query client, loaded with the first signed-in page, drops
 * its cached data itself when the session ends: lib/query-client.ts.)
 */
export function startSession(): () => void {
  return startSessionKeeper();
}
