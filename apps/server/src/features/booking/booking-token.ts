import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: the status page's link is the only key to it. */
export const newBookingToken = () => randomBytes(32).toString('base64url');

/** What is stored: a leaked table does not give working links. */
export const hashBookingToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const bookingStatusUrl = (appUrl: string, token: string) => `${appUrl}/boeken/status/${token}`;
