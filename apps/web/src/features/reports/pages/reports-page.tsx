import { REVENUE_KEYS, type RevenueRow } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { CustomersCard } from '../components/customers-card';
import { ExportButton } from '../components/export-button';
import { MonthRevenueCard } from '../components/month-revenue-card';
import { PeriodPicker } from '../components/period-picker';
import { UtilizationCard } from '../components/utilization-card';
import { useReportPeriod } from '../report-period';
import { useRevenue, useUtilization } from '../reports-api';

/** Rapportage: revenue by month, which articles earn their keep, and the best customers. */
export function ReportsPage() {
  const { period, choose, setRange } = useReportPeriod();
  const months = useRevenue(period, 'month');
  const articles = useRevenue(period, 'article');
  const customers = useRevenue(period, 'contact');
  const utilization = useUtilization(period);
  const queries = [months, articles, customers, utilization];
  const failed = queries.find((query) => query.isError)?.error;
  return (
    <>
      <PageHeader title="Rapportage" actions={<ExportButton period={period} />} />
      <div className="flex flex-col gap-6">
        <PeriodPicker period={period} choose={choose} setRange={setRange} />
        {failed && <MessageBar tone="danger">{failed.message}</MessageBar>}
        {period.problem !== null ? null : !months.data ||
          !articles.data ||
          !customers.data ||
          !utilization.data ? (
          failed ? null : (
            <LoadingState label="Rapportage laden…" />
          )
        ) : (
          <>
            <Totals rows={articles.data} />
            <MonthRevenueCard months={months.data} />
            <UtilizationCard rows={utilization.data} />
            <CustomersCard rows={customers.data} />
          </>
        )}
      </div>
    </>
  );
}

/** The period's revenue in three figures; deposits are held money, never revenue. */
function Totals({ rows }: { rows: RevenueRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.revenue_excl_vat, 0);
  const vat = rows.reduce((sum, row) => sum + row.vat, 0);
  const transport = rows.find((row) => row.key === REVENUE_KEYS.transport)?.revenue_excl_vat ?? 0;
  const figures = [
    { label: 'Omzet excl. btw', value: total, testId: 'total-revenue' },
    { label: 'Waarvan transport', value: transport, testId: 'total-transport' },
    { label: 'Btw', value: vat, testId: 'total-vat' },
  ];
  return (
    <Card>
      <dl className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="text-sm text-gray-600">{figure.label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={figure.testId}>
              {formatMoney(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-gray-600">
        Gepubliceerde facturen min creditfacturen, op factuurdatum. Borg telt niet als omzet.
      </p>
    </Card>
  );
}
