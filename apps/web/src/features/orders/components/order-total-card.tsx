import type { OrderQuote } from '@app/contracts';
import { formatMoney, formatTravelDistance } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** The distance under the total: measured, entered by hand or unknown. */
function TravelText({ quote }: { quote: OrderQuote }) {
  if (quote.travel)
    return (
      <p className="text-xs text-gray-500">
        Afstand:{' '}
        {quote.transport_manual
          ? `${formatTravelDistance(quote.travel.distance, false)} (handmatig ingevoerd)`
          : formatTravelDistance(quote.travel.distance, quote.travel.estimated)}
      </p>
    );
  if (!quote.distance_unknown) return null;
  return (
    <p className="text-xs font-medium text-amber-800">
      {quote.transport_manual ? 'Transportkosten handmatig ingevoerd' : 'Afstand onbekend'}
    </p>
  );
}

/** The live total of the order form: the invoice lines as saving would make them, and the total. */
export function OrderTotalCard({
  quote,
  isFetching,
  hasLines,
}: {
  quote: OrderQuote | undefined;
  isFetching: boolean;
  hasLines: boolean;
}) {
  return (
    <Card
      title="Totaal"
      actions={
        isFetching ? <Spinner size="sm" label="Totaal bijwerken…" className="text-brand-600" /> : undefined
      }
    >
      {!hasLines || !quote ? (
        <p className="text-sm text-gray-600">
          {hasLines ? 'Totaal berekenen…' : 'Voeg artikelen toe om het totaal te zien.'}
        </p>
      ) : (
        <div className="flex flex-col gap-3 text-sm" data-testid="order-total">
          <ul className="flex flex-col gap-1.5">
            {quote.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: quote lines have no id and are replaced whole on every quote
              <li key={`${line.description}-${i}`} className="flex justify-between gap-3">
                <span className={cn('min-w-0 text-gray-700', line.unitPrice < 0 && 'text-green-700')}>
                  {line.description}
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(line.unitCount * line.unitPrice)}</span>
              </li>
            ))}
          </ul>
          <TravelText quote={quote} />
          <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
            <span>Totaal (incl. btw)</span>
            <span className="tabular-nums" data-testid="order-total-amount">
              {formatMoney(quote.total_amount)}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}
