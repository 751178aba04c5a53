import { REVENUE_KEYS, type RevenueRow } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

export const TOP_CUSTOMERS = 10;

/** The customers with the most revenue in the period; each opens the contact (with its invoices). */
export function CustomersCard({ rows }: { rows: RevenueRow[] }) {
  const top = rows.filter((row) => row.revenue_excl_vat > 0).slice(0, TOP_CUSTOMERS);
  return (
    <Card title="Topklanten">
      {top.length === 0 ? (
        <p className="text-sm text-gray-600">Geen omzet in deze periode.</p>
      ) : (
        <table className="w-full text-sm" aria-label="Topklanten" data-testid="customers-table">
          <thead className="text-left text-xs text-gray-600">
            <tr>
              <th className="py-1 font-medium">Klant</th>
              <th className="py-1 pl-2 text-right font-medium">Omzet excl. btw</th>
              <th className="py-1 pl-2 text-right font-medium">Facturen</th>
            </tr>
          </thead>
          <tbody>
            {top.map((row) => (
              <tr key={row.key} className="border-t border-gray-100">
                <td className="py-1.5 max-sm:py-0 break-words">
                  {row.key === REVENUE_KEYS.noContact ? (
                    row.label
                  ) : (
                    <Link
                      className="inline-flex min-h-11 items-center sm:min-h-0 text-brand-700 underline"
                      to={`/contacts/${row.key}`}
                    >
                      {row.label}
                    </Link>
                  )}
                </td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(row.revenue_excl_vat)}
                </td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
