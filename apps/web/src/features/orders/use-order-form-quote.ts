import type { Contact, OrderQuoteRequest } from '@app/contracts';
import { isApiError } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { ContactFormValues } from '../contacts';
import { type ManualTransportValues, readManualTransport } from './components/manual-transport';
import type { OrderDraftLine } from './order-lines';
import { requestItemsOf } from './order-lines';
import { useOrderQuote } from './orders-api';

/** The parts of a completed contact that decide the distance (sent to the live quote). */
const ADDRESS_FIELDS = ['address_line_1', 'postal_code', 'city'];

/**
 * The order form's live total: the same pricing as saving, asked again (debounced) when the
 * lines, the contact's address, the promotion code or the manual transport change. A refused code
 * shows its message, and the total without it.
 */
export function useOrderFormQuote(options: {
  creating: boolean;
  contact: Contact | null;
  completing: boolean;
  contactUpdate: Record<string, string>;
  newContact: Partial<ContactFormValues>;
  lines: readonly OrderDraftLine[];
  promo: string;
  manual: ManualTransportValues;
}) {
  const { creating, contact, completing, contactUpdate, newContact, lines } = options;
  const promoCode = useDebouncedValue(options.promo.trim(), 500);
  const address = useDebouncedValue(
    JSON.stringify({
      address_line_1: newContact.address_line_1 ?? null,
      postal_code: newContact.postal_code ?? null,
      city: newContact.city ?? null,
      country: newContact.country ?? null,
    }),
    600,
  );
  const completionAddress = useDebouncedValue(
    JSON.stringify(
      completing
        ? Object.fromEntries(
            Object.entries(contactUpdate).filter(([field]) => ADDRESS_FIELDS.includes(field)),
          )
        : null,
    ),
    600,
  );
  const manualBody = useDebouncedValue(JSON.stringify(readManualTransport(options.manual, false).body), 500);
  const bodyOf = (code: string): OrderQuoteRequest => ({
    contact_method: creating ? 'create' : 'existing',
    existing_contact: !creating && contact ? contact.id : null,
    create_contact: creating ? (JSON.parse(address) as OrderQuoteRequest['create_contact']) : null,
    contact_update: creating ? null : (JSON.parse(completionAddress) as OrderQuoteRequest['contact_update']),
    items: requestItemsOf(lines).items,
    promo_code: code || null,
    ...(JSON.parse(manualBody) as ReturnType<typeof readManualTransport>['body']),
  });
  const quote = useOrderQuote(bodyOf(promoCode), lines.length > 0);
  const promoError =
    promoCode && isApiError(quote.error) ? (quote.error.errors?.promo_code?.[0] ?? null) : null;
  const fallback = useOrderQuote(bodyOf(''), lines.length > 0 && promoError !== null);
  const shown = promoError ? fallback : quote;
  return {
    quote: shown,
    promoError,
    distanceUnknown: lines.length > 0 && (shown.data?.distance_unknown ?? false),
  };
}
