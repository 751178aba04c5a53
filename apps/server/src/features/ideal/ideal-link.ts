import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

const signatureOf = (config: Config, uuid: string) =>
  createHmac('sha256', config.jwtSecret).update(`ideal:${uuid}`).digest('base64url').slice(0, 22);

/**
 * The token in an invoice's iDEAL link: its uuid and a signature with the app's secret, so the
 * public link cannot be made from an invoice uuid seen elsewhere. Nothing stored: the link stays
 * the same for the invoice and always asks what is open at the moment it is opened.
 */
export const idealTokenOf = (config: Config, invoiceUuid: string) =>
  `${invoiceUuid}.${signatureOf(config, invoiceUuid)}`;

/** The invoice uuid of a well-signed token, else null. */
export const invoiceUuidOfToken = (config: Config, token: string) => {
  const [uuid, signature, ...rest] = token.split('.');
  if (!uuid || !signature || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const expected = Buffer.from(signatureOf(config, uuid));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? uuid : null;
};

/** "Betaal met iDEAL": the public link for an invoice, or null while iDEAL is off. */
export const idealPayUrlOf = (config: Config, invoiceUuid: string) =>
  config.mollie.apiKey ? `${config.appUrl}/api/ideal.pay/${idealTokenOf(config, invoiceUuid)}` : null;
