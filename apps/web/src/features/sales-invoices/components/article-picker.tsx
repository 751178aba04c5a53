import type { ItemListRow } from '@app/contracts';
import { formatMoney, ITEM_TYPE_LABELS } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ListBox, ListBoxItem, Text } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { invoicesApi } from '../invoices-api';

const priceText = (item: ItemListRow) =>
  item.price === null
    ? 'geen prijs'
    : `${formatMoney(item.price)} ${item.type === 'rentable' ? 'per dag' : 'per stuk'}`;

/**
 * Choose an article for an invoice line: a search over the articles (name, type and price); the
 * chosen one fills the line's description and price and links the line to it. `ready`: the price
 * rules are loaded (a rental is priced by them), until then nothing can be chosen.
 */
export function ArticlePicker({
  isOpen,
  onOpenChange,
  onPick,
  periodHint,
  ready,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: ItemListRow) => void;
  /** How a rentable article is billed on this invoice, e.g. "3 dagen (12-12-2026 t/m 14-12-2026)". */
  periodHint: string;
  ready: boolean;
}) {
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, 250);
  const results = useQuery({
    queryKey: ['items', 'invoice-picker', debounced],
    queryFn: ({ signal }) => invoicesApi.searchItems(debounced, signal),
    enabled: isOpen,
    staleTime: 30_000,
  });
  const items = ready ? (results.data ?? []).slice(0, 30) : [];
  // Every article shown so far: a pick must not be lost when newer search results replace the list.
  const seen = useRef(new Map<number, ItemListRow>());
  for (const item of items) seen.current.set(item.id, item);
  return (
    <Modal
      title="Artikel kiezen"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          Annuleren
        </Button>
      )}
    >
      {(close) => (
        <div className="flex flex-col gap-3">
          <TextField label="Zoek een artikel" value={term} onChange={setTerm} autoFocus />
          <p className="text-xs text-gray-600">
            Huurartikelen en pakketten worden geprijsd over {periodHint}, met de staffel en het weekendtarief.
            Omschrijving en prijs kun je daarna nog aanpassen.
          </p>
          <ListBox
            aria-label="Artikelen"
            items={items}
            className="max-h-80 overflow-auto rounded-md border border-gray-200 outline-none"
            onAction={(key) => {
              const item = seen.current.get(Number(key));
              if (!item) return;
              onPick(item);
              close();
            }}
            renderEmptyState={() => (
              <p className="px-3 py-2 text-sm text-gray-500">
                {!ready ? 'Prijsregels laden…' : results.isFetching ? 'Zoeken…' : 'Geen artikelen gevonden'}
              </p>
            )}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.name}
                className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 border-b border-gray-100 px-3 py-2 text-sm outline-none last:border-0 data-focused:bg-brand-50"
              >
                <Text slot="label" className="min-w-0 font-medium break-words">
                  {item.name}
                </Text>
                <Text slot="description" className="text-xs whitespace-nowrap text-gray-600">
                  {ITEM_TYPE_LABELS[item.type].short} · {priceText(item)}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </div>
      )}
    </Modal>
  );
}
