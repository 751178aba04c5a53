import { ORDER_MESSAGES, type OrderModel, type OrderReservation } from '@app/contracts';
import {
  deliveryCardLabel,
  deliveryCountdownText,
  deliveryWindowText,
  formatDateTime,
  formatDisplayDate,
  formatDistance,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  pickupWindowOf,
  type ReservationTracker,
  reservationPeriodText,
  reservationTracker,
  todayCalendarDate,
} from '@app/domain';
import { ArrowLeft, CalendarClock, ImageOff, Mail, MapPin, Phone, Timer, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar, type ProgressTone } from '../../../components/ui/progress-bar';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { AuditHistory } from '../../audit';
import { BookingDecision } from '../../booking';
import { HandoverButton } from '../../safety';
import { OrderCreditNoteNotice } from '../components/order-credit-note-link';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useOrder, useRevertOrder } from '../orders-api';

const TRACKER_TONES: Record<ReservationTracker['tone'], ProgressTone> = {
  grey: 'neutral',
  yellow: 'warning',
  blue: 'brand',
  green: 'success',
};

const invoiceLabel = (invoice: NonNullable<OrderModel['invoice']>) =>
  invoice.status === 'concept' || !invoice.invoice_id
    ? `Factuur: Concept #${invoice.id}`
    : `Factuur ${invoice.invoice_id}`;

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const [selected, setSelected] = useState<number | null | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const revert = useRevertOrder(orderId);

  if (order.isPending) return <LoadingState label="Order laden…" />;
  if (order.isError) {
    return (
      <>
        <PageHeader title="Order" />
        <MessageBar tone="danger">{order.error.message}</MessageBar>
        <Link to="/orders" className={cn(buttonClassName('secondary'), 'mt-4')}>
          Terug naar orders
        </Link>
      </>
    );
  }
  const model = order.data;
  const cancelled = model.status === 'cancelled';
  // The first reservation is selected until someone clicks (a click on the selected one clears it).
  const selectedId = selected === undefined ? (model.reservations[0]?.id ?? null) : selected;
  const reservation = model.reservations.find((r) => r.id === selectedId) ?? null;
  const today = todayCalendarDate();

  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Order #{model.id} <OrderStatusBadge status={model.status} />
          </span>
        }
        documentTitle={`Order #${model.id}`}
        before={
          <Link
            to="/orders"
            className="inline-flex min-h-11 items-center gap-1 text-sm sm:min-h-0 text-gray-600 hover:text-gray-900"
          >
            <ArrowLeft className="size-4" aria-hidden /> Orders
          </Link>
        }
        description={`Geplaatst op ${formatDateTime(model.created_at)}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {!cancelled && (
              <Link to={`/orders/${model.uuid}/edit`} className={buttonClassName('secondary')}>
                Order wijzigen
              </Link>
            )}
            <HandoverButton orderId={model.id} />
            <Button variant="danger" isDisabled={cancelled} onPress={() => setConfirmOpen(true)}>
              Order annuleren
            </Button>
          </div>
        }
      />
      <BookingDecision order={model} />
      {model.needs_credit_invoice && <OrderCreditNoteNotice invoiceUuid={model.invoice?.uuid ?? null} />}

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Totaalbedrag">
          <div className="flex flex-col gap-2 text-sm">
            <p className="text-2xl font-semibold text-gray-900 tabular-nums" data-testid="order-total">
              {formatMoney(model.total_amount)}
            </p>
            <p className="flex items-center gap-2 text-gray-700">
              <Wallet className="size-4 text-gray-400" aria-hidden />
              {PAYMENT_METHOD_LABELS[model.payment_method]}
            </p>
            <p>
              {model.is_paid ? (
                <Badge tone="success">Bedrag voldaan</Badge>
              ) : (
                <Badge tone="warning">Nog niet betaald</Badge>
              )}
            </p>
            {model.invoice && (
              <Link
                to={`/sales_invoices/${model.invoice.uuid}`}
                className="flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline sm:block sm:min-h-0"
              >
                {invoiceLabel(model.invoice)}
              </Link>
            )}
            {model.promo_code && (
              <p className="text-gray-600">Promotiecode: {model.promo_code.toUpperCase()}</p>
            )}
            {model.transport.manual && (
              <p className="text-gray-600" data-testid="order-transport">
                {model.transport.distance !== null
                  ? `Afstand ${formatDistance(model.transport.distance)} (handmatig ingevoerd)`
                  : 'Transportkosten handmatig ingevoerd'}
              </p>
            )}
          </div>
        </Card>

        <Card title="Adres">
          <div className="flex flex-col gap-1 text-sm text-gray-700">
            <Link
              to={`/contacts/${model.contact.uuid}`}
              className="flex min-h-11 items-center font-medium text-brand-700 hover:underline sm:block sm:min-h-0"
            >
              {model.contact.display_name}
            </Link>
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
              <span>
                {[
                  model.contact.address_line_1,
                  model.contact.address_line_2,
                  [model.contact.postal_code, model.contact.city].filter(Boolean).join(' '),
                  model.contact.country_code === 'nl' ? null : model.contact.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </span>
            </p>
            {model.contact.phone_number && (
              <p className="flex items-center gap-2">
                <Phone className="size-4 text-gray-400" aria-hidden />
                <a href={`tel:${model.contact.phone_number}`} className="hover:underline">
                  {model.contact.phone_number}
                </a>
              </p>
            )}
            {model.contact.email_address && (
              <p className="flex items-center gap-2 break-all">
                <Mail className="size-4 shrink-0 text-gray-400" aria-hidden />
                {model.contact.email_address}
              </p>
            )}
            {model.confirmation && (
              <p className="mt-1 text-xs text-gray-500">
                Orderbevestiging{' '}
                {model.confirmation.status === 'sent'
                  ? `verzonden${model.confirmation.sent_at ? ` op ${formatDateTime(model.confirmation.sent_at)}` : ''}`
                  : model.confirmation.status === 'pending'
                    ? 'wordt verzonden'
                    : 'kon niet worden verzonden'}
              </p>
            )}
          </div>
        </Card>

        {model.notes && (
          <Card title="Notities voor de chauffeur">
            <p
              className="whitespace-pre-wrap text-sm text-gray-700 [overflow-wrap:anywhere]"
              data-testid="order-notes"
            >
              {model.notes}
            </p>
          </Card>
        )}

        <Card title="Voortgang">
          {reservation ? (
            <TrackerBody reservation={reservation} cancelled={cancelled} today={today} />
          ) : (
            <p className="text-sm text-gray-600">Kies een product hieronder om de voortgang te zien.</p>
          )}
        </Card>

        <InfoCard
          icon={<CalendarClock className="size-5" aria-hidden />}
          title={reservation ? deliveryCardLabel(reservation.reserved_from, today) : 'Levering'}
        >
          {reservation ? (
            <>
              {/* The day is the card's value, not a heading (its title is): a div, so no styled
                  paragraph reads as a heading above the window's line (axe p-as-heading). */}
              <div className="text-lg font-semibold text-gray-900">
                {formatDisplayDate(reservation.reserved_from)}
              </div>
              {reservation.delivery_time && (
                <p className="text-sm text-gray-600">{deliveryWindowText(reservation.delivery_time)}</p>
              )}
            </>
          ) : (
            <p className="text-sm text-gray-600">—</p>
          )}
        </InfoCard>

        <InfoCard icon={<Timer className="size-5" aria-hidden />} title="Aftellen">
          <p className="text-lg font-semibold text-gray-900" data-testid="countdown">
            {reservation ? (cancelled ? '—' : deliveryCountdownText(reservation.reserved_from, today)) : '—'}
          </p>
        </InfoCard>
      </div>

      <Card title="Gereserveerde producten" className="mt-4" flush>
        <ListBox
          aria-label="Gereserveerde producten"
          selectionMode="single"
          selectedKeys={selectedId === null ? [] : [selectedId]}
          onSelectionChange={(keys) => {
            const [key] = [...(keys as Set<number>)];
            setSelected(key ?? null);
          }}
          items={model.reservations}
          className="divide-y divide-gray-100 outline-none"
        >
          {(r) => <ReservationRow reservation={r} />}
        </ListBox>
      </Card>

      <div className="mt-4">
        <AuditHistory entity="order" id={model.uuid} version={model.version} />
      </div>

      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Order annuleren"
        confirmLabel="Order annuleren"
        cancelLabel="Terug"
        isPending={revert.isPending}
        onConfirm={() =>
          revert.mutate(order.data?.version, {
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
    </>
  );
}

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-brand-50 p-2 text-brand-700">{icon}</span>
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-gray-600">{title}</h2>
          {children}
        </div>
      </div>
    </Card>
  );
}

function TrackerBody({
  reservation,
  cancelled,
  today,
}: {
  reservation: OrderReservation;
  cancelled: boolean;
  today: string;
}) {
  const tracker = reservationTracker(
    { reservedFrom: reservation.reserved_from, reservedUntil: reservation.reserved_until },
    cancelled,
    today,
  );
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="tracker">
      <p className="font-medium text-gray-900">{reservation.unit.item.name}</p>
      <ProgressBar label={tracker.text} value={tracker.percent} tone={TRACKER_TONES[tracker.tone]} />
    </div>
  );
}

function ReservationRow({ reservation }: { reservation: OrderReservation }) {
  const item = reservation.unit.item;
  return (
    <ListBoxItem
      id={reservation.id}
      textValue={item.name}
      className={({ isSelected, isFocusVisible }) =>
        cn(
          'flex cursor-pointer items-center gap-3 px-4 py-3 text-sm outline-none',
          isSelected ? 'bg-brand-50' : 'hover:bg-gray-50',
          isFocusVisible && 'ring-2 ring-brand-500 ring-inset',
        )
      }
    >
      {({ isSelected }) => (
        <>
          {item.thumbnail_url ? (
            <img src={item.thumbnail_url} alt="" className="size-12 shrink-0 rounded object-cover" />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-400">
              <ImageOff className="size-5" aria-hidden />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className={cn('block font-medium text-gray-900', isSelected && 'text-brand-800')}>
              {item.type === 'sellable' && reservation.quantity > 1 ? `${reservation.quantity} × ` : ''}
              {item.name}
              {reservation.unit.serial_number ? (
                <span className="font-normal text-gray-600"> ({reservation.unit.serial_number})</span>
              ) : null}
            </span>
            <span className="block text-gray-600">
              {reservationPeriodText(reservation.reserved_from, reservation.reserved_until)}
              {reservation.delivery_time ? ` · ${reservation.delivery_time} uur` : ''}
              {item.type === 'rentable' ? ` · ophalen ${pickupWindowOf(reservation.pickup_time)} uur` : ''}
            </span>
          </span>
          {reservation.status === 'cancelled' && <Badge tone="neutral">Vrijgegeven</Badge>}
        </>
      )}
    </ListBoxItem>
  );
}
