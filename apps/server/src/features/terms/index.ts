/**
 * The company's rental terms (Huurvoorwaarden) in numbered, append-only versions: what the booking
 * page, quotes and the renter's signature accept. Every acceptance records the number it accepted
 * (`readCurrentTerms` inside its transaction); `readTermsVersion` reads that text back.
 */
export { readCurrentTerms } from './read-current-terms.ts';
export { readTermsVersion } from './read-terms-version.ts';
export { saveTermsText } from './save-terms-text.ts';
export { termsRoutes } from './terms.routes.ts';
