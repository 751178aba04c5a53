import type { Contact } from '@app/contracts';
import { CONTACT_PICKER_LIMIT, SEARCH_DEBOUNCE_MS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Building2, User } from 'lucide-react';
import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { SearchField } from '../../../components/ui/search-field';
import { LoadingState } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersApi } from '../orders-api';
import { contactAddressText } from './contact-address-text';

/**
 * The contact picker of the new order page: a search box and at most 6 non-archived contacts, each
 * with its customer number, name and address. Choosing one closes the dialog.
 */
export function ContactPickerDialog({
  isOpen,
  onOpenChange,
  onPick,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (contact: Contact) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), Math.min(SEARCH_DEBOUNCE_MS, 300));
  const contacts = useQuery({
    queryKey: ['contacts', 'order-picker', term],
    queryFn: ({ signal }) => ordersApi.pickContacts(term, signal),
    enabled: isOpen,
    staleTime: 15_000,
  });

  return (
    <Modal title="Contact kiezen" isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <div className="flex flex-col gap-3">
        <SearchField
          label="Zoek naar bedrijven of personen"
          placeholder="Zoek naar bedrijven of personen"
          value={search}
          onChange={setSearch}
          autoFocus
        />
        {contacts.isPending ? (
          <LoadingState label="Contacten laden…" />
        ) : contacts.isError ? (
          <MessageBar tone="danger">{contacts.error.message}</MessageBar>
        ) : (
          <ListBox
            aria-label="Contacten"
            selectionMode="single"
            items={contacts.data.slice(0, CONTACT_PICKER_LIMIT)}
            onAction={(key) => {
              const picked = contacts.data.find((c) => c.id === key);
              if (picked) {
                onPick(picked);
                onOpenChange(false);
              }
            }}
            renderEmptyState={() => (
              <p className="px-3 py-6 text-center text-sm text-gray-500">
                {term ? `Geen contacten gevonden voor "${term}"` : 'Geen contacten gevonden'}
              </p>
            )}
            className="divide-y divide-gray-100 rounded-md border border-gray-200 outline-none"
          >
            {(contact) => (
              <ListBoxItem
                id={contact.id}
                textValue={contact.display_name}
                className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm outline-none data-focused:bg-brand-50"
              >
                {contact.contact_type === 'business' ? (
                  <Building2 className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
                ) : (
                  <User className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">
                    <span className="text-gray-500 tabular-nums">#{contact.id}</span> {contact.display_name}
                  </span>
                  <span className="block truncate text-xs text-gray-600">
                    {contactAddressText(contact) || 'Geen adres'}
                  </span>
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </div>
    </Modal>
  );
}
