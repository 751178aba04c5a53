import type { InvoiceModel, InvoiceSendRequest, ZeroRateReasonValue } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toast } from '../../../lib/toast';
import { useSettings } from '../../settings';
import { errorText, INVOICES_KEY, invoiceMailKey, invoicesApi, pdfFileName } from '../invoices-api';
import { linesWithoutReason, ZeroRateReasons } from './status-dialogs';

/** The contract's check of the address and text, loaded with the form's first validation. */
const sendMailResolver = lazyZodResolver(() =>
  import('./send-mail-schema').then((m) => m.invoiceSendRequestSchema),
);

/**
 * "Verstuur per e-mail": to the contact person's (else the contact's) address, with a Dutch
 * message, all editable; the PDF goes along. A concept is published first: the dialog says so and
 * its button reads "Publiceren en versturen".
 */
export function SendMailDialog({
  invoice,
  isOpen,
  onOpenChange,
  onSent,
}: {
  invoice: InvoiceModel;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (invoice: InvoiceModel, to: string) => void;
}) {
  // Fetched fresh on every opening: the draft names the amount as it stands now.
  const mail = useQuery({
    queryKey: [...invoiceMailKey(invoice.id), 'draft'],
    queryFn: ({ signal }) => invoicesApi.mailInfo(invoice.id, signal),
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <Modal title="Verstuur per e-mail" isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      {(close) =>
        mail.isPending ? (
          <LoadingState label="E-mail voorbereiden…" />
        ) : mail.isError ? (
          <MessageBar tone="danger">{errorText(mail.error)}</MessageBar>
        ) : (
          <SendMailForm
            invoice={invoice}
            draft={mail.data.draft}
            onCancel={close}
            onSent={(sent, to) => {
              onSent(sent, to);
              close();
            }}
          />
        )
      }
    </Modal>
  );
}

function SendMailForm({
  invoice,
  draft,
  onCancel,
  onSent,
}: {
  invoice: InvoiceModel;
  draft: InvoiceSendRequest;
  onCancel: () => void;
  onSent: (invoice: InvoiceModel, to: string) => void;
}) {
  const client = useQueryClient();
  const form = useForm<InvoiceSendRequest>({
    resolver: sendMailResolver,
    defaultValues: draft,
    mode: 'onSubmit',
  });
  const isConcept = invoice.status === 'concept';
  // Sending a concept publishes it: its 0% lines without a reason get one here, preselected with
  // the company's default, as in the Publiceren dialog (publishing never dead-ends).
  const settings = useSettings();
  const fallback = settings.data?.invoice_zero_rate_reason_default ?? 'outside_scope';
  const [chosen, setChosen] = useState<Record<string, ZeroRateReasonValue>>({});
  const missing = isConcept ? linesWithoutReason(invoice) : [];
  const reasonOf = (uuid: string) => chosen[uuid] ?? fallback;
  const send = useMutation({
    // The version the page shows: sending publishes a concept, refused when it changed meanwhile.
    mutationFn: (values: InvoiceSendRequest) =>
      invoicesApi.send(invoice.id, {
        ...values,
        version: invoice.version,
        ...(missing.length > 0
          ? { zero_rate_reasons: missing.map((line) => ({ uuid: line.uuid, reason: reasonOf(line.uuid) })) }
          : {}),
      }),
    onSuccess: (model, values) => {
      client.setQueryData([...INVOICES_KEY, 'view', model.uuid], model);
      void client.invalidateQueries({ queryKey: [...INVOICES_KEY, 'list'] });
      void client.invalidateQueries({ queryKey: invoiceMailKey(model.id) });
      toast.success(`De factuur wordt verstuurd naar ${values.to}.`);
      onSent(model, values.to);
    },
    onError: (error) => {
      // Field errors go to their fields; a refused publish (missing details) stays in the bar.
      if (!isApiError(error) || !error.errors) return;
      for (const field of ['to', 'subject', 'message'] as const) {
        const message = error.errors[field]?.[0];
        if (message) form.setError(field, { message });
      }
    },
  });
  const fieldErrors = isApiError(send.error) ? send.error.errors : undefined;
  const otherError =
    send.error && !(fieldErrors && ['to', 'subject', 'message'].some((f) => fieldErrors[f]))
      ? errorText(send.error)
      : null;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit((values) => send.mutate(values))();
      }}
    >
      {isConcept ? (
        <MessageBar tone="warning" live="none">
          Deze factuur is nog een concept. Bij versturen wordt hij eerst gepubliceerd: hij krijgt een
          definitief factuurnummer en kan daarna niet meer worden verwijderd.
          {invoice.invoice_id ? null : ' {factuurnummer} in de tekst wordt dan vervangen door dat nummer.'}
        </MessageBar>
      ) : null}
      {missing.length > 0 ? (
        <ZeroRateReasons
          lines={missing}
          value={reasonOf}
          onChange={(uuid, reason) => setChosen((current) => ({ ...current, [uuid]: reason }))}
        />
      ) : null}
      {otherError ? (
        <MessageBar tone="danger">
          <span data-testid="send-error">{otherError}</span>
        </MessageBar>
      ) : null}
      <FormTextField
        control={form.control}
        name="to"
        label="Aan"
        type="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField control={form.control} name="subject" label="Onderwerp" isRequired />
      <FormTextField control={form.control} name="message" label="Bericht" multiline rows={12} isRequired />
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Paperclip className="size-4 shrink-0" aria-hidden />
        <span>
          Bijlage:{' '}
          {isConcept && !invoice.invoice_id
            ? 'factuur-{factuurnummer}.pdf'
            : pdfFileName({ ...invoice, status: 'outstanding' })}
        </span>
      </p>
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 pt-3">
        <Button variant="secondary" onPress={onCancel} isDisabled={send.isPending}>
          Annuleren
        </Button>
        <Button type="submit" isPending={send.isPending}>
          {isConcept ? 'Publiceren en versturen' : 'Versturen'}
        </Button>
      </div>
    </form>
  );
}
