import { type OutstandingSummary, REMINDER_LEVEL_LABELS } from '@app/contracts';
import {
  AGING_BUCKET_LABELS,
  type AgingBucket,
  formatDisplayDate,
  formatInvoiceDate,
  formatMoney,
  INVOICE_STATUS_LABELS,
} from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SendReminderDialog } from './send-reminder-dialog';

export type Filter =
  | { kind: 'all' }
  | { kind: 'overdue' }
  | { kind: 'bucket'; bucket: AgingBucket }
  | { kind: 'contact'; uuid: string };

type OutstandingInvoice = OutstandingSummary['invoices'][number];

/**
 * A row's reminder: "Herinnering sturen" when the next one may go out today, else from which day
 * (the aanmaning waits after the herinnering), nothing for an invoice not yet overdue.
 */
function RowReminder({ invoice, today }: { invoice: OutstandingInvoice; today: string }) {
  const [open, setOpen] = useState(false);
  const next = invoice.next_reminder;
  if (invoice.status !== 'overdue' || !next) return null;
  if (next.from > today)
    return (
      <span className="mt-1 block text-xs text-gray-500">
        {REMINDER_LEVEL_LABELS[next.level]} vanaf {formatDisplayDate(next.from)}
      </span>
    );
  const number = invoice.invoice_id ?? `#${invoice.id}`;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className="mt-1"
        aria-label={`Herinnering sturen voor factuur ${number}`}
        onPress={() => setOpen(true)}
      >
        Herinnering sturen
      </Button>
      <SendReminderDialog
        invoiceId={invoice.id}
        stamp={`${next.level}-${next.from}`}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/** The open invoices behind the figure the filter names, each with "Herinnering sturen". */
export function InvoicesBehind({ data, filter }: { data: OutstandingSummary; filter: Filter }) {
  const rows = data.invoices.filter((invoice) => {
    if (filter.kind === 'overdue') return invoice.bucket !== null;
    if (filter.kind === 'bucket') return invoice.bucket === filter.bucket;
    if (filter.kind === 'contact') return invoice.contact?.uuid === filter.uuid;
    return true;
  });
  const title =
    filter.kind === 'overdue'
      ? 'Verlopen facturen'
      : filter.kind === 'bucket'
        ? `Verlopen: ${AGING_BUCKET_LABELS[filter.bucket]}`
        : filter.kind === 'contact'
          ? `Open facturen van ${rows[0]?.contact?.display_name ?? 'dit contact'}`
          : 'Open facturen';
  return (
    <Card
      title={title}
      actions={
        filter.kind === 'all' ? null : (
          <Link className="text-sm underline" to="?">
            Alle open facturen
          </Link>
        )
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-gray-500">Geen facturen.</p>
      ) : (
        <table className="w-full text-sm" data-testid="outstanding-invoices">
          <thead className="text-left text-xs text-gray-500">
            <tr>
              <th className="py-1 font-medium">Factuur</th>
              <th className="py-1 pl-2 font-medium">Vervaldatum</th>
              <th className="py-1 pl-2 text-right font-medium">Open</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => (
              <tr key={invoice.id} className="border-t border-gray-100 align-top">
                <td className="py-1.5 break-words">
                  <Link className="text-brand-700 underline" to={`/sales_invoices/${invoice.uuid}`}>
                    {invoice.invoice_id ?? `#${invoice.id}`}
                  </Link>
                  <span className="block text-xs text-gray-500">{invoice.contact?.display_name ?? '—'}</span>
                  <RowReminder invoice={invoice} today={data.today} />
                </td>
                <td className="py-1.5 pl-2">
                  {formatInvoiceDate(invoice.due_date)}
                  <span className="block text-xs text-gray-500">{INVOICE_STATUS_LABELS[invoice.status]}</span>
                </td>
                <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(invoice.open_amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
