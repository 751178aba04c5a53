import type { ItemModel } from '@app/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Button } from '../../../components/ui/button';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { useGalleryImages, useSaveItem } from '../items-api';

export type GalleryDialogProps = { item: ItemModel; isOpen: boolean; onOpenChange: (open: boolean) => void };

/**
 * "Galerij": pick stored images, newest first, a page at a time ("Meer laden"); "Selectie
 * bewaren" sets the item's images to the chosen ones (the item's order kept, new ones at the end).
 */
export function GalleryDialog({ item, isOpen, onOpenChange }: GalleryDialogProps) {
  return isOpen ? <GalleryDialogBody item={item} onOpenChange={onOpenChange} /> : null;
}

function GalleryDialogBody({ item, onOpenChange }: Omit<GalleryDialogProps, 'isOpen'>) {
  const images = useGalleryImages(true);
  const loaded = images.data?.images ?? [];
  const total = images.data?.total ?? 0;
  const save = useSaveItem(String(item.id));
  const current = new Set(item.images.map((i) => i.id));
  const [selected, setSelected] = useState<Set<number>>(() => new Set(current));

  const keep = () => {
    // The item's order is kept; newly chosen images go to the end.
    const ids = [
      ...item.images.map((i) => i.id).filter((id) => selected.has(id)),
      ...[...selected].filter((id) => !current.has(id)),
    ];
    save.mutate({ images: ids }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Modal
      title="Galerij"
      size="xl"
      isOpen
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Annuleren
          </Button>
          <Button onPress={keep} isPending={save.isPending}>
            Selectie bewaren
          </Button>
        </>
      )}
    >
      {save.error && (
        <MessageBar tone="danger" className="mb-3">
          {save.error.message}
        </MessageBar>
      )}
      {images.isPending ? (
        <LoadingState />
      ) : images.isError && !images.data ? (
        <MessageBar tone="danger">{images.error.message}</MessageBar>
      ) : (
        <>
          <GridList
            aria-label="Afbeeldingen"
            layout="grid"
            selectionMode="multiple"
            selectedKeys={selected}
            onSelectionChange={(keys) =>
              setSelected(
                keys === 'all'
                  ? new Set([...selected, ...loaded.map((a) => a.id)])
                  : new Set([...keys].map(Number)),
              )
            }
            items={loaded}
            renderEmptyState={() => <p className="text-gray-600">Er zijn nog geen afbeeldingen.</p>}
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          >
            {(asset) => (
              <GridListItem
                id={asset.id}
                textValue={asset.file_name}
                className="relative cursor-pointer overflow-hidden rounded-md border-2 border-transparent outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-selected:border-brand-600"
              >
                {({ isSelected }) => (
                  <>
                    <img
                      src={asset.thumbnail_url ?? asset.url}
                      alt={asset.file_name}
                      className="aspect-square w-full object-cover"
                    />
                    {isSelected && (
                      <span className="absolute top-1 right-1 rounded-full bg-brand-600 p-0.5 text-white">
                        <Check className="size-4" aria-hidden />
                      </span>
                    )}
                  </>
                )}
              </GridListItem>
            )}
          </GridList>
          {total > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2">
              <p className="text-sm text-gray-600" aria-live="polite">
                {loaded.length} van {total} afbeeldingen
              </p>
              {images.isFetchNextPageError && (
                <MessageBar tone="danger">{images.error?.message ?? 'Laden is mislukt.'}</MessageBar>
              )}
              {images.hasNextPage && (
                <Button
                  variant="secondary"
                  isPending={images.isFetchingNextPage}
                  onPress={() => void images.fetchNextPage()}
                >
                  Meer laden
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
