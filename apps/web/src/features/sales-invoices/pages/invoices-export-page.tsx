import { INVOICE_EXPORT_MESSAGES, MAX_EXPORT_DAYS } from '@app/contracts';
import { addCalendarDays, diffCalendarDays, isValidCalendarDate, todayCalendarDate } from '@app/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DatePickerField } from '../../../components/ui/date-picker-field';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { apiDownload, saveBlob } from '../../../lib/api';
import { errorText } from '../invoices-api';

/** The calendar quarter a day falls in: its first and last day. */
export const quarterOf = (day: string) => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startMonth = Math.floor((month - 1) / 3) * 3 + 1;
  const from = `${year}-${String(startMonth).padStart(2, '0')}-01`;
  const next =
    startMonth === 10 ? `${year + 1}-01-01` : `${year}-${String(startMonth + 3).padStart(2, '0')}-01`;
  return { from, until: addCalendarDays(next, -1) };
};

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;

/**
 * Export voor de boekhouder: the published invoices and credit notes of a period (this quarter
 * preselected) as one ZIP of PDFs plus an XLSX overview with the VAT-return totals.
 */
export function InvoicesExportPage() {
  const [period, setPeriod] = useState(() => quarterOf(todayCalendarDate()));
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = received !== null;

  const complete = isValidCalendarDate(period.from) && isValidCalendarDate(period.until);
  const problem = !complete
    ? null
    : period.until < period.from
      ? INVOICE_EXPORT_MESSAGES.untilBeforeFrom
      : diffCalendarDays(period.from, period.until) + 1 > MAX_EXPORT_DAYS
        ? INVOICE_EXPORT_MESSAGES.tooLong
        : null;

  const download = async () => {
    setError(null);
    setDone(null);
    setReceived(0);
    try {
      const { blob, filename } = await apiDownload('/invoices.export', {
        query: { from: period.from, until: period.until },
        onProgress: setReceived,
      });
      const name = filename ?? `facturen-${period.from}-${period.until}.zip`;
      saveBlob(blob, name);
      setDone(`${name} is gedownload (${megabytes(blob.size)}).`);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setReceived(null);
    }
  };

  return (
    <>
      <PageHeader title="Export voor de boekhouder" />
      <p className="mb-4 text-sm">
        <Link className="text-brand-700 underline" to="/sales_invoices">
          Terug naar Facturen
        </Link>
      </p>
      <Card title="Periode">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete && !problem && !busy) void download();
          }}
        >
          <p className="text-sm text-gray-700">
            Een ZIP met elke gepubliceerde factuur en creditfactuur van de periode als PDF en, waar dat kan,
            als e-factuur (UBL), en een overzicht (Excel) met per btw-tarief de bedragen voor de btw-aangifte.
            De kolom UBL zegt per document waarom er geen e-factuur is, bijvoorbeeld een ontbrekend
            KvK-nummer.
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:max-w-xl">
            <DatePickerField
              label="Van"
              value={period.from || null}
              onChange={(value) => setPeriod((p) => ({ ...p, from: value ?? '' }))}
              testId="export-from"
            />
            <DatePickerField
              label="Tot en met"
              value={period.until || null}
              onChange={(value) => setPeriod((p) => ({ ...p, until: value ?? '' }))}
              testId="export-until"
            />
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div>
            <Button
              type="submit"
              icon={<Download className="size-4" aria-hidden />}
              isDisabled={!complete || Boolean(problem) || busy}
            >
              ZIP downloaden
            </Button>
          </div>
          {busy ? (
            <ProgressBar
              label="Export wordt gemaakt"
              valueLabel={`${megabytes(received ?? 0)} ontvangen`}
              showValue
            />
          ) : null}
        </form>
      </Card>
      {error ? (
        <MessageBar tone="danger" className="mt-4" live="alert">
          {error}
        </MessageBar>
      ) : null}
      {done ? (
        <MessageBar tone="success" className="mt-4" live="status">
          <span data-testid="export-done">{done}</span>
        </MessageBar>
      ) : null}
    </>
  );
}
