import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 s, the settings every authenticator app
 * reads from a QR code. The clock is a parameter of every check so tests pass a fixed instant.
 */
export const TOTP_ISSUER = 'Springplezier Backoffice';

/** One step either side: a code typed just as it rolls over still counts (about ±30 s of skew). */
export const TOTP_WINDOW = 1;

/** The time source of code checks; tests replace `now`. */
export const totpClock = { now: () => Date.now() };

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random 160-bit secret, base32 (RFC 4226's recommended length). */
export const generateTotpSecret = () => new Secret({ size: 20 }).base32;

export const describeTotpSetup = async (secretBase32: string, accountName: string) => {
  const uri = totpFor(secretBase32, accountName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: secretBase32,
    otpauth_uri: uri,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
};

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' };

/**
 * Checks a code at instant `now` (ms). The time step it belongs to must be later than
 * `lastUsedStep`, so a code (or an older one still inside the window) cannot be used again.
 */
export const checkTotpCode = (opts: {
  secret: string;
  code: string;
  now: number;
  lastUsedStep: number | null;
}): TotpCheck => {
  const totp = totpFor(opts.secret);
  const delta = totp.validate({ token: opts.code.trim(), timestamp: opts.now, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = totp.counter({ timestamp: opts.now }) + delta;
  if (opts.lastUsedStep !== null && step <= opts.lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
};

// No 0/O/1/I/L: codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-9xq4r` (50 bits each). */
export const generateRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });

/** Case, spaces and dashes do not matter when a recovery code is typed. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
