import { formatMoney, type InvoiceTotals, REVERSE_CHARGE_NOTE } from '@app/domain';

/**
 * Per rate the amount excluding VAT and the VAT, then the total including VAT; under reverse
 * charge the amount excluding VAT and "Btw verlegd". Amounts never wrap.
 */
export function TotalsTable({
  totals,
  reverseCharge = false,
}: {
  totals: InvoiceTotals;
  reverseCharge?: boolean;
}) {
  return (
    <dl
      className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm"
      data-testid="invoice-totals"
    >
      {totals.perRate.map((part) => (
        <div key={part.rate} className="contents">
          <dt className="text-gray-600">Totaal excl. btw ({part.rate}%)</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{formatMoney(part.baseCents)}</dd>
          <dt className="text-gray-600">Btw {part.rate}%</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{formatMoney(part.taxCents)}</dd>
        </div>
      ))}
      {reverseCharge ? (
        <>
          <dt className="text-gray-600">Totaal excl. btw</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{formatMoney(totals.totalExclCents)}</dd>
          <dt className="text-gray-600">{REVERSE_CHARGE_NOTE}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{formatMoney(0)}</dd>
        </>
      ) : null}
      <dt className="border-t border-gray-200 pt-1 font-semibold">Totaal</dt>
      <dd className="border-t border-gray-200 pt-1 text-right font-semibold whitespace-nowrap tabular-nums">
        {formatMoney(totals.totalInclCents)}
      </dd>
    </dl>
  );
}

export const totalsOfModel = (invoice: {
  totals: {
    per_rate: Array<{ rate: 21 | 9 | 0; base: number; tax: number }>;
    total_excl: number;
    total_tax: number;
    total_incl: number;
  };
}): InvoiceTotals => ({
  perRate: invoice.totals.per_rate.map((p) => ({ rate: p.rate, baseCents: p.base, taxCents: p.tax })),
  totalExclCents: invoice.totals.total_excl,
  totalTaxCents: invoice.totals.total_tax,
  totalInclCents: invoice.totals.total_incl,
});
