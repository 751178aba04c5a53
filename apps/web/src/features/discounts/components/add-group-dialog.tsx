import type { DiscountItem } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { useCategories } from '../../items';
import { itemCountText } from './discount-cards';
import { PickList } from './pick-list';

/**
 * "Groep toevoegen": pick a category to add all of its articles. A category whose articles are
 * all on the discount already (or that has none) is disabled; Toevoegen works only after a choice.
 */
export function AddGroupDialog({
  addedIds,
  onAdd,
  onClose,
}: {
  addedIds: ReadonlySet<number>;
  onAdd: (items: DiscountItem[]) => void;
  onClose: () => void;
}) {
  const categories = useCategories();
  const [chosen, setChosen] = useState<number | null>(null);
  const options = (categories.data ?? []).map((category) => {
    const missing = category.items.filter((item) => !addedIds.has(item.id)).length;
    const all = category.items.length;
    return {
      id: category.id,
      label: category.name,
      description:
        all === 0
          ? 'Geen artikelen'
          : missing === 0
            ? `${itemCountText(all)}, al toegevoegd`
            : missing === all
              ? itemCountText(all)
              : `${itemCountText(all)}, waarvan ${missing} nog niet toegevoegd`,
      isDisabled: missing === 0,
    };
  });
  const category = categories.data?.find((c) => c.id === chosen);

  return (
    <Modal
      title="Groep toevoegen"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Annuleren
          </Button>
          <Button
            isDisabled={!category}
            onPress={() => {
              if (!category) return;
              onAdd(category.items.filter((item) => !addedIds.has(item.id)));
              onClose();
            }}
          >
            Toevoegen
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p>Kies een categorie: al haar artikelen komen op de kortingsactie.</p>
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <MessageBar tone="danger">{categories.error.message}</MessageBar>
        ) : (
          <PickList
            label="Categorieën"
            options={options}
            selectionMode="single"
            selected={new Set(chosen === null ? [] : [chosen])}
            onChange={(keys) => setChosen([...keys][0] ?? null)}
            emptyText="Er zijn nog geen categorieën."
          />
        )}
      </div>
    </Modal>
  );
}
