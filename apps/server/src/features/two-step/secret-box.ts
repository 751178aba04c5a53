import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are stored encrypted (AES-256-GCM) with a key derived (HKDF) from the server's
 * JWT secret, so a copy of the database alone (a backup, a dump) does not give the codes. If the
 * server secret changes, every stored secret becomes unreadable: those people then sign in with
 * a recovery code or an owner resets their second step.
 */
const keyFrom = (serverSecret: Uint8Array) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'springplezier', 'totp-secret-box-v1', 32));

export const sealSecret = (plain: string, serverSecret: Uint8Array) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
};

/** The plain secret, or null when the box was sealed with another server secret or is damaged. */
export const openSecret = (box: string, serverSecret: Uint8Array): string | null => {
  const [version, iv, tag, body] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
};
