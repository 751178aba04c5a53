import { ORDER_MESSAGES, type OrderModel } from '@app/contracts';
import { formatDateTime, todayCalendarDate } from '@app/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RecordPage, RecordPageFallback } from '../../../components/ui/record-page';
import { isApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { AuditHistory } from '../../audit';
import { BookingDecision } from '../../booking';
import { QuoteCard, QuoteOrigin } from '../../quotes';
import { HandoverButton } from '../../safety';
import { OrderSignatures } from '../../signatures';
import { OrderBundlesCard } from '../components/order-bundles-card';
import { OrderCreditNoteNotice } from '../components/order-credit-note-link';
import { OrderDepositCard } from '../components/order-deposit-card';
import { OrderReservedLines, reservedLinesOf } from '../components/order-reserved-lines';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderAddressCard, OrderAmountCard, OrderProgressCards } from '../components/order-summary-cards';
import { useOrder, useRevertOrder } from '../orders-api';

const BACK = { to: '/orders', label: 'Orders' };

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (!order.data)
    return (
      <RecordPageFallback
        title="Order"
        loadingLabel="Order laden…"
        error={order.error}
        back={{ to: '/orders', label: 'Terug naar orders' }}
      />
    );
  return <OrderDetail order={order.data} orderId={orderId} />;
}

function OrderDetail({ order, orderId }: { order: OrderModel; orderId: string }) {
  // The first line is chosen until someone clicks (a click on the chosen one clears it).
  const [selected, setSelected] = useState<number | null | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const revert = useRevertOrder(orderId);
  const cancelled = order.status === 'cancelled';
  const quote = order.status === 'quote';
  const lines = reservedLinesOf(order.reservations);
  const selectedId = selected === undefined ? (lines[0]?.id ?? null) : selected;
  const reservation = lines.find((line) => line.id === selectedId)?.first ?? null;

  return (
    <RecordPage
      title={
        <span className="flex flex-wrap items-center gap-3">
          Order #{order.id} <OrderStatusBadge status={order.status} />
        </span>
      }
      documentTitle={`Order #${order.id}`}
      back={BACK}
      description={`Geplaatst op ${formatDateTime(order.created_at)}`}
      actions={
        <>
          {/* A quote reserves nothing, so the order form (which edits reservations) cannot change it. */}
          {!cancelled && !quote && (
            <Link to={`/orders/${order.uuid}/edit`} className={buttonClassName('secondary')}>
              Order wijzigen
            </Link>
          )}
          {!quote && <HandoverButton orderId={order.id} />}
          {!quote && (
            <Button variant="danger" isDisabled={cancelled} onPress={() => setConfirmOpen(true)}>
              Order annuleren
            </Button>
          )}
        </>
      }
      notices={
        <>
          <BookingDecision order={order} />
          <QuoteOrigin order={order} />
          {order.needs_credit_invoice && <OrderCreditNoteNotice invoiceUuid={order.invoice?.uuid ?? null} />}
        </>
      }
    >
      <QuoteCard order={order} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        <OrderAmountCard order={order} />
        <OrderAddressCard order={order} />
        <OrderDepositCard order={order} />
        <OrderBundlesCard order={order} />
        {order.notes && (
          <Card title="Notities voor de chauffeur">
            <p
              className="whitespace-pre-wrap text-sm text-gray-700 [overflow-wrap:anywhere]"
              data-testid="order-notes"
            >
              {order.notes}
            </p>
          </Card>
        )}
        {!quote && (
          <OrderProgressCards reservation={reservation} cancelled={cancelled} today={todayCalendarDate()} />
        )}
      </div>
      {/* A quote holds no units: its lines are on the quote's card. */}
      {!quote && <OrderReservedLines lines={lines} selectedId={selectedId} onSelect={setSelected} />}
      <OrderSignatures signatures={order.signatures} />
      <AuditHistory entity="order" id={order.uuid} version={order.version} />
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Order annuleren"
        confirmLabel="Order annuleren"
        cancelLabel="Terug"
        isPending={revert.isPending}
        onConfirm={() =>
          revert.mutate(order.version, {
            onSuccess: (result) => {
              setConfirmOpen(false);
              toast.success(result.message);
            },
            onError: (error) => {
              setConfirmOpen(false);
              toast.error(isApiError(error) ? error.message : 'Annuleren is mislukt.');
            },
          })
        }
      >
        {ORDER_MESSAGES.cancelConfirm}
      </ConfirmDialog>
    </RecordPage>
  );
}
