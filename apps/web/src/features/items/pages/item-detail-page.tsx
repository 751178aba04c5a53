import type { ItemModel } from '@app/contracts';
import { formatMoney } from '@app/domain';
import { ImageOff, Images, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { QueryTabs } from '../../../components/ui/tabs';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { ItemSafetyCard } from '../../safety';
import { BundleContents } from '../components/bundle-contents';
import { CertificatesTab } from '../components/certificates-tab';
import { GalleryDialog } from '../components/gallery-dialog';
import { StockTab } from '../components/stock-tab';
import { itemStatusLabel, itemTypeLong, STATUS_TONES } from '../item-labels';
import { useItem } from '../items-api';

export function ItemDetailPage() {
  useFlashMessage();
  const { itemId } = useParams();
  const item = useItem(itemId);
  if (item.isPending) return <LoadingState />;
  if (item.isError) return <MessageBar tone="danger">{item.error.message}</MessageBar>;
  return <ItemDetail item={item.data} />;
}

const weightText = (kg: number | null) =>
  kg === null ? null : new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }).format(kg);

function ItemDetail({ item }: { item: ItemModel }) {
  const [galleryOpen, setGalleryOpen] = useState(false);
  const deleted = Boolean(item.deleted_at);
  const cover = item.images[0];
  const priceSuffix = item.type === 'sellable' ? ' per stuk' : ' per dag';
  const facts: Array<[string, string | null, string]> = [
    ['Artikelnummer', String(item.id), ''],
    ['Type', itemTypeLong(item.type), ''],
    ['Merk', item.brand, 'Geen merk'],
    ['Afmetingen', item.dimensions, 'Geen afmetingen'],
    ['Gewicht (kg)', weightText(item.weight), 'Geen gewicht'],
    ['Categorie', item.category, 'Geen categorie'],
    ['SKU', item.sku, 'Geen SKU'],
    ['EAN', item.ean, 'Geen EAN'],
    ['Prijs', item.price === null ? null : `${formatMoney(item.price)}${priceSuffix}`, 'Geen prijs'],
  ];
  return (
    <div>
      <PageHeader
        title={item.name || 'Naamloos artikel'}
        before={
          <Link
            href="/items"
            className="inline-flex min-h-11 items-center text-sm text-brand-700 hover:underline sm:min-h-0"
          >
            ← Artikelen
          </Link>
        }
        actions={
          // A deleted item can be looked at but not changed (the server refuses every change).
          deleted ? undefined : (
            <>
              <Link href={`/items/${item.id}/edit`} className={buttonClassName('secondary')}>
                <Pencil className="size-4" aria-hidden />
                Bewerken
              </Link>
              {item.type === 'bundle' ? null : (
                <Link href={`/items/${item.id}/unit/new`} className={buttonClassName('primary')}>
                  <Plus className="size-4" aria-hidden />
                  Voorraad toevoegen
                </Link>
              )}
            </>
          )
        }
      />
      {item.deleted_at && (
        <MessageBar tone="warning" className="mb-4">
          Dit artikel is verwijderd.
        </MessageBar>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card flush>
          {cover ? (
            <img
              src={cover.thumbnail_url ?? cover.url}
              alt={item.name}
              className="aspect-[4/3] w-full rounded-t-lg object-cover"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full items-center justify-center rounded-t-lg bg-gray-100 text-gray-400">
              <ImageOff className="size-10" aria-hidden />
              <span className="sr-only">Geen afbeelding</span>
            </div>
          )}
          <div className="p-4">
            <h2 className="mb-3 text-lg font-semibold text-gray-900">{item.name || 'Naamloos artikel'}</h2>
            <dl
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm"
              aria-label="Artikelgegevens"
            >
              {facts.map(([label, value, fallback]) => (
                <div key={label} className="contents">
                  <dt className="text-gray-600">{label}</dt>
                  <dd className={value ? 'text-gray-900' : 'text-gray-500 italic'}>{value ?? fallback}</dd>
                </div>
              ))}
              <dt className="text-gray-600">Status</dt>
              <dd>
                <Badge tone={STATUS_TONES[item.status]}>{itemStatusLabel(item.status)}</Badge>
              </dd>
            </dl>
            {!deleted && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-4"
                icon={<Images className="size-4" aria-hidden />}
                onPress={() => setGalleryOpen(true)}
              >
                Galerij
              </Button>
            )}
          </div>
        </Card>
        <div className="min-w-0">
          <QueryTabs
            aria-label="Artikel"
            defaultTab="overview"
            tabs={[
              {
                id: 'overview',
                label: 'Overzicht',
                content: (
                  <Card>
                    {item.description ? (
                      <p className="whitespace-pre-line text-gray-800">{item.description}</p>
                    ) : (
                      <p className="text-gray-600">Dit artikel heeft geen informatie beschikbaar.</p>
                    )}
                  </Card>
                ),
              },
              {
                id: 'thumbnails',
                label: 'Afbeeldingen',
                content:
                  item.images.length > 0 ? (
                    <ul className="grid grid-cols-3 gap-3" aria-label="Afbeeldingen">
                      {item.images.map((image) => (
                        <li key={image.id}>
                          <a href={image.url} target="_blank" rel="noreferrer">
                            <img
                              src={image.thumbnail_url ?? image.url}
                              alt={image.file_name}
                              className="aspect-square w-full rounded-md border border-gray-200 object-cover"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Card>
                      <p className="text-gray-600">Dit artikel heeft nog geen afbeeldingen.</p>
                    </Card>
                  ),
              },
              item.type === 'bundle'
                ? {
                    id: 'stock',
                    label: `Inhoud (${item.components.length})`,
                    content: <BundleContents item={item} />,
                  }
                : {
                    id: 'stock',
                    label: `Voorraad (${item.units.length})`,
                    content: <StockTab item={item} />,
                  },
              { id: 'certificates', label: 'Certificaten', content: <CertificatesTab item={item} /> },
              ...(item.type === 'rentable'
                ? [{ id: 'safety', label: 'Veiligheid', content: <ItemSafetyCard itemId={item.id} /> }]
                : []),
            ]}
          />
        </div>
      </div>
      <GalleryDialog item={item} isOpen={galleryOpen && !deleted} onOpenChange={setGalleryOpen} />
    </div>
  );
}
