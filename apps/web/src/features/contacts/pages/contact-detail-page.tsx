import type { ContactDetail, InvoiceTimelineEntry, TimelineEntry } from '@app/contracts';
import { formatDisplayDate, formatInvoiceDate } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Archive,
  ChevronRight,
  FileText,
  Mail,
  Pencil,
  Plus,
  RotateCcw,
  ShoppingCart,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CountryFlag } from '../../../components/ui/country-flag';
import { EmailAddress } from '../../../components/ui/email-address';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { RecordPageFallback } from '../../../components/ui/record-page';
import { QueryTabs } from '../../../components/ui/tabs';
import type { FlashState } from '../../../lib/use-flash-message';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { AuditHistory } from '../../audit';
import { OrderStatusBadge } from '../../orders';
import { InvoiceStatusBadge } from '../../sales-invoices';
import { contactsApi } from '../contacts-api';
import { displayNameOf } from '../display-name';
import { reportSaveError, useContact, useInvalidateContacts, useRestoreContact } from '../use-contacts';

export const deleteConfirmText = (name: string) =>
  `Weet je zeker dat je ${name} wilt verwijderen? Je kunt dit niet ongedaan maken. Alle gegevens worden verwijderd.`;

export const TIMELINE_EMPTY_TEXT = 'Er zijn nog geen financiële feiten beschikbaar.';

/** Also mounted at /{domain_id}/contacts/{contact_id}: the same page, the prefix is ignored. */
export function ContactDetailPage() {
  useFlashMessage();
  const { contactId } = useParams();
  const contact = useContact(contactId);

  if (!contact.data)
    return (
      <RecordPageFallback
        title="Contact"
        loadingLabel="Contact laden…"
        error={contact.error}
        back={{ to: '/contacts', label: 'Terug naar contacten' }}
      />
    );
  return <ContactDetailView contact={contact.data} />;
}

function ContactDetailView({ contact }: { contact: ContactDetail }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateContacts();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const restore = useRestoreContact();
  /** Invoices or reservations refer to the contact: delete would archive it, so say so. */
  const archiveOnly = contact.archive_only;
  const archived = Boolean(contact.deleted_at);
  const remove = useMutation({
    mutationFn: () => contactsApi.remove(contact.id),
    onSuccess: (answer) => {
      setConfirmOpen(false);
      void invalidate();
      const message = answer.archived
        ? `${displayNameOf(contact)} is gearchiveerd.`
        : `${displayNameOf(contact)} is verwijderd.`;
      void navigate('/contacts', { state: { message } satisfies FlashState });
    },
    onError: (error) => reportSaveError(error, archiveOnly ? 'Archiveren' : 'Verwijderen'),
  });

  const address = [
    contact.address_line_1,
    contact.address_line_2,
    [contact.postal_code, contact.city].filter(Boolean).join('  '),
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={displayNameOf(contact)}
        before={
          <div className="flex items-center gap-2">
            <Link to="/contacts" className="text-sm text-gray-600 hover:text-gray-900">
              Contacten
            </Link>
            <ChevronRight className="size-3.5 text-gray-400" aria-hidden />
            <Badge tone="neutral">{contact.contact_type === 'business' ? 'Bedrijf' : 'Particulier'}</Badge>
            {archived && <Badge tone="warning">Gearchiveerd</Badge>}
          </div>
        }
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Pencil className="size-4" aria-hidden />}
              onPress={() => void navigate(`/contacts/${contact.uuid}/edit`)}
            >
              Bewerken
            </Button>
            {archived ? (
              <Button
                variant="secondary"
                icon={<RotateCcw className="size-4" aria-hidden />}
                isPending={restore.isPending}
                onPress={() => restore.mutate(contact.uuid)}
              >
                Herstellen
              </Button>
            ) : archiveOnly ? (
              <Button
                variant="secondary"
                icon={<Archive className="size-4" aria-hidden />}
                isPending={remove.isPending}
                onPress={() => remove.mutate()}
              >
                Archiveer contact
              </Button>
            ) : (
              <Button
                variant="danger"
                icon={<Trash2 className="size-4" aria-hidden />}
                onPress={() => setConfirmOpen(true)}
              >
                Verwijder contact
              </Button>
            )}
          </>
        }
      />
      {archived && (
        <MessageBar tone="warning" className="mb-4">
          Dit contact is gearchiveerd en verschijnt niet meer bij het kiezen van een contact.
        </MessageBar>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Card title="Gegevens">
            <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
              <Detail label="Klantnummer">{contact.id}</Detail>
              {contact.contact_type === 'business' && <Detail label="KVK-nummer">{contact.coc_id}</Detail>}
              {contact.contact_type === 'business' && contact.vat_id && (
                <Detail label="BTW-nummer">{contact.vat_id}</Detail>
              )}
              <Detail label="E-mail">
                {contact.email_address && (
                  <a href={`mailto:${contact.email_address}`} className="text-brand-700 hover:underline">
                    <EmailAddress address={contact.email_address} />
                  </a>
                )}
              </Detail>
              <Detail label="Telefoon">
                {contact.phone_number && (
                  <a
                    href={`tel:${contact.phone_number.replace(/[^\d+]/g, '')}`}
                    className="text-brand-700 hover:underline"
                  >
                    {contact.phone_number}
                  </a>
                )}
              </Detail>
              <Detail label="Adres">
                {address.length > 0 && <span className="whitespace-pre-line">{address.join('\n')}</span>}
              </Detail>
              <Detail label="Land">
                <span className="inline-flex items-center gap-2">
                  <CountryFlag code={contact.country_code} />
                  {contact.country}
                </span>
              </Detail>
            </dl>
          </Card>

          {/* Also for an individual that still has people (a business switched to Particulier), so
              they can still be edited or removed. */}
          {(contact.contact_type === 'business' || contact.people.length > 0) && (
            <PeopleCard contact={contact} />
          )}
          <AuditHistory entity="contact" id={contact.uuid} version={contact.version} />
        </div>

        <QueryTabs
          aria-label="Contact"
          defaultTab="overview"
          tabs={[{ id: 'overview', label: 'Overzicht', content: <Timeline entries={contact.timeline} /> }]}
        />
      </div>

      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Contact verwijderen"
        confirmLabel="Verwijderen"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        {deleteConfirmText(displayNameOf(contact))}
      </ConfirmDialog>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 text-gray-900">
        {children || children === 0 ? children : <span className="text-gray-400">—</span>}
      </dd>
    </>
  );
}

function PeopleCard({ contact }: { contact: ContactDetail }) {
  const navigate = useNavigate();
  return (
    <Card
      title="Contactpersonen"
      flush
      actions={
        <Button
          variant="ghost"
          size="sm"
          icon={<Plus className="size-4" aria-hidden />}
          onPress={() => void navigate(`/contacts/${contact.uuid}/contact_people/new`)}
        >
          Toevoegen
        </Button>
      }
    >
      {contact.people.length === 0 ? (
        <p className="px-4 py-4 text-sm text-gray-500">Nog geen contactpersonen.</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Contactpersonen">
          {contact.people.map((person) => {
            const name = `${person.first_name} ${person.last_name}`;
            return (
              <li key={person.id} className="flex items-center gap-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-gray-900">{name}</p>
                  <p className="flex flex-wrap gap-x-2 text-xs text-gray-500">
                    {person.department && <span>{person.department}</span>}
                    {person.email_address && <EmailAddress address={person.email_address} />}
                    {person.phone_number && <span className="whitespace-nowrap">{person.phone_number}</span>}
                  </p>
                </div>
                {person.email_address ? (
                  <a
                    href={`mailto:${person.email_address}`}
                    aria-label={`Mail ${name}`}
                    className={buttonClassName('ghost', 'sm', 'px-2')}
                  >
                    <Mail className="size-4" aria-hidden />
                  </a>
                ) : (
                  <span
                    aria-hidden
                    className={buttonClassName('ghost', 'sm', 'cursor-not-allowed px-2 opacity-40')}
                  >
                    <Mail className="size-4" />
                  </span>
                )}
                <Link
                  to={`/contacts/${contact.uuid}/contact_people/${person.id}/edit`}
                  aria-label={`${name} bewerken`}
                  className={buttonClassName('ghost', 'sm', 'px-2')}
                >
                  <Pencil className="size-4" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/**
 * The rule of the invoice list (invoiceLabel in sales-invoices/pages/invoices-page.tsx, mirrored
 * here because that page module is loaded lazily): a concept reads "Concept #{concept_id}", also
 * one set back to concept by "Wijzig factuur" that kept its number.
 */
const timelineLabel = (entry: Pick<InvoiceTimelineEntry, 'invoice_id' | 'concept_id' | 'status' | 'kind'>) =>
  entry.status === 'concept' || !entry.invoice_id
    ? `Concept #${entry.concept_id}`
    : `${entry.kind === 'credit_note' ? 'Creditfactuur' : 'Factuur'} ${entry.invoice_id}`;

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) {
    return (
      <Card>
        <EmptyState icon={<FileText aria-hidden />} title={TIMELINE_EMPTY_TEXT} />
      </Card>
    );
  }
  return (
    <Card flush>
      <ol className="divide-y divide-gray-100" aria-label="Tijdlijn">
        {entries.map((entry) => (
          <li key={entry.uuid}>
            {entry.type === 'order' ? (
              <Link
                to={`/orders/${entry.uuid}`}
                className="flex items-center gap-3 px-4 py-3 text-sm outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
              >
                <ShoppingCart className="size-4 shrink-0 text-gray-400" aria-hidden />
                <span className="flex min-w-0 flex-1 flex-wrap gap-x-2">
                  <span className="font-medium text-gray-900">Order #{entry.order_id}</span>
                  <span className="whitespace-nowrap text-gray-500">
                    {formatDisplayDate(entry.order_date)}
                  </span>
                </span>
                <OrderStatusBadge status={entry.status} />
                <span className="text-right text-gray-900 sm:w-24">
                  <Money cents={entry.total_amount} />
                </span>
              </Link>
            ) : (
              <Link
                to={`/sales_invoices/${entry.uuid}`}
                className="flex items-center gap-3 px-4 py-3 text-sm outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
              >
                <FileText className="size-4 shrink-0 text-gray-400" aria-hidden />
                <span className="flex min-w-0 flex-1 flex-wrap gap-x-2">
                  <span className="font-medium text-gray-900">{timelineLabel(entry)}</span>
                  <span className="whitespace-nowrap text-gray-500">
                    {formatInvoiceDate(entry.invoice_date)}
                  </span>
                </span>
                <InvoiceStatusBadge status={entry.status} kind={entry.kind} />
                <span className="text-right text-gray-900 sm:w-24">
                  <Money cents={entry.total_amount} />
                </span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
