import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { OrderDraftLine } from '../order-lines';
import { useAddItem } from '../use-add-item';
import { AddItemPeriodStep } from './add-item-period-step';
import { AddItemProductStep } from './add-item-product-step';
import { AddItemSaleStep } from './add-item-sale-step';
import { AddItemWindowStep } from './add-item-window-step';
import { StepIndicator } from './step-indicator';

const STEP_TITLES = ['Kies een product', 'Kies de periode', 'Kies de levertijd'] as const;

/**
 * The add-item dialog of the order form (spec: 3 steps): a stocked product, a date range on the
 * availability calendar (or a delivery day and pieces for a sale), a delivery window. Volgende
 * is disabled until the step's choice is made; the last step's button reads Opslaan.
 */
export function AddItemDialog({
  isOpen,
  onOpenChange,
  lines,
  onSave,
  orderId,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly OrderDraftLine[];
  onSave: (line: OrderDraftLine) => void;
  /**
   * "Order wijzigen": the order being changed. Its own sold pieces and reserved days are not taken
   * (its lines hold them, and order.update frees them before reserving again).
   */
  orderId?: number | undefined;
}) {
  const add = useAddItem({ isOpen, lines, orderId });
  const { step, setStep } = add;
  const close = () => {
    onOpenChange(false);
    add.reset();
  };
  const save = () => {
    const line = add.lineOf();
    if (!line) return;
    onSave(line);
    close();
  };

  return (
    <Modal
      title="Artikel toevoegen"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      size="lg"
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" onPress={close}>
            Annuleren
          </Button>
          <div className="flex gap-2">
            {step > 0 && (
              // "stap": the calendar has its own (hidden) "Vorige" and "Volgende" buttons.
              <Button variant="secondary" aria-label="Vorige stap" onPress={() => setStep(step - 1)}>
                Vorige
              </Button>
            )}
            {step < 2 ? (
              <Button isDisabled={!add.canNext} aria-label="Volgende stap" onPress={() => setStep(step + 1)}>
                Volgende
              </Button>
            ) : (
              <Button isDisabled={!add.canNext} onPress={save}>
                Opslaan
              </Button>
            )}
          </div>
        </div>
      }
    >
      <StepIndicator titles={STEP_TITLES} step={step} />
      <h3 className="mb-3 text-base font-semibold text-gray-900">
        Stap {step + 1} van 3:{' '}
        {step === 1 && add.sellable ? 'Kies de leverdag en het aantal' : STEP_TITLES[step]}
      </h3>
      {step === 0 && <AddItemProductStep add={add} />}
      {step === 1 &&
        add.item &&
        (add.sellable ? <AddItemSaleStep add={add} /> : <AddItemPeriodStep add={add} />)}
      {step === 2 && <AddItemWindowStep add={add} />}
    </Modal>
  );
}
