import type { InvoiceModel } from '@app/contracts';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ContactFields, DateFields, deliveryDefaults, headerBody, useHeaderForm } from './header-fields';

/** A concept's header, editable: contact, Kenmerk, dates and term. */
export function HeaderForm({
  invoice,
  isSaving,
  onSave,
  onDirtyChange,
}: {
  invoice: InvoiceModel;
  isSaving: boolean;
  onSave: (body: ReturnType<typeof headerBody>) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useHeaderForm({
    contact: invoice.contact ? { ...invoice.contact, people: invoice.contact.people } : null,
    person_id: invoice.reference?.id ?? null,
    identifier: invoice.identifier ?? '',
    invoice_date: invoice.invoice_date,
    days_until_due: String(invoice.days_until_due),
    ...deliveryDefaults(invoice),
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit((values) => onSave(headerBody(values)))();
      }}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card title="Contact">
          <ContactFields form={form} />
        </Card>
        <Card title="Factuurnummer en datum">
          <div className="flex flex-col gap-4">
            <div className="text-sm">
              <span className="text-gray-500">Factuurnummer: </span>
              <span data-testid="invoice-number">
                {invoice.invoice_id ?? 'wordt toegekend bij publiceren'}
              </span>
            </div>
            <DateFields form={form} />
          </div>
        </Card>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" isPending={isSaving} isDisabled={!form.formState.isDirty}>
          Gegevens opslaan
        </Button>
      </div>
    </form>
  );
}
