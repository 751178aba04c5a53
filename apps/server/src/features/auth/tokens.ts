import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens are short-lived; the client refreshes 60 s before expiry with a refresh token. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
export const RESET_TOKEN_TTL_S = 60 * 60;

export type AccessClaims = { userId: number; sessionId: string };

export const signAccessToken = (claims: AccessClaims, secret: Uint8Array, ttlSeconds = ACCESS_TOKEN_TTL_S) =>
  new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);

export const verifyAccessToken = async (token: string, secret: Uint8Array): Promise<AccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionId: payload.sid };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
};

/** Opaque random token for refresh and reset links; only its hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
