import {
  type Contact,
  ORDER_MESSAGES,
  type OrderCashCreateRequest,
  type OrderModel,
  QUOTE_MESSAGES,
} from '@app/contracts';
import { missingOrderContactFields, ORDER_CONTACT_FIELD_MESSAGES } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useSubmission } from '../../lib/use-submission';
import { type ContactFormValues, emptyContactForm, toContactBody } from '../contacts';
import { quotesApi } from '../quotes';
import { contactUpdateOf } from './components/contact-completion';
import { type ManualTransportValues, readManualTransport } from './components/manual-transport';
import type { useOrderDraftStore } from './order-draft';
import { type OrderDraftLine, requestItemsOf } from './order-lines';
import { orderKeys, ordersApi } from './orders-api';

/** What saving an order needs of the form's state (use-order-form.ts). */
type SubmitInput = {
  initial: OrderModel | undefined;
  creating: boolean;
  form: UseFormReturn<ContactFormValues>;
  contact: Contact | null;
  contactUpdate: Record<string, string>;
  completionErrors: Record<string, string>;
  lines: readonly OrderDraftLine[];
  payment: string | null;
  publish: boolean;
  canMail: boolean;
  promo: string;
  notes: string;
  notesTooLong: boolean;
  manual: ManualTransportValues;
  live: { distanceUnknown: boolean };
  setTried: (tried: boolean) => void;
  hasWork: boolean;
  draftStore: ReturnType<typeof useOrderDraftStore>;
  leave: { leaveWithoutAsking: () => void };
};

/** The new contact's body for the API: the form's fields, the person of a business. */
const newContactBody = (values: ContactFormValues) => {
  const person =
    values.contact_type === 'business' && values.person_first_name && values.person_last_name
      ? { first_name: values.person_first_name, last_name: values.person_last_name }
      : null;
  return { ...toContactBody(values), person };
};

/**
 * Saving the order form: the form's own checks, then order.cashcreate or order.update, the
 * server's refusals at their fields (a line's at that line), and on success the draft gone and the
 * order opened. One submission at a time, busy from the press until the order page has opened: a
 * double click must not book the same units twice. `cancel` throws the order away (asking first
 * when something was typed): the draft goes with it.
 */
export function useOrderSubmit(input: SubmitInput) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [promoServerError, setPromoServerError] = useState<string | null>(null);
  const [notesServerError, setNotesServerError] = useState<string | null>(null);
  const [manualServerError, setManualServerError] = useState<string | null>(null);
  const [completionServerErrors, setCompletionServerErrors] = useState<Record<string, string>>({});
  const [discardOpen, setDiscardOpen] = useState(false);
  const create = useMutation({ mutationFn: ordersApi.create });
  const change = useMutation({
    mutationFn: (body: Parameters<typeof ordersApi.update>[1]) =>
      ordersApi.update(input.initial?.id ?? 0, body),
  });
  const createQuote = useMutation({ mutationFn: quotesApi.create });
  const changeQuote = useMutation({
    mutationFn: (body: Parameters<typeof quotesApi.update>[1]) =>
      quotesApi.update(input.initial?.id ?? 0, body),
  });
  const submission = useSubmission();
  const { initial, form, contact, lines } = input;

  /** Saved (or thrown away): no draft, and opening the next page is no leaving with unsaved work. */
  const finish = () => {
    input.draftStore.clear();
    input.leave.leaveWithoutAsking();
  };

  const showError = (error: unknown, lineOfItem: readonly number[]) => {
    setServerError(isApiError(error) ? error.message : 'Opslaan is mislukt.');
    if (!isApiError(error) || !error.errors) return;
    const perLine: Record<number, string> = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      const message = messages[0];
      if (!message) continue;
      const item = /^items\.(\d+)\./.exec(field);
      if (item) perLine[lineOfItem[Number(item[1])] ?? 0] = message;
      else if (field === 'promo_code') setPromoServerError(message);
      else if (field === 'notes') setNotesServerError(message);
      else if (field === 'manual_distance_km' || field === 'manual_transport_amount')
        setManualServerError(message);
      else if (field.startsWith('contact_update.')) {
        const name = field.slice('contact_update.'.length);
        setCompletionServerErrors((errors) => ({ ...errors, [name]: message }));
      } else if (field.startsWith('create_contact.')) {
        const name = field.slice('create_contact.'.length).replace(/^person\./, 'person_');
        if (name in emptyContactForm)
          form.setError(name as keyof ContactFormValues, { type: 'server', message });
      }
    }
    setLineErrors(perLine);
    // A unit someone else just took: the calendar must not offer it again.
    if (error.status === 409) void queryClient.invalidateQueries({ queryKey: ['items', 'availability'] });
  };

  /** The form's own checks; the new contact's body when they pass, else false. */
  const check = async (): Promise<OrderCashCreateRequest['create_contact'] | false> => {
    let createContact: OrderCashCreateRequest['create_contact'] = null;
    let ok = true;
    if (input.creating) {
      const valid = await form.trigger();
      const values = form.getValues();
      const missing = missingOrderContactFields({
        ...toContactBody(values),
        contact_type: values.contact_type,
      });
      for (const field of missing)
        form.setError(field, { type: 'order', message: ORDER_CONTACT_FIELD_MESSAGES[field] });
      if (!valid || missing.length > 0) ok = false;
      else createContact = newContactBody(values);
    } else if (
      !initial &&
      (!contact || Object.keys(input.completionErrors).length > 0 || contact.deleted_at)
    ) {
      ok = false;
    }
    if (lines.length === 0 || input.payment === null || input.notesTooLong) ok = false;
    const transport = readManualTransport(input.manual, input.live.distanceUnknown);
    if (transport.errors.distance || transport.errors.amount) ok = false;
    return ok ? createContact : false;
  };

  const resetErrors = () => {
    setServerError(null);
    setLineErrors({});
    setPromoServerError(null);
    setNotesServerError(null);
    setManualServerError(null);
    setCompletionServerErrors({});
  };

  /** The new order's (or quote's) body: the same fields, a quote mails nothing until Versturen. */
  const createBody = (
    createContact: OrderCashCreateRequest['create_contact'],
    items: OrderCashCreateRequest['items'],
    asQuote: boolean,
  ): OrderCashCreateRequest => ({
    contact_method: input.creating ? 'create' : 'existing',
    create_contact: createContact,
    existing_contact: input.creating ? null : (contact?.id ?? null),
    items,
    payment_method: input.payment ?? 'cash',
    publish: !asQuote && input.publish && input.canMail,
    promo_code: input.promo.trim() || null,
    notes: input.notes.trim() || null,
    contact_update: !input.creating && contact ? contactUpdateOf(contact, input.contactUpdate) : null,
    ...readManualTransport(input.manual, input.live.distanceUnknown).body,
  });

  /** Saves as the form stands: a new order or quote (`asQuote`), or the change of the one opened. */
  const persist = async (
    createContact: OrderCashCreateRequest['create_contact'],
    items: OrderCashCreateRequest['items'],
    asQuote: boolean,
  ): Promise<{ uuid: string; order: OrderModel | null; message: string }> => {
    const notes = input.notes.trim() || null;
    if (initial?.status === 'quote') {
      const quote = await changeQuote.mutateAsync({ items, notes, version: initial.version });
      return { uuid: quote.uuid, order: null, message: QUOTE_MESSAGES.changed };
    }
    if (initial) {
      const order = await change.mutateAsync({
        items,
        notes,
        version: initial.version,
        send_confirmation: input.publish && input.canMail,
      });
      return { uuid: order.uuid, order, message: ORDER_MESSAGES.changed };
    }
    if (asQuote) {
      const quote = await createQuote.mutateAsync(createBody(createContact, items, true));
      return { uuid: quote.uuid, order: null, message: QUOTE_MESSAGES.created(quote.number) };
    }
    const order = await create.mutateAsync(createBody(createContact, items, false));
    return { uuid: order.uuid, order: null, message: `Order #${order.id} is aangemaakt.` };
  };

  const save = async (asQuote: boolean) => {
    input.setTried(true);
    resetErrors();
    const createContact = await check();
    if (createContact === false) {
      setServerError(
        `De ${asQuote ? 'offerte' : 'order'} is nog niet compleet. Kijk de gemarkeerde onderdelen na.`,
      );
      return;
    }
    const { items, lineOfItem } = requestItemsOf(lines);
    let saved: Awaited<ReturnType<typeof persist>>;
    try {
      saved = await persist(createContact, items, asQuote);
    } catch (error) {
      showError(error, lineOfItem);
      return;
    }
    // The draft goes before the order's new version reaches the change page (which would start a
    // fresh form on it and must not find the draft of the version just saved).
    finish();
    for (const key of [orderKeys.all, ['quotes'], ['items'], ['contacts'], ['invoices'], ['schedule']])
      void queryClient.invalidateQueries({ queryKey: key });
    if (saved.order) queryClient.setQueryData(orderKeys.detail(saved.order.uuid), saved.order);
    toast.success(saved.message);
    await navigate(`/orders/${saved.uuid}`);
  };

  const discard = () => {
    setDiscardOpen(false);
    finish();
    void navigate(initial ? `/orders/${initial.uuid}` : '/orders');
  };

  return {
    submit: () => submission.run(() => save(false)),
    /** "Offerte maken" on a new order: a quote that reserves nothing and mails nothing yet. */
    submitQuote: () => submission.run(() => save(true)),
    busy: submission.busy,
    serverError,
    lineErrors,
    clearLineErrors: () => setLineErrors({}),
    promoServerError,
    clearPromoServerError: () => setPromoServerError(null),
    notesServerError,
    clearNotesServerError: () => setNotesServerError(null),
    manualServerError,
    clearManualServerError: () => setManualServerError(null),
    completionServerErrors,
    clearCompletionServerError: (field: string) =>
      setCompletionServerErrors(({ [field]: _, ...rest }) => rest),
    /** The server's messages of an earlier save, all gone (another contact, starting over). */
    resetErrors,
    /** Annuleren: asks first when something was typed, then throws the order (and its draft) away. */
    cancel: () => (input.hasWork ? setDiscardOpen(true) : discard()),
    discardOpen,
    setDiscardOpen,
    discard,
  };
}
