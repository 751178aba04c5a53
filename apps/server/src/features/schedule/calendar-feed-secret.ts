import { createHash } from 'node:crypto';

// 32 random bytes in base64url: 43 characters, 256 bits, unguessable.
export const SECRET_PATTERN = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Only the secret's SHA-256 hash is stored, so the address is shown once, when made. */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
