import type { RevenueRow } from '@app/contracts';
import { formatMoney, lastDayOfMonth } from '@app/domain';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { customPeriodHref } from '../report-period';

// recharts (about 115 KiB gzipped) is only this chart's: it loads when the chart is scrolled near,
// not with the page, so the report's first download stays small.
const RevenueChart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

const sum = (rows: RevenueRow[], key: 'revenue_excl_vat' | 'vat' | 'count') =>
  rows.reduce((total, row) => total + row[key], 0);

/** Revenue per month: the figures in a table (a month opens its own report) and as a bar chart. */
export function MonthRevenueCard({ months }: { months: RevenueRow[] }) {
  return (
    <Card title="Omzet per maand">
      <div className="flex flex-col gap-4">
        <table className="w-full text-sm" aria-label="Omzet per maand" data-testid="revenue-table">
          <thead className="text-left text-xs text-gray-600">
            <tr>
              <th className="py-1 font-medium">Maand</th>
              <th className="py-1 pl-2 text-right font-medium">Omzet excl. btw</th>
              <th className="py-1 pl-2 text-right font-medium max-[399px]:hidden">Btw</th>
              <th className="py-1 pl-2 text-right font-medium">Facturen</th>
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.key} className="border-t border-gray-100">
                <td className="py-1.5 max-sm:py-0">
                  <Link
                    className="inline-flex min-h-11 items-center sm:min-h-0 text-brand-700 underline"
                    to={customPeriodHref(`${row.key}-01`, lastDayOfMonth(`${row.key}-01`))}
                  >
                    {row.label}
                  </Link>
                </td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(row.revenue_excl_vat)}
                </td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums max-[399px]:hidden">
                  {formatMoney(row.vat)}
                </td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-gray-200 font-semibold">
              <th scope="row" className="py-1.5 text-left">
                Totaal
              </th>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(sum(months, 'revenue_excl_vat'))}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums max-[399px]:hidden">
                {formatMoney(sum(months, 'vat'))}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums">{sum(months, 'count')}</td>
            </tr>
          </tfoot>
        </table>
        {/* One bar says nothing the table does not: the chart is for two months or more. */}
        {months.length > 1 && <MonthsChart months={months} />}
      </div>
    </Card>
  );
}

/** The chart, decorative (the table holds the figures), drawn once it is near the viewport. */
function MonthsChart({ months }: { months: RevenueRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '100px');
  return (
    <div ref={box} className="h-64 w-full" aria-hidden data-testid="revenue-chart">
      {near && (
        <Suspense fallback={<Spinner label="Grafiek laden…" />}>
          <RevenueChart months={months} />
        </Suspense>
      )}
    </div>
  );
}
