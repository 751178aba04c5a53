import { ORDER_MESSAGES } from '@app/contracts';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useBackClosesDialog } from '../../../lib/use-back-closes-dialog';
import type { OrderDraftLine } from '../order-lines';
import type { OrderFormState } from '../use-order-form';
import { OrderLineItem } from './order-line-item';

// The dialogs (with the availability calendar) load when first wanted: pointed at, focused or
// opened, not with the page.
const loadAddItemDialog = () => import('./add-item-dialog');
const AddItemDialog = lazy(() => loadAddItemDialog().then((m) => ({ default: m.AddItemDialog })));
const loadChangeDatesDialog = () => import('./change-dates-dialog');
const ChangeDatesDialog = lazy(() => loadChangeDatesDialog().then((m) => ({ default: m.ChangeDatesDialog })));

/** The order form's articles: the lines, "Artikel toevoegen", and each line's days changed in place. */
export function OrderLinesCard({ order }: { order: OrderFormState }) {
  const [addOpen, setAddOpen] = useState(false);
  const [changing, setChanging] = useState<OrderDraftLine | null>(null);
  useBackClosesDialog(addOpen, () => setAddOpen(false));
  useBackClosesDialog(changing !== null, () => setChanging(null));
  const { lines, setLines } = order;
  const itemsError = order.tried && lines.length === 0 ? ORDER_MESSAGES.itemsRequired : null;
  const orderId = order.initial?.id;

  return (
    <Card
      title="Artikelen"
      actions={
        <Button
          size="sm"
          icon={<Plus className="size-4" aria-hidden />}
          onPress={() => setAddOpen(true)}
          onHoverStart={() => void loadAddItemDialog()}
          onFocus={() => void loadAddItemDialog()}
        >
          Artikel toevoegen
        </Button>
      }
      flush
    >
      {lines.length === 0 ? (
        <EmptyState
          title="Nog geen artikelen"
          description="Voeg een product toe met de knop Artikel toevoegen."
        />
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Artikelen van de order">
          {lines.map((line, index) => (
            <OrderLineItem
              key={line.key}
              line={line}
              error={order.lineErrors[index]}
              onChangeDates={() => setChanging(line)}
              onChangeDatesIntent={() => void loadChangeDatesDialog()}
              onRemove={() => {
                setLines(lines.filter((l) => l.key !== line.key));
                order.clearLineErrors();
              }}
            />
          ))}
        </ul>
      )}
      {itemsError && (
        <p className="px-4 pb-3 text-sm text-red-700" role="alert">
          {itemsError}
        </p>
      )}
      {addOpen && (
        <Suspense fallback={null}>
          <AddItemDialog
            isOpen
            onOpenChange={setAddOpen}
            lines={lines}
            orderId={orderId}
            onSave={(line) => {
              setLines([...lines, line]);
              order.clearLineErrors();
            }}
          />
        </Suspense>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ChangeDatesDialog
            line={changing}
            otherLines={lines.filter((l) => l.key !== changing.key)}
            orderId={orderId}
            onClose={() => setChanging(null)}
            onSave={(changed) => {
              setLines(lines.map((l) => (l.key === changed.key ? changed : l)));
              order.clearLineErrors();
              setChanging(null);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
