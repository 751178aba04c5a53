import { QUOTE_MESSAGES, QUOTE_STATE_LABELS, type QuoteModel, type QuoteState } from '@app/contracts';
import { formatDateTime, formatLongDate, orderLineTitle, reservationPeriodText } from '@app/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { isApiError } from '../../../lib/api';
import { loadOnIntent } from '../../../lib/load-on-intent';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { quotesApi, useQuoteAction } from '../quotes-api';

// The date field and dialog load when "Geldig tot wijzigen" is pointed at or pressed.
const loadValidUntilDialog = () => import('./quote-valid-until-dialog');
const QuoteValidUntilDialog = lazy(() =>
  loadValidUntilDialog().then((m) => ({ default: m.QuoteValidUntilDialog })),
);

const TONES: Record<QuoteState, BadgeTone> = {
  open: 'info',
  expired: 'warning',
  accepted: 'success',
  converted: 'success',
  declined: 'neutral',
  withdrawn: 'neutral',
};

const failed = (error: unknown, fallback: string) => saveFailed(isApiError(error) ? error.message : fallback);

/** The quote's card itself: loaded only for an order that is a quote (see QuoteCard). */
export function QuoteDetails({ quote }: { quote: QuoteModel }) {
  const [ask, setAsk] = useState<'convert' | 'withdraw' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [editingDay, setEditingDay] = useState(false);
  const send = useQuoteAction(() => quotesApi.send(quote.id));
  const convert = useQuoteAction(() =>
    quotesApi.convert(quote.id, { version: quote.version, publish: true }),
  );
  const withdraw = useQuoteAction(() => quotesApi.withdraw(quote.id, { version: quote.version }));
  const open = quote.state === 'open';
  const changeable = open || quote.state === 'expired';
  const lastMail = quote.mails.at(-1);
  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-2">
          Offerte {quote.number}
          <Badge tone={TONES[quote.state]}>{QUOTE_STATE_LABELS[quote.state]}</Badge>
        </span>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-gray-700" data-testid="quote-card">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p data-testid="quote-valid-until-text">Geldig tot en met {formatLongDate(quote.valid_until)}</p>
          {changeable && (
            <Button
              variant="ghost"
              size="sm"
              {...loadOnIntent(loadValidUntilDialog)}
              onPress={() => setEditingDay(true)}
            >
              Geldig tot wijzigen
            </Button>
          )}
        </div>
        {quote.status === 'quote' && <QuoteItems quote={quote} />}
        <p>
          {quote.sent_at
            ? `Verstuurd op ${formatDateTime(quote.sent_at)}${lastMail ? ` naar ${lastMail.to}` : ''}`
            : 'Nog niet verstuurd'}
        </p>
        {quote.acceptance && (
          <p data-testid="quote-acceptance">
            Online geaccepteerd door {quote.acceptance.name} op {formatDateTime(quote.acceptance.at)}
            {` (huurvoorwaarden versie ${quote.acceptance.terms_version})`}
          </p>
        )}
        {quote.decline_reason && <p>Reden van afwijzen: {quote.decline_reason}</p>}
        {open && quote.unavailable && (
          <MessageBar tone="danger">
            Accepteren lukte niet op {formatDateTime(quote.unavailable.at)}: {quote.unavailable.message}
          </MessageBar>
        )}
        <div className="flex flex-wrap gap-2">
          {open && (
            <Button
              isPending={send.isPending}
              onPress={() =>
                send.mutate(undefined, {
                  onSuccess: (sent) =>
                    saveSucceeded(QUOTE_MESSAGES.sent((sent as QuoteModel).mails.at(-1)?.to ?? '')),
                  onError: (error) => failed(error, 'Versturen is mislukt.'),
                })
              }
            >
              {quote.sent_at ? 'Opnieuw versturen' : 'Versturen'}
            </Button>
          )}
          <Button
            variant="secondary"
            isPending={downloading}
            onPress={async () => {
              setDownloading(true);
              try {
                await quotesApi.downloadPdf(quote.id, quote.number);
              } catch (error) {
                failed(error, 'Downloaden is mislukt.');
              } finally {
                setDownloading(false);
              }
            }}
          >
            PDF downloaden
          </Button>
          {open && (
            <>
              <Link to={`/orders/${quote.uuid}/edit`} className={buttonClassName('secondary')}>
                Bewerken
              </Link>
              <Button variant="secondary" onPress={() => setAsk('convert')}>
                Omzetten naar order
              </Button>
              <Button variant="danger" onPress={() => setAsk('withdraw')}>
                Intrekken
              </Button>
            </>
          )}
        </div>
      </div>
      {editingDay ? (
        <Suspense fallback={null}>
          <QuoteValidUntilDialog quote={quote} onClose={() => setEditingDay(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={ask !== null}
        onOpenChange={(isOpen) => !isOpen && setAsk(null)}
        title={ask === 'convert' ? 'Omzetten naar order' : 'Offerte intrekken'}
        confirmLabel={ask === 'convert' ? 'Omzetten naar order' : 'Intrekken'}
        cancelLabel="Terug"
        tone={ask === 'convert' ? 'primary' : 'danger'}
        isPending={convert.isPending || withdraw.isPending}
        onConfirm={() => {
          const action = ask === 'convert' ? convert : withdraw;
          action.mutate(undefined, {
            onSuccess: () => {
              setAsk(null);
              saveSucceeded(
                ask === 'convert' ? QUOTE_MESSAGES.convertedDone(quote.id) : QUOTE_MESSAGES.withdrawnDone,
              );
            },
            onError: (error) => {
              setAsk(null);
              failed(error, 'Dat is mislukt.');
            },
          });
        }}
      >
        {ask === 'convert'
          ? 'De artikelen worden nu gereserveerd en de klant krijgt de orderbevestiging (als er een e-mailadres is).'
          : 'De klant kan de offerte daarna niet meer accepteren.'}
      </ConfirmDialog>
    </Card>
  );
}

/** What the quote offers: nothing is reserved yet, so the order's reserved lines are empty. */
function QuoteItems({ quote }: { quote: QuoteModel }) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Artikelen van de offerte">
      {quote.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines have no id and never move
        <li key={index} className="break-words">
          <span className="font-medium text-gray-900">
            {orderLineTitle(item.product_name, item.quantity)}
          </span>
          {' · '}
          {reservationPeriodText(item.from, item.until)} · levering {item.delivery_time} uur
        </li>
      ))}
    </ul>
  );
}
