import type { OrderModel, OrderReservation } from '@app/contracts';
import {
  deliveryCardLabel,
  deliveryCountdownText,
  deliveryWindowText,
  formatDateTime,
  formatDisplayDate,
  formatDistance,
  formatMoney,
  PAYMENT_METHOD_LABELS,
  type ReservationTracker,
  reservationTracker,
} from '@app/domain';
import { CalendarClock, Mail, MapPin, Phone, Timer, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ProgressBar, type ProgressTone } from '../../../components/ui/progress-bar';

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

const linkClass =
  'flex min-h-11 items-center text-brand-700 underline-offset-2 hover:underline sm:block sm:min-h-0';

/** Totaalbedrag: the amount, how it is paid, whether it is, the invoice, code and manual transport. */
export function OrderAmountCard({ order }: { order: OrderModel }) {
  return (
    <Card title="Totaalbedrag">
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-2xl font-semibold text-gray-900 tabular-nums" data-testid="order-total">
          {formatMoney(order.total_amount)}
        </p>
        <p className="flex items-center gap-2 text-gray-700">
          <Wallet className="size-4 text-gray-400" aria-hidden />
          {PAYMENT_METHOD_LABELS[order.payment_method]}
        </p>
        <p>
          {order.is_paid ? (
            <Badge tone="success">Bedrag voldaan</Badge>
          ) : (
            <Badge tone="warning">Nog niet betaald</Badge>
          )}
        </p>
        {order.invoice && (
          <Link to={`/sales_invoices/${order.invoice.uuid}`} className={linkClass}>
            {invoiceLabel(order.invoice)}
          </Link>
        )}
        {order.promo_code && <p className="text-gray-600">Promotiecode: {order.promo_code.toUpperCase()}</p>}
        {order.transport.manual && (
          <p className="text-gray-600" data-testid="order-transport">
            {order.transport.distance !== null
              ? `Afstand ${formatDistance(order.transport.distance)} (handmatig ingevoerd)`
              : 'Transportkosten handmatig ingevoerd'}
          </p>
        )}
      </div>
    </Card>
  );
}

const confirmationText = (confirmation: NonNullable<OrderModel['confirmation']>) =>
  confirmation.status === 'sent'
    ? `verzonden${confirmation.sent_at ? ` op ${formatDateTime(confirmation.sent_at)}` : ''}`
    : confirmation.status === 'pending'
      ? 'wordt verzonden'
      : 'kon niet worden verzonden';

/** Adres: the contact (linked), the delivery address, phone, e-mail and the confirmation's state. */
export function OrderAddressCard({ order }: { order: OrderModel }) {
  const { contact } = order;
  const lines = [
    contact.address_line_1,
    contact.address_line_2,
    [contact.postal_code, contact.city].filter(Boolean).join(' '),
    contact.country_code === 'nl' ? null : contact.country,
  ].filter(Boolean);
  return (
    <Card title="Adres">
      <div className="flex flex-col gap-1 text-sm text-gray-700">
        <Link to={`/contacts/${contact.uuid}`} className={`${linkClass} font-medium`}>
          {contact.display_name}
        </Link>
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
          <span>
            {lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </p>
        {contact.phone_number && (
          <p className="flex items-center gap-2">
            <Phone className="size-4 text-gray-400" aria-hidden />
            <a href={`tel:${contact.phone_number}`} className="hover:underline">
              {contact.phone_number}
            </a>
          </p>
        )}
        {contact.email_address && (
          <p className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0 text-gray-400" aria-hidden />
            {contact.email_address}
          </p>
        )}
        {order.confirmation && (
          <p className="mt-1 text-xs text-gray-500">
            Orderbevestiging {confirmationText(order.confirmation)}
          </p>
        )}
      </div>
    </Card>
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

/** Voortgang, Levering and Aftellen of the chosen line. */
export function OrderProgressCards({
  reservation,
  cancelled,
  today,
}: {
  reservation: OrderReservation | null;
  cancelled: boolean;
  today: string;
}) {
  const tracker = reservation
    ? reservationTracker(
        { reservedFrom: reservation.reserved_from, reservedUntil: reservation.reserved_until },
        cancelled,
        today,
      )
    : null;
  return (
    <>
      <Card title="Voortgang">
        {reservation && tracker ? (
          <div className="flex flex-col gap-3 text-sm" data-testid="tracker">
            <p className="font-medium text-gray-900">{reservation.unit.item.name}</p>
            <ProgressBar label={tracker.text} value={tracker.percent} tone={TRACKER_TONES[tracker.tone]} />
          </div>
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
    </>
  );
}
