import type { OrderModel } from '@app/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { ManualTransportFields } from '../components/manual-transport';
import { OrderContactSection } from '../components/order-contact-section';
import { OrderLinesCard } from '../components/order-lines-card';
import { OrderPaymentCard } from '../components/order-payment-card';
import { OrderTotalCard } from '../components/order-total-card';
import type { OrderDraftLine } from '../order-lines';
import { type OrderFormState, useOrderForm } from '../use-order-form';

/**
 * "Order toevoegen", or with `initial` "Order wijzigen": contact, articles, payment and
 * confirmation on the left, the live total and Opslaan on the right (use-order-form.ts holds the
 * state; the parts are in components/order-*.tsx).
 */
export function OrderNewPage({
  initial,
  initialLines,
  title,
}: {
  initial?: OrderModel;
  initialLines?: OrderDraftLine[];
  title?: string;
} = {}) {
  const order = useOrderForm({ initial, initialLines });
  return (
    <>
      <PageHeader title={title ?? (initial ? `Order #${initial.id} wijzigen` : 'Order toevoegen')} />
      {order.restored && (
        <MessageBar
          tone="info"
          className="mb-4"
          action={
            <Button variant="secondary" size="sm" onPress={order.startOver}>
              Opnieuw beginnen
            </Button>
          }
        >
          Je order was nog niet opgeslagen en is teruggezet.
        </MessageBar>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderContactSection order={order} />
          <OrderLinesCard order={order} />
          <OrderPaymentCard order={order} />
        </div>
        <OrderFormAside order={order} />
      </div>
      {order.leave.dialog}
      <ConfirmDialog
        isOpen={order.discardOpen}
        onOpenChange={order.setDiscardOpen}
        title={initial ? 'Wijzigingen weggooien' : 'Order weggooien'}
        confirmLabel={initial ? 'Wijzigingen weggooien' : 'Order weggooien'}
        cancelLabel="Terug"
        onConfirm={order.discard}
      >
        {initial
          ? 'De wijzigingen aan deze order worden niet opgeslagen.'
          : 'Wat je voor deze order hebt ingevuld wordt niet bewaard.'}
      </ConfirmDialog>
    </>
  );
}

/** The right column: the total, the transport entered by hand, the server's message, the buttons. */
function OrderFormAside({ order }: { order: OrderFormState }) {
  const { manual, live } = order;
  const shownManualErrors = {
    distance:
      (order.tried || manual.distance.trim() !== '' ? order.manualErrors.distance : undefined) ??
      order.manualServerError ??
      undefined,
    amount: manual.amount.trim() !== '' || order.tried ? order.manualErrors.amount : undefined,
  };
  return (
    <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
      <OrderTotalCard
        quote={live.quote.data}
        isFetching={live.quote.isFetching}
        hasLines={order.lines.length > 0}
      />
      {(live.distanceUnknown || manual.distance.trim() !== '' || manual.amount.trim() !== '') && (
        <ManualTransportFields
          values={manual}
          errors={shownManualErrors}
          onChange={(values) => {
            order.setManual(values);
            order.clearManualServerError();
          }}
        />
      )}
      {order.serverError && (
        <MessageBar tone="danger" live="alert">
          {order.serverError}
        </MessageBar>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onPress={order.cancel} isDisabled={order.busy}>
          Annuleren
        </Button>
        {!order.initial && (
          <Button variant="secondary" onPress={() => void order.submitQuote()} isDisabled={order.busy}>
            Offerte maken
          </Button>
        )}
        <Button onPress={() => void order.submit()} isPending={order.busy}>
          Opslaan
        </Button>
      </div>
    </aside>
  );
}
