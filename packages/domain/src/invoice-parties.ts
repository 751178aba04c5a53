/**
 * Art. 35a Wet OB: an invoice names both parties with their addresses, and the seller's VAT id;
 * the Handelsregisterbesluit 2008 adds the seller's KvK number, and payment needs the IBAN and
 * its holder.
 * Publishing checks these so no invoice goes out without them.
 */

export type InvoiceBuyerFields = {
  display_name: string | null | undefined;
  address_line_1: string | null | undefined;
  postal_code: string | null | undefined;
  city: string | null | undefined;
  /** ISO code, lower case; empty means the Netherlands (the form's default). */
  country: string | null | undefined;
};

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * A postcode is asked only for a Dutch address: not every country has postcodes (Ireland before
 * Eircode, Hong Kong, several Gulf states), while a Dutch address without one is incomplete.
 */
const needsPostalCode = (country: string | null | undefined) => {
  const code = (country ?? '').trim().toLowerCase();
  return code === '' || code === 'nl';
};

/** The buyer's fields a published invoice needs but lacks, as Dutch labels in form order. */
export const missingBuyerFields = (buyer: InvoiceBuyerFields): string[] => {
  const missing: string[] = [];
  if (!filled(buyer.display_name)) missing.push('naam');
  if (!filled(buyer.address_line_1)) missing.push('adres');
  if (needsPostalCode(buyer.country) && !filled(buyer.postal_code)) missing.push('postcode');
  if (!filled(buyer.city)) missing.push('plaats');
  return missing;
};

/** The identity_* settings a published invoice needs, with their Dutch labels in form order. */
const SELLER_FIELDS = [
  ['identity_company_name', 'bedrijfsnaam'],
  ['identity_address_line_1', 'adres'],
  ['identity_postal_code', 'postcode'],
  ['identity_city', 'plaats'],
  ['identity_coc_id', 'KvK-nummer'],
  ['identity_vat_id', 'btw-id'],
  ['identity_bank_account_id', 'IBAN'],
  ['identity_bank_account_holder', 'rekeninghouder'],
] as const;

/** The seller's (company identity) fields a published invoice needs but lacks, as Dutch labels. */
export const missingSellerFields = (identity: Readonly<Record<string, unknown>>): string[] =>
  SELLER_FIELDS.filter(([key]) => {
    if (key === 'identity_postal_code' && !needsPostalCode(identity.identity_country as string | undefined))
      return false;
    return !filled(identity[key]);
  }).map(([, label]) => label);

/** 'a', 'a en b', 'a, b en c'. */
export const dutchList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;

export const INVOICE_PARTY_MESSAGES = {
  buyerIncomplete: (missing: readonly string[]) =>
    `Het contact mist gegevens die op de factuur moeten staan: ${dutchList(missing)}.`,
  sellerIncomplete: (missing: readonly string[]) =>
    `De bedrijfsgegevens (Instellingen) missen gegevens die op de factuur moeten staan: ${dutchList(missing)}.`,
} as const;
