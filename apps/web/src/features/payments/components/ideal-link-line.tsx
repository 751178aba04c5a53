import type { InvoiceModel } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { useIdealStatus, useInvoicePaymentLink } from '../ideal-api';

/**
 * The invoice's "Betaal met iDEAL" link, shown only while the server offers iDEAL: the
 * same link the invoice mail and the reminders carry, to copy into a message to the customer.
 */
export function IdealLinkLine({ invoice }: { invoice: InvoiceModel }) {
  const available = useIdealStatus().data?.available === true;
  if (!available) return null;
  return <IdealLinkQuery invoice={invoice} />;
}

function IdealLinkQuery({ invoice }: { invoice: InvoiceModel }) {
  const link = useInvoicePaymentLink(invoice.id, [invoice.version, invoice.open_amount]).data;
  if (!link?.url) return null;
  return (
    <p className="flex flex-col gap-0.5" data-testid="ideal-link">
      <a className="font-medium text-brand-700 underline" href={link.url} target="_blank" rel="noreferrer">
        Betaal met iDEAL
      </a>
      <span className="text-xs text-gray-600">
        {link.deposit ? 'Aanbetaling' : 'Het open bedrag'}: {formatMoney(link.amount)}. Deze link staat ook in
        de factuurmail en de herinneringen.
      </span>
      <span className="break-all text-xs text-gray-500">{link.url}</span>
    </p>
  );
}
