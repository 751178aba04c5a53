import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a customer's link is the only key to their quote. */
export const newQuoteToken = () => randomBytes(32).toString('base64url');

/** What is stored: a leaked table does not give working links. */
export const hashQuoteToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const quotePageUrl = (appUrl: string, token: string) => `${appUrl}/offerte/${token}`;
export const quotePublicPdfPath = (token: string) => `/api/quote_public.pdf/${token}`;
