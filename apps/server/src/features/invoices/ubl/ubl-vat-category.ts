import { ZERO_RATE_REASON_NOTES, type ZeroRateReason } from '@app/domain';

/**
 * The VAT category of a UBL line (EN 16931 code list UNCL5305, as SI-UBL and Peppol use it):
 * S standard rate, Z zero-rated, E exempt, AE reverse charge, K intra-EU supply, G export outside
 * the EU, O outside the scope of VAT.
 */
export type UblVatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G' | 'O';

/** EU member states (ISO 3166-1 alpha-2, upper case) for the intra-EU / export choice. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

export type VatCategoryBuyer = {
  type: 'individual' | 'business';
  /** Upper case ISO code. */
  countryCode: string;
  vatId: string | null;
};

export type VatCategoryLine = { taxRate: number; zeroRateReason: ZeroRateReason | null };

export type VatCategoryChoice = { category: UblVatCategory; rate: number; exemptionReason: string | null };

export const REVERSE_CHARGE_REASON = 'Btw verlegd';
export const INTRA_EU_REASON = 'Intracommunautaire levering, 0%-tarief (art. 9 lid 2 Wet OB)';
export const EXPORT_REASON = 'Uitvoer buiten de EU, 0%-tarief (art. 9 lid 2 Wet OB)';

/**
 * Whether the invoice as a whole is outside the scope of VAT: every line 0 % "buiten de btw".
 * Only then may category O be used, since EN 16931 (BR-O-11 … 14) allows no other category beside it.
 */
export const isWhollyOutsideScope = (lines: readonly VatCategoryLine[], reverseCharge: boolean) =>
  !reverseCharge &&
  lines.length > 0 &&
  lines.every((line) => line.taxRate === 0 && line.zeroRateReason === 'outside_scope');

/**
 * The category of one line:
 * - reverse charge: AE for every line (the buyer accounts for the VAT);
 * - 21 % and 9 %: S;
 * - 0 % exempt: E with the reason printed on the PDF;
 * - 0 % outside the scope: O when the whole invoice is, else E with the PDF's statement ("niet
 *   belast"), the category EN 16931 lets stand beside taxed lines with a reason;
 * - 0 % rate: K to a business with a VAT id in another EU country, G to a buyer outside the EU,
 *   else Z. A 0 % line without reason (only on invoices from before reasons were asked) counts as Z.
 */
export const chooseVatCategory = (options: {
  line: VatCategoryLine;
  buyer: VatCategoryBuyer;
  reverseCharge: boolean;
  whollyOutsideScope: boolean;
}): VatCategoryChoice => {
  const { line, buyer } = options;
  if (options.reverseCharge) return { category: 'AE', rate: 0, exemptionReason: REVERSE_CHARGE_REASON };
  if (line.taxRate !== 0) return { category: 'S', rate: line.taxRate, exemptionReason: null };
  switch (line.zeroRateReason) {
    case 'exempt':
      return { category: 'E', rate: 0, exemptionReason: ZERO_RATE_REASON_NOTES.exempt };
    case 'outside_scope':
      return {
        category: options.whollyOutsideScope ? 'O' : 'E',
        rate: 0,
        exemptionReason: ZERO_RATE_REASON_NOTES.outside_scope,
      };
    default: {
      const foreign = buyer.countryCode !== 'NL';
      if (foreign && !EU_COUNTRIES.has(buyer.countryCode)) {
        return { category: 'G', rate: 0, exemptionReason: EXPORT_REASON };
      }
      if (foreign && buyer.type === 'business' && buyer.vatId) {
        return { category: 'K', rate: 0, exemptionReason: INTRA_EU_REASON };
      }
      return { category: 'Z', rate: 0, exemptionReason: null };
    }
  }
};
