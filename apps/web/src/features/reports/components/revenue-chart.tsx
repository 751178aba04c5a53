import type { RevenueRow } from '@app/contracts';
import { formatMoney, reportMonthShortLabel } from '@app/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const euros = (cents: number) => `€ ${Math.round(cents / 100).toLocaleString('nl-NL')}`;

/**
 * Revenue excluding VAT per month as bars (recharts, loaded only with this chart). Decorative for
 * a screen reader and out of the tab order (no keyboard layer): the same figures are in the table
 * beside it.
 */
export function RevenueChart({ months }: { months: RevenueRow[] }) {
  const data = months.map((row) => ({
    label: reportMonthShortLabel(row.key),
    revenue: row.revenue_excl_vat,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
        <YAxis tickFormatter={euros} tick={{ fontSize: 11 }} width={72} />
        <Tooltip formatter={(value) => formatMoney(Number(value))} />
        <Bar dataKey="revenue" name="Omzet excl. btw" fill="#0c7a70" />
      </BarChart>
    </ResponsiveContainer>
  );
}
