import type { InvoiceMail } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { useInvoiceMail } from '../invoices-api';

const stateOf = (mail: InvoiceMail) => {
  if (mail.status === 'sent')
    return {
      text: `verzonden ${mail.sent_at ? formatDateTime(mail.sent_at) : ''}`.trim(),
      tone: 'text-green-700',
    };
  if (mail.status === 'failed')
    return { text: 'niet verzonden: de mailserver bleef weigeren', tone: 'text-red-700' };
  return mail.attempts > 0
    ? { text: 'nog niet verzonden, wordt opnieuw geprobeerd', tone: 'text-amber-700' }
    : { text: 'wordt verzonden…', tone: 'text-gray-600' };
};

/** The invoice's mails: to whom, when, and whether each went out. */
export function MailHistory({ invoiceId }: { invoiceId: number }) {
  const mail = useInvoiceMail(invoiceId);
  const history = mail.data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <Card title="Verzonden per e-mail">
      <ul className="flex flex-col gap-2 text-sm" data-testid="mail-history">
        {history.map((item) => {
          const state = stateOf(item);
          return (
            <li key={item.id} className="flex flex-col">
              <span className="break-all">
                Aan <span className="font-medium">{item.to_address}</span>
              </span>
              <span className="text-xs text-gray-600">
                {formatDateTime(item.created_at)} · <span className={state.tone}>{state.text}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
