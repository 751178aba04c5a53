import { formatMoney } from '@app/domain';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type MonthBar = { month: string; label: string; invoiced: number; received: number };

const euros = (cents: number) => `€ ${Math.round(cents / 100).toLocaleString('nl-NL')}`;

/**
 * Invoiced and received per month as bars (recharts, loaded only with this chart). Decorative for
 * a screen reader: the same figures are in the table below it.
 */
export function MonthsChart({ months }: { months: MonthBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
        <YAxis tickFormatter={euros} tick={{ fontSize: 11 }} width={72} />
        <Tooltip formatter={(value) => formatMoney(Number(value))} />
        <Legend />
        <Bar dataKey="invoiced" name="Gefactureerd" fill="#0c7a70" />
        <Bar dataKey="received" name="Ontvangen" fill="#94a3b8" />
      </BarChart>
    </ResponsiveContainer>
  );
}
