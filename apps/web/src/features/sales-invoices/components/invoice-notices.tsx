import { INVOICE_MESSAGES } from '@app/contracts';
import { Link } from 'react-router';
import { MessageBar } from '../../../components/ui/message-bar';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../../lib/stale-version';
import { errorText } from '../invoices-api';
import type { InvoiceDetailState } from '../use-invoice-detail';

/**
 * The messages above an invoice's blocks: why publishing or sending could not start, that someone
 * else changed it, a refused status change (with the way to what must be filled in), the PDF being
 * made, a deleted invoice.
 */
export function InvoiceNotices({ detail }: { detail: InvoiceDetailState }) {
  const { invoice, status, statusErrors } = detail;
  const contact = invoice.contact && !invoice.contact.deleted_at ? invoice.contact : null;
  return (
    <>
      {detail.blocked ? (
        <MessageBar tone="warning" className="mb-4" live="alert">
          <span data-testid="publish-blocked">{detail.blocked}</span>
        </MessageBar>
      ) : null}
      {detail.stale ? (
        <MessageBar tone="warning" className="mb-4" live="alert">
          <span data-testid="stale-notice">{STALE_VERSION_MESSAGE}</span>
        </MessageBar>
      ) : null}
      {status.error && !isStaleVersion(status.error) ? (
        <MessageBar
          tone="danger"
          className="mb-4"
          action={
            statusErrors?.company_details ? (
              <Link className="text-sm font-medium underline" to="/settings/identities">
                Naar bedrijfsgegevens
              </Link>
            ) : (statusErrors?.contact_id || statusErrors?.vat_treatment) && contact ? (
              <Link className="text-sm font-medium underline" to={`/contacts/${contact.uuid}`}>
                Naar contact
              </Link>
            ) : undefined
          }
        >
          <span data-testid="status-error">{errorText(status.error)}</span>
        </MessageBar>
      ) : null}
      {detail.pdf.isPending ? (
        <MessageBar tone="info" className="mb-4" live="status">
          De PDF wordt gemaakt…
        </MessageBar>
      ) : null}
      {invoice.deleted_at ? (
        <MessageBar tone="warning" className="mb-4">
          {INVOICE_MESSAGES.deleted}
        </MessageBar>
      ) : null}
    </>
  );
}
