import { ListBox, ListBoxItem } from 'react-aria-components';
import { Badge } from '../../../components/ui/badge';
import { MessageBar } from '../../../components/ui/message-bar';
import { SearchField } from '../../../components/ui/search-field';
import { LoadingState } from '../../../components/ui/spinner';
import { itemStatusLabel, itemTypeShort } from '../../items';
import { priceText } from '../order-lines';
import type { AddItemState } from '../use-add-item';
import { LineThumbnail } from './order-line-item';

/** Step 1 of "Artikel toevoegen": search the stocked products and pick one. */
export function AddItemProductStep({ add }: { add: AddItemState }) {
  const { items, item } = add;
  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Zoek een product"
        value={add.search}
        onChange={add.setSearch}
        placeholder="Zoek naar artikelen"
      />
      {items.isPending ? (
        <LoadingState label="Producten laden…" />
      ) : items.isError ? (
        <MessageBar tone="danger">{items.error.message}</MessageBar>
      ) : (
        <ListBox
          aria-label="Producten op voorraad"
          selectionMode="single"
          items={items.data}
          selectedKeys={item ? [item.id] : []}
          disabledKeys={items.data.filter((i) => i.status !== 'active' || i.price === null).map((i) => i.id)}
          onSelectionChange={(keys) => {
            const [key] = [...(keys as Set<number>)];
            add.pick(items.data.find((i) => i.id === key) ?? null);
          }}
          renderEmptyState={() => (
            <p className="px-3 py-6 text-center text-sm text-gray-500">Geen artikelen op voorraad gevonden</p>
          )}
          className="max-h-80 divide-y divide-gray-100 overflow-auto rounded-md border border-gray-200 outline-none"
        >
          {(row) => (
            <ListBoxItem
              id={row.id}
              textValue={row.name}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm outline-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focused:bg-brand-50 data-selected:bg-brand-100"
            >
              <LineThumbnail url={row.thumbnail_url} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{row.name}</span>
                <span className="block text-xs text-gray-600">
                  {itemTypeShort(row.type)} · {priceText(row)} · Op voorraad: {row.stock_count}
                </span>
              </span>
              {row.status !== 'active' && <Badge tone="warning">{itemStatusLabel(row.status)}</Badge>}
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </div>
  );
}
