import type { itemsListSchema } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { apiGet, type ResponseOf } from '../../../lib/api';
import type { ComponentDraft } from '../bundle-components-draft';

/**
 * "Inhoud van het pakket" on the item form: rows of article and count per set. Offers rentable and
 * sellable articles with stock (a package cannot hold a package, or an article without stock).
 */
export function BundleComponentsCard({
  rows,
  onChange,
  itemId,
  errors,
}: {
  rows: ComponentDraft[];
  onChange: (rows: ComponentDraft[]) => void;
  itemId: number | undefined;
  errors: Record<string, string>;
}) {
  const candidates = useQuery({
    queryKey: ['items', 'bundle-candidates'],
    queryFn: ({ signal }) =>
      apiGet<ResponseOf<typeof itemsListSchema>>('/items.view', {
        query: { filter: 'all,stocked', page: 1, per_page: 100, sort: 'name', direction: 'asc' },
        signal,
      }),
  });
  const options = (candidates.data?.results ?? [])
    .filter((row) => row.type !== 'bundle' && row.id !== itemId)
    .map((row) => ({ id: String(row.id), label: row.name }));
  const set = (index: number, patch: Partial<ComponentDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Card title="Inhoud van het pakket">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-gray-600">
          De artikelen van één set. Een bestelling van het pakket reserveert ze allemaal tegelijk.
        </p>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
          <div key={index} className="flex flex-wrap items-start gap-2">
            <Select
              label={`Artikel (regel ${index + 1})`}
              options={options}
              value={row.itemId === null ? null : String(row.itemId)}
              onChange={(value) => set(index, { itemId: value === null ? null : Number(value) })}
              errorMessage={errors[`components.${index}.item_id`]}
              className="min-w-0 flex-1 basis-56"
            />
            <TextField
              label={`Aantal (regel ${index + 1})`}
              value={row.quantity}
              onChange={(quantity) => set(index, { quantity })}
              inputMode="numeric"
              className="w-28"
              errorMessage={errors[`components.${index}.quantity`]}
            />
            <Button
              variant="ghost"
              className="mt-7"
              aria-label={`Regel ${index + 1} verwijderen`}
              onPress={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {errors.components ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.components}
          </p>
        ) : null}
        <div>
          <Button variant="secondary" onPress={() => onChange([...rows, { itemId: null, quantity: '1' }])}>
            <Plus className="size-4" aria-hidden />
            Artikel toevoegen
          </Button>
        </div>
      </div>
    </Card>
  );
}
