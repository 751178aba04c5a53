import { DEFAULT_PAYMENT_TERM_DAYS, todayCalendarDate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ListPlus, Save } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { saveFailed, saveSucceeded } from '../../../lib/save-toast';
import { useSubmission } from '../../../lib/use-submission';
import {
  ContactFields,
  DateFields,
  type HeaderFormValues,
  headerBody,
  useHeaderForm,
} from '../components/header-fields';
import { InvoicePreview } from '../components/invoice-preview';
import { errorText, INVOICES_KEY, invoicesApi } from '../invoices-api';

/** Step 1 of a new invoice: the contact and dates; lines follow on the detail page. */
export function InvoiceNewPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useHeaderForm({
    contact: null,
    person_id: null,
    identifier: '',
    invoice_date: todayCalendarDate(),
    days_until_due: String(DEFAULT_PAYMENT_TERM_DAYS),
    delivery_own: false,
    delivery_from: '',
    delivery_until: '',
  });
  const openItems = useRef(false);
  const create = useMutation({
    mutationFn: (values: HeaderFormValues) => invoicesApi.create(headerBody(values)),
    onSuccess: (model) => {
      client.setQueryData([...INVOICES_KEY, 'view', model.uuid], model);
      void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
      saveSucceeded(`Concept #${model.concept_id} is aangemaakt.`);
      // Returned, so the submission stays busy until the invoice page has opened.
      return navigate(`/sales_invoices/${model.uuid}${openItems.current ? '?open=items' : ''}`);
    },
    onError: (error) => saveFailed(errorText(error)),
  });
  const submission = useSubmission();
  const submit = (withItems: boolean) => {
    if (submission.busy) return;
    openItems.current = withItems;
    // The failure is shown by the mutation's onError.
    void form.handleSubmit((values) =>
      submission.run(() => create.mutateAsync(values).catch(() => undefined)),
    )();
  };
  const values = form.watch();
  const person = values.contact?.people?.find((p) => p.id === values.person_id);

  return (
    <>
      <PageHeader title="Nieuwe factuur" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
          className="flex flex-col gap-6"
        >
          <Card title="Contact">
            <ContactFields form={form} />
          </Card>
          <Card title="Datums en betaaltermijn">
            <DateFields form={form} />
          </Card>
          <div className="flex justify-end gap-2">
            <Button
              type="submit"
              variant="secondary"
              icon={<Save className="size-4" aria-hidden />}
              isPending={submission.busy && !openItems.current}
            >
              Opslaan
            </Button>
            <Button
              icon={<ListPlus className="size-4" aria-hidden />}
              isPending={submission.busy && openItems.current}
              onPress={() => submit(true)}
            >
              Factuurregels
            </Button>
          </div>
        </form>
        <InvoicePreview
          contact={values.contact ?? null}
          personName={person ? `${person.first_name} ${person.last_name}` : null}
          identifier={values.identifier}
          invoiceDate={values.invoice_date}
          daysUntilDue={Number(values.days_until_due)}
          deliveryFrom={values.delivery_own ? values.delivery_from : null}
          deliveryUntil={values.delivery_own ? values.delivery_until : null}
        />
      </div>
    </>
  );
}
