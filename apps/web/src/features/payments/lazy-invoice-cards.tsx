import type { InvoiceModel } from '@app/contracts';
import { lazy } from 'react';
import { paymentsCardShown, remindersCardShown } from './invoice-cards-shown';

// The cards' code (payment form, iDEAL link, reminder preview) loads only for an invoice that
// shows them, so a concept's page does without. Rendered inside the invoice page's Suspense
// boundary, which waits for them: nothing moves when they arrive.
const PaymentsCard = lazy(() =>
  import('./components/payments-card').then((m) => ({ default: m.PaymentsCard })),
);
const RemindersCard = lazy(() =>
  import('./components/reminders-card').then((m) => ({ default: m.RemindersCard })),
);

export function LazyPaymentsCard({ invoice }: { invoice: InvoiceModel }) {
  return paymentsCardShown(invoice) ? <PaymentsCard invoice={invoice} /> : null;
}

export function LazyRemindersCard({ invoice }: { invoice: InvoiceModel }) {
  return remindersCardShown(invoice) ? <RemindersCard invoice={invoice} /> : null;
}
