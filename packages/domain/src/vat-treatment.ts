/**
 * How an invoice treats VAT, and why a 0% line carries no VAT (art. 35a Wet OB: an invoice without
 * VAT must say why). Pure rules shared by the server (publishing checks, PDF) and the screens.
 */

/** `normal`: VAT charged per line; `reverse_charge`: the buyer accounts for it (btw verlegd). */
export const VAT_TREATMENTS = ['normal', 'reverse_charge'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export const VAT_TREATMENT_LABELS: Readonly<Record<VatTreatment, string>> = {
  normal: 'Btw in rekening brengen',
  reverse_charge: 'Btw verlegd',
};

/**
 * Why a 0% line carries no VAT:
 * - `exempt`: an exempt supply (art. 11 Wet OB), e.g. some training or sports services;
 * - `outside_scope`: not a taxable supply at all, e.g. a deposit (borg) or a damage payment;
 * - `zero_rated`: the 0% rate applies (art. 9 lid 2 Wet OB), e.g. export of goods.
 */
export const ZERO_RATE_REASONS = ['exempt', 'outside_scope', 'zero_rated'] as const;
export type ZeroRateReason = (typeof ZERO_RATE_REASONS)[number];

/** The choice in the line editor. */
export const ZERO_RATE_REASON_LABELS: Readonly<Record<ZeroRateReason, string>> = {
  exempt: 'Vrijgesteld van btw',
  outside_scope: 'Buiten de btw (niet belast)',
  zero_rated: '0%-tarief',
};

/** The statement printed on the invoice under such a line. */
export const ZERO_RATE_REASON_NOTES: Readonly<Record<ZeroRateReason, string>> = {
  exempt: 'Vrijgesteld van btw (art. 11 Wet OB)',
  outside_scope: 'Niet belast: buiten de reikwijdte van de btw',
  zero_rated: 'Btw 0%-tarief (art. 9 lid 2 Wet OB)',
};

/** The statement on a reverse-charge invoice (art. 35a lid 1 Wet OB asks for "btw verlegd"). */
export const REVERSE_CHARGE_NOTE = 'Btw verlegd';

export const isVatTreatment = (value: unknown): value is VatTreatment =>
  (VAT_TREATMENTS as readonly unknown[]).includes(value);

export const isZeroRateReason = (value: unknown): value is ZeroRateReason =>
  (ZERO_RATE_REASONS as readonly unknown[]).includes(value);

/** A reason belongs only on a 0% line; on any other rate it is dropped. */
export const zeroRateReasonFor = (taxRate: number, reason: ZeroRateReason | null | undefined) =>
  taxRate === 0 ? (reason ?? null) : null;

export type ReverseChargeBuyer = {
  contact_type: 'individual' | 'business';
  vat_id: string | null | undefined;
};

/**
 * Reverse charge shifts the VAT to a business buyer, who must be named by its VAT id on the
 * invoice; a private person cannot account for VAT.
 */
export const canUseReverseCharge = (buyer: ReverseChargeBuyer | null | undefined): boolean =>
  buyer !== null &&
  buyer !== undefined &&
  buyer.contact_type === 'business' &&
  typeof buyer.vat_id === 'string' &&
  buyer.vat_id.trim() !== '';

type ReasonLine = { taxRate: number; zeroRateReason?: ZeroRateReason | null | undefined };

/**
 * The 1-based positions of 0% lines that do not say why, on an invoice that charges VAT.
 * Under reverse charge no line carries VAT and the invoice itself states why.
 */
export const linesMissingZeroRateReason = (
  lines: readonly ReasonLine[],
  treatment: VatTreatment,
): number[] =>
  treatment === 'reverse_charge'
    ? []
    : lines.flatMap((line, index) => (line.taxRate === 0 && !line.zeroRateReason ? [index + 1] : []));

export const VAT_TREATMENT_MESSAGES = {
  reverseChargeNeedsVatId:
    'Btw verlegd kan alleen bij een zakelijk contact met een btw-id. Vul eerst het btw-id van het contact in.',
  reverseChargeExclusive: 'Bij btw verlegd rekent de factuur geen btw: zet "Prijzen zijn inclusief btw" uit.',
  zeroRateReasonMissing: (positions: readonly number[]) =>
    positions.length === 1
      ? `Regel ${positions[0]} heeft 0% btw: kies waarom (vrijgesteld, buiten de btw of 0%-tarief).`
      : `De regels ${positions.slice(0, -1).join(', ')} en ${positions.at(-1)} hebben 0% btw: kies per regel waarom (vrijgesteld, buiten de btw of 0%-tarief).`,
} as const;
