import { AGING_BUCKET_LABELS, type AgingBucket, formatMoney } from '@app/domain';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { type Filter, InvoicesBehind } from '../components/outstanding-invoices';
import { useOutstanding } from '../outstanding-api';

// The chart library is big and only this screen draws a chart: loaded with the chart itself.
const MonthsChart = lazy(() =>
  import('../components/months-chart').then((m) => ({ default: m.MonthsChart })),
);

const BUCKETS = Object.keys(AGING_BUCKET_LABELS) as AgingBucket[];

const filterOf = (params: URLSearchParams): Filter => {
  const show = params.get('toon');
  const contact = params.get('contact');
  if (contact) return { kind: 'contact', uuid: contact };
  if (show === 'verlopen') return { kind: 'overdue' };
  const bucket = BUCKETS.find((b) => b === show);
  return bucket ? { kind: 'bucket', bucket } : { kind: 'all' };
};

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** "Te ontvangen": what is owed and since when, with the invoices behind every figure. */
export function OutstandingPage() {
  const outstanding = useOutstanding();
  const [params] = useSearchParams();
  const filter = filterOf(params);
  if (outstanding.isError)
    return (
      <>
        <PageHeader title="Te ontvangen" />
        <MessageBar tone="danger">{outstanding.error.message}</MessageBar>
      </>
    );
  if (!outstanding.data) return <LoadingState label="Te ontvangen laden…" />;
  const data = outstanding.data;
  return (
    <>
      <PageHeader title="Te ontvangen" />
      <div className="flex flex-col gap-6">
        <section aria-label="Totalen" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Figure
            label="Totaal open"
            to="?toon=open"
            amount={data.total_open.amount}
            count={data.total_open.count}
            testId="total-open"
          />
          <Figure
            label="Waarvan verlopen"
            to="?toon=verlopen"
            amount={data.total_overdue.amount}
            count={data.total_overdue.count}
            testId="total-overdue"
          />
        </section>
        {data.deposit_held.count > 0 ? (
          <p className="text-sm text-gray-700" data-testid="deposit-held">
            Borg in bewaring (geen omzet, terug na het ophalen):{' '}
            <strong className="tabular-nums">{formatMoney(data.deposit_held.amount)}</strong> bij{' '}
            {data.deposit_held.count === 1 ? '1 order' : `${data.deposit_held.count} orders`}
          </p>
        ) : null}
        <Card title="Verlopen, naar dagen na de vervaldatum">
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-4">
            {data.aging.map((figure) => (
              <li key={figure.bucket}>
                <Link
                  to={`?toon=${figure.bucket}`}
                  className="flex flex-col rounded-md border border-gray-200 p-3 hover:bg-gray-50"
                  data-testid={`aging-${figure.bucket}`}
                >
                  <span className="text-sm text-gray-600">{AGING_BUCKET_LABELS[figure.bucket]}</span>
                  <span className="text-lg font-semibold tabular-nums">{formatMoney(figure.amount)}</span>
                  <span className="text-xs text-gray-500">{invoiceCount(figure.count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <InvoicesBehind data={data} filter={filter} />
        <Card title="Per contact">
          {data.per_contact.length === 0 ? (
            <p className="text-sm text-gray-500">Niemand heeft nog iets open staan.</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-gray-500">
                <tr>
                  <th className="py-1 font-medium">Contact</th>
                  <th className="py-1 pl-2 text-right font-medium">Open</th>
                  <th className="py-1 pl-2 text-right font-medium">Verlopen</th>
                </tr>
              </thead>
              <tbody>
                {data.per_contact.map((row) => (
                  <tr key={row.contact.id} className="border-t border-gray-100">
                    <td className="py-1.5 break-words">
                      <Link className="text-brand-700 underline" to={`?contact=${row.contact.uuid}`}>
                        {row.contact.display_name}
                      </Link>
                    </td>
                    <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(row.amount)}
                    </td>
                    <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(row.overdue)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
        <Card title="Gefactureerd en ontvangen per maand">
          <div className="flex flex-col gap-4">
            <div className="h-64 w-full" aria-hidden data-testid="months-chart">
              <Suspense fallback={<Spinner label="Grafiek laden…" />}>
                <MonthsChart months={data.months.map((m) => ({ ...m, label: monthLabel(m.month) }))} />
              </Suspense>
            </div>
            <table className="w-full text-sm" aria-label="Gefactureerd en ontvangen per maand">
              <thead className="text-left text-xs text-gray-500">
                <tr>
                  <th className="py-1 font-medium">Maand</th>
                  <th className="py-1 pl-2 text-right font-medium">Gefactureerd</th>
                  <th className="py-1 pl-2 text-right font-medium">Ontvangen</th>
                </tr>
              </thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={m.month} className="border-t border-gray-100">
                    <td className="py-1.5">{monthLabel(m.month)}</td>
                    <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(m.invoiced)}
                    </td>
                    <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(m.received)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>
    </>
  );
}

const invoiceCount = (count: number) => (count === 1 ? '1 factuur' : `${count} facturen`);

function Figure({
  label,
  to,
  amount,
  count,
  testId,
}: {
  label: string;
  to: string;
  amount: number;
  count: number;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:bg-gray-50"
      data-testid={testId}
    >
      <span className="text-sm text-gray-600">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{formatMoney(amount)}</span>
      <span className="text-xs text-gray-500">{invoiceCount(count)}</span>
    </Link>
  );
}
