import type { Contact } from '@app/contracts';
import { CONTACT_PICKER_LIMIT } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronsUpDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { inputClassName } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { invoicesApi } from '../invoices-api';
import type { PickedContact } from './picked-contact';

/** Type-ahead over contact.search (active contacts only); the picker answers the chosen contact. */
export function ContactComboBox({
  value,
  onChange,
  errorMessage,
  isDisabled,
  input,
  setInput,
  takeFocus,
}: {
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  input: string;
  setInput: (input: string) => void;
  /** It replaces the closed field that has focus: focus moves here, caret at the end. */
  takeFocus: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const element = inputRef.current;
    if (!takeFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [takeFocus]);
  const term = useDebouncedValue(input === value?.display_name ? '' : input, 250);
  // The list is asked for when someone goes to the field, not with every concept that is opened:
  // most visits keep their contact, and 40 options were a long task of the page's first load.
  const [wanted, setWanted] = useState(false);
  const results = useQuery({
    queryKey: ['contacts', 'picker', term],
    queryFn: ({ signal }) => invoicesApi.searchContacts(term, signal),
    staleTime: 30_000,
    enabled: wanted || term !== '',
  });
  const items = (results.data ?? []).slice(0, CONTACT_PICKER_LIMIT * 2);
  // Every contact shown so far, by id: a pick must not be lost because the list was replaced by
  // newer search results between rendering the option and the click on it.
  const seen = useRef(new Map<number, Contact>());
  for (const contact of items) seen.current.set(contact.id, contact);
  const describe = (c: Contact) =>
    [c.address_line_1, [c.postal_code, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <ComboBox
      aria-label="Contact"
      className="flex flex-col gap-1.5"
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        if (key === null) return;
        const picked = seen.current.get(Number(key));
        if (picked) onChange(picked);
      }}
      items={items}
      menuTrigger="focus"
      onFocus={() => setWanted(true)}
      allowsEmptyCollection
      isDisabled={isDisabled ?? false}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className="text-sm font-medium text-gray-700">
        Contact <span className="text-red-600">*</span>
      </Label>
      <div className="relative">
        <Input
          ref={inputRef}
          className={cn(inputClassName, 'pr-9')}
          placeholder="Zoek een contact op naam…"
        />
        <Button
          aria-label="Contacten tonen"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-gray-500"
        >
          <ChevronsUpDown className="size-4" aria-hidden />
        </Button>
      </div>
      {errorMessage ? <FieldError className="text-sm text-red-700">{errorMessage}</FieldError> : null}
      <Popover className="w-(--trigger-width) overflow-auto rounded-md border border-gray-200 bg-white shadow-lg">
        <ListBox
          className="max-h-72 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-gray-500">
              {results.isFetching ? 'Zoeken…' : 'Geen contacten gevonden'}
            </p>
          )}
        >
          {(contact: Contact) => (
            <ListBoxItem
              id={contact.id}
              textValue={contact.display_name}
              className="cursor-pointer px-3 py-2 text-sm outline-none data-focused:bg-brand-50 data-selected:font-semibold"
            >
              <Text slot="label" className="block">
                {contact.display_name}
              </Text>
              <Text slot="description" className="block text-xs text-gray-500">
                {describe(contact)}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
