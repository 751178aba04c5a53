import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The proof that the password was right, handed out instead of a session to a person with
 * two-step on. Signed with the server secret, for one purpose (its own audience, and no `sid`, so
 * it can never pass as an access token), valid for five minutes.
 */
export const CHALLENGE_TTL_S = 5 * 60;
const AUDIENCE = 'two-step-challenge';

export const signChallenge = (userId: number, secret: Uint8Array) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S)
    .sign(secret);

/** The user id the challenge was made for, or null when it is forged, expired or not a challenge. */
export const readChallenge = async (challenge: string, secret: Uint8Array): Promise<number | null> => {
  try {
    const { payload } = await jwtVerify(challenge, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) ? userId : null;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
};
