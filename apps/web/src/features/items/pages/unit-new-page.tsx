import { ITEM_MESSAGES, type ItemModel } from '@app/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { fieldError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/use-submission';
import { useCreateUnit, useItem } from '../items-api';

/** "Voorraad toevoegen": a serial number for rentable items, a quantity for sellable ones. */
export function UnitNewPage() {
  const { itemId } = useParams();
  const item = useItem(itemId);
  if (item.isPending) return <LoadingState />;
  if (item.isError) return <MessageBar tone="danger">{item.error.message}</MessageBar>;
  return <UnitForm item={item.data} />;
}

function UnitForm({ item }: { item: ItemModel }) {
  const navigate = useNavigate();
  const create = useCreateUnit();
  const rentable = item.type === 'rentable';
  const [serial, setSerial] = useState('');
  const [quantity, setQuantity] = useState(rentable ? '1' : '');
  const [touched, setTouched] = useState(false);
  const back = `/items/${item.id}?view=stock`;

  const quantityValid = rentable || /^\d+$/.test(quantity.trim());
  const localError = touched
    ? rentable
      ? serial.trim() === ''
        ? { field: 'serial_number', message: ITEM_MESSAGES.serialRequired }
        : null
      : quantityValid
        ? null
        : { field: 'quantity', message: ITEM_MESSAGES.quantityInvalid }
    : null;
  const serialError =
    (localError?.field === 'serial_number' ? localError.message : undefined) ??
    fieldError(create.error, 'serial_number');
  const quantityError =
    (localError?.field === 'quantity' ? localError.message : undefined) ??
    fieldError(create.error, 'quantity');

  const submission = useSubmission();
  const submit = () => {
    setTouched(true);
    if (rentable ? serial.trim() === '' : !quantityValid) return;
    void submission.run(() =>
      create
        .mutateAsync(
          rentable
            ? { item_id: item.id, serial_number: serial.trim(), quantity: 1 }
            : { item_id: item.id, serial_number: null, quantity: Number(quantity.trim()) },
        )
        // The error shows from the mutation's state.
        .then(
          () => navigate(back),
          () => undefined,
        ),
    );
  };

  return (
    <div className="max-w-xl">
      <PageHeader title="Voorraad toevoegen" description={item.name} />
      <Card>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {create.error && !serialError && !quantityError && (
            <MessageBar tone="danger">{create.error.message}</MessageBar>
          )}
          <TextField
            label="Serienummer"
            value={serial}
            onChange={setSerial}
            isDisabled={!rentable}
            autoFocus={rentable}
            placeholder={rentable ? 'bijv. SK-2024-001' : undefined}
            description={rentable ? undefined : 'Alleen voor verhuurbare artikelen.'}
            errorMessage={serialError}
          />
          <TextField
            label="Aantal"
            value={quantity}
            onChange={setQuantity}
            isDisabled={rentable}
            inputMode="numeric"
            autoFocus={!rentable}
            description={rentable ? 'Een verhuurbare eenheid heeft altijd aantal 1.' : undefined}
            errorMessage={quantityError}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={() => void navigate(back)}>
              Annuleren
            </Button>
            <Button type="submit" isPending={submission.busy}>
              Opslaan
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
