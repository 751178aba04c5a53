import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { toRole } from '../users/index.ts';
import { findSessionState } from './auth.repository.ts';
import { type AccessClaims, verifyAccessToken } from './tokens.ts';

/** The claims of a valid bearer token of a live login, or null. */
export const readBearer = async (request: FastifyRequest, ctx: AppContext) => {
  // The auth scheme is case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`.
  const token = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const claims = token ? await verifyCached(token, ctx.config.jwtSecret) : null;
  if (!claims) return null;
  // The login itself is looked up on every request, so a revoked session (logout, password
  // change, an administrator's SQL) is refused at once; only the signature check is cached.
  const [session] = await findSessionState(ctx.db, claims.sessionId);
  if (!session || session.revoked_at || session.deactivated_at) return null;
  return { ...claims, role: toRole(session.role) };
};

type Verified = { claims: AccessClaims; expiresAtMs: number };

const VERIFIED_CACHE_SIZE = 1000;
/** Per signing key (each app instance has its own), the tokens whose signature was verified. */
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, Verified>>();

/**
 * An access token is the same string on every request of a login for its 15 minutes, and
 * checking its HMAC (WebCrypto, a round trip through the thread pool) cost more per request than
 * the contacts query itself. A token string that verified once verifies again until it expires,
 * so the outcome is kept (bounded, oldest first out) and only the expiry is checked again.
 */
const verifyCached = async (token: string, secret: Uint8Array): Promise<AccessClaims | null> => {
  let cache = verifiedBySecret.get(secret);
  if (!cache) {
    cache = new Map();
    verifiedBySecret.set(secret, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return hit.claims;
    cache.delete(token);
    return null;
  }
  const claims = await verifyAccessToken(token, secret);
  const exp = claims ? expiryOf(token) : null;
  if (claims && exp !== null) {
    cache.set(token, { claims, expiresAtMs: exp * 1000 });
    if (cache.size > VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return claims;
};

/** `exp` (seconds) of a token whose signature has just been verified. */
const expiryOf = (token: string): number | null => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
};
