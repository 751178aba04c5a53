import type { DiscountItem } from '@app/contracts';
import { SEARCH_DEBOUNCE_MS } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { SearchField } from '../../../components/ui/search-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useItemSearch } from '../discounts-api';
import { PickList } from './pick-list';

/**
 * "Artikel toevoegen": search the articles, pick one or more; articles already on the discount
 * are disabled, and Toevoegen works only after a choice. Render it only while open (its choice
 * starts empty each time).
 */
export function AddItemDialog({
  addedIds,
  onAdd,
  onClose,
}: {
  addedIds: ReadonlySet<number>;
  onAdd: (items: DiscountItem[]) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useItemSearch(term, true);
  // The choice survives another search: id → name.
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const options = (results.data ?? []).map((item) => ({
    id: item.id,
    label: item.name || 'Naamloos artikel',
    description: addedIds.has(item.id) ? 'Al toegevoegd' : undefined,
    isDisabled: addedIds.has(item.id),
  }));

  const select = (keys: Set<number>) => {
    const next = new Map(chosen);
    for (const option of options) {
      if (keys.has(option.id)) next.set(option.id, option.label);
      else next.delete(option.id);
    }
    setChosen(next);
  };

  return (
    <Modal
      title="Artikel toevoegen"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Annuleren
          </Button>
          <Button
            isDisabled={chosen.size === 0}
            onPress={() => {
              onAdd([...chosen].map(([id, name]) => ({ id, name })));
              onClose();
            }}
          >
            {chosen.size > 1 ? `${chosen.size} artikelen toevoegen` : 'Toevoegen'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SearchField
          label="Zoek naar artikelen"
          placeholder="Naam, merk, SKU of EAN"
          value={search}
          onChange={setSearch}
          autoFocus
        />
        {results.isError && <MessageBar tone="danger">{results.error.message}</MessageBar>}
        <PickList
          label="Artikelen"
          options={options}
          selectionMode="multiple"
          selected={new Set(chosen.keys())}
          onChange={select}
          emptyText={results.isPending || results.isFetching ? 'Zoeken…' : 'Geen artikelen gevonden'}
        />
        <p className="text-xs text-gray-500" aria-live="polite">
          {chosen.size === 0 ? 'Kies een of meer artikelen.' : `${chosen.size} gekozen`}
        </p>
      </div>
    </Modal>
  );
}
