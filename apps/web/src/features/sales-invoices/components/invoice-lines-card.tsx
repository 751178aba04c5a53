import type { InvoiceModel } from '@app/contracts';
import { formatMoney, ZERO_RATE_REASON_LABELS } from '@app/domain';
import { Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { InvoiceDetailState } from '../use-invoice-detail';
import { TotalsTable, totalsOfModel } from './totals-table';

// The line editor (with drag and drop) is about a third of the page's code and only a concept
// being edited needs it: loaded when "Regels bewerken" is pointed at or pressed.
const loadLinesEditor = () => import('./lines-editor');
const LinesEditor = lazy(() => loadLinesEditor().then((m) => ({ default: m.LinesEditor })));
const preloadLinesEditor = () => {
  void loadLinesEditor();
};

const countFormat = new Intl.NumberFormat('nl-NL');

/** The lines as text (a published invoice, or a concept not being edited), with the totals. */
function LinesView({ invoice }: { invoice: InvoiceModel }) {
  if (invoice.items.length === 0) {
    return <p className="text-sm text-gray-500">Deze factuur heeft nog geen regels.</p>;
  }
  const reverseCharge = invoice.vat_treatment === 'reverse_charge';
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-gray-500">
          <tr>
            <th className="py-1 font-medium">Omschrijving</th>
            <th className="py-1 pl-2 text-right font-medium">Aantal</th>
            <th className="py-1 pl-2 text-right font-medium">
              {invoice.include_tax && !reverseCharge ? 'Prijs incl. btw' : 'Prijs excl. btw'}
            </th>
            <th className="py-1 pl-2 text-right font-medium">Btw</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item) => (
            <tr
              key={item.uuid}
              className="border-t border-gray-100 align-top"
              data-testid="invoice-line-view"
            >
              <td className="py-1.5 break-words">
                {item.description || '—'}
                {!reverseCharge && item.taxRate === 0 && item.zeroRateReason ? (
                  <span className="block text-xs text-gray-500">
                    {ZERO_RATE_REASON_LABELS[item.zeroRateReason]}
                  </span>
                ) : null}
              </td>
              <td className="py-1.5 pl-2 text-right tabular-nums">{countFormat.format(item.unitCount)}</td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap tabular-nums">
                {formatMoney(item.unitPrice)}
              </td>
              <td className="py-1.5 pl-2 text-right whitespace-nowrap">
                {reverseCharge ? 'verlegd' : `${item.taxRate}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsTable totals={totalsOfModel(invoice)} reverseCharge={reverseCharge} />
    </div>
  );
}

/** Factuurregels: the lines as text, or on a concept the line editor after "Regels bewerken". */
export function InvoiceLinesCard({ detail }: { detail: InvoiceDetailState }) {
  const { invoice } = detail;
  return (
    <Card
      title="Factuurregels"
      actions={
        detail.isConcept && !detail.editingLines ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden />}
            onHoverStart={preloadLinesEditor}
            onFocus={preloadLinesEditor}
            onPress={() => detail.setEditingLines(true)}
          >
            Regels bewerken
          </Button>
        ) : null
      }
    >
      {detail.editorOpen ? (
        <Suspense fallback={<Spinner />}>
          <LinesEditor
            key={invoice.uuid}
            ref={detail.linesEditor}
            invoice={invoice}
            onStatusChange={detail.setLinesStatus}
            onDone={detail.closeLines}
            onStale={detail.onStale}
          />
        </Suspense>
      ) : (
        <LinesView invoice={invoice} />
      )}
    </Card>
  );
}
