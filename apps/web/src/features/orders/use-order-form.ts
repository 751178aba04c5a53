import { type Contact, MAX_ORDER_NOTES_LENGTH, ORDER_MESSAGES, type OrderModel } from '@app/contracts';
import { incompleteContactMessage, missingOrderContactFields, type OrderContactField } from '@app/domain';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router';
import { useLeaveWarning } from '../../components/leave-warning';
import { useQueryTab } from '../../components/ui/use-query-tab';
import { type ContactFormValues, contactFormResolver, emptyContactForm } from '../contacts';
import { completionErrorsOf, completionFieldsOf, completionStartOf } from './components/contact-completion';
import { type ManualTransportValues, readManualTransport } from './components/manual-transport';
import { isDraftWorthKeeping, type OrderDraft, useKeepOrderDraft, useOrderDraftStore } from './order-draft';
import { draftLinesOf, type OrderDraftLine } from './order-lines';
import { useOrderFormQuote } from './use-order-form-quote';
import { useOrderSubmit } from './use-order-submit';

export const CONTACT_TABS = ['contact_exists', 'contact_new'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

/** Contant is preselected (the usual choice); iDEAL only while the server has a Mollie key. */
const FIRST_PAYMENT_METHOD: string | null = 'cash';

/** The contact of an order being changed, in the shape the form shows (it cannot change). */
export const contactOf = (order: OrderModel) =>
  ({ ...order.contact, country: order.contact.country_code }) as unknown as Contact;

/**
 * The order form's state: a new order (order.cashcreate), or with `initial` "Order wijzigen"
 * (its lines and notes filled in, its contact fixed; saving sends the whole new list of lines to
 * order.update with the version it was loaded at). Keeps a draft of what is typed (order-draft.ts)
 * and the live total; `submit` validates and saves, `cancel` throws the order away.
 */
export function useOrderForm({
  initial,
  initialLines,
}: {
  initial?: OrderModel | undefined;
  /** A quote's lines (it holds no reservations to take them from). */
  initialLines?: OrderDraftLine[] | undefined;
}) {
  const startLines = () => initialLines ?? (initial ? draftLinesOf(initial) : []);
  const editing = initial !== undefined;
  const [queryTab, setTab] = useQueryTab<ContactTab>(CONTACT_TABS, 'contact_exists');
  const tab: ContactTab = editing ? 'contact_exists' : queryTab;
  const [searchParams] = useSearchParams();
  const draftStore = useOrderDraftStore(useLocation().pathname, initial?.version);
  const draft = draftStore.initial;
  const [restored, setRestored] = useState(draft !== null);
  const [contact, setContact] = useState<Contact | null>(
    () => draft?.contact ?? (initial ? contactOf(initial) : null),
  );
  const [contactUpdate, setContactUpdate] = useState<Record<string, string>>(draft?.contactUpdate ?? {});
  const [lines, setLines] = useState<OrderDraftLine[]>(() => draft?.lines ?? startLines());
  const [payment, setPayment] = useState<string | null>(draft ? draft.payment : FIRST_PAYMENT_METHOD);
  // null: not touched, so the confirmation follows whether the contact has an e-mail address.
  const [publishChoice, setPublish] = useState<boolean | null>(draft?.publishChoice ?? null);
  const [promo, setPromo] = useState(() => draft?.promo ?? initial?.promo_code ?? '');
  const [notes, setNotes] = useState(() => draft?.notes ?? initial?.notes ?? '');
  const [manual, setManual] = useState<ManualTransportValues>({
    distance: draft?.manualDistance ?? '',
    amount: draft?.manualAmount ?? '',
  });
  const [tried, setTried] = useState(false);
  // The kept tab, when the address names none (the page opened again from the menu): the URL's
  // `?view=` wins over the draft's tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (draft && !searchParams.get('view') && draft.tab !== 'contact_exists') setTab(draft.tab);
  }, []);

  const form = useForm<ContactFormValues>({
    resolver: contactFormResolver,
    mode: 'onTouched',
    defaultValues: draft?.newContact ?? emptyContactForm,
  });
  const watched = useWatch({ control: form.control });
  const creating = tab === 'contact_new';
  const completing = !creating && contact !== null && completionFieldsOf(contact).length > 0;
  // The e-mail typed to complete the contact counts for the confirmation (checkbox and hint).
  const email =
    (creating
      ? watched.email_address
      : completing && contactUpdate.email_address !== undefined
        ? contactUpdate.email_address
        : contact?.email_address
    )?.trim() ?? '';
  const canMail = email !== '';
  const publish = publishChoice ?? canMail;

  const live = useOrderFormQuote({
    creating,
    contact,
    completing,
    contactUpdate,
    newContact: watched,
    lines,
    promo,
    manual,
  });
  const contactMissing: OrderContactField[] = contact ? missingOrderContactFields(contact) : [];
  const completionErrors = contact && completing ? completionErrorsOf(contact, contactUpdate) : {};
  const contactError = creating
    ? null
    : !contact
      ? tried
        ? ORDER_MESSAGES.noContactSelected
        : null
      : contact.deleted_at
        ? ORDER_MESSAGES.contactArchived
        : contactMissing.length > 0
          ? incompleteContactMessage(contactMissing)
          : null;
  const manualErrors = readManualTransport(manual, live.distanceUnknown).errors;
  const notesLength = notes.trim().length;

  // Changing an order: only a real change is unsaved work (the page opens with the order's lines).
  const changed =
    initial !== undefined &&
    (JSON.stringify(lines) !== JSON.stringify(startLines()) || notes !== (initial.notes ?? ''));
  const leave = useLeaveWarning(editing ? changed : lines.length > 0);
  const currentDraft: OrderDraft = {
    v: 1,
    tab,
    contact,
    contactUpdate,
    newContact: form.getValues(),
    lines,
    payment,
    publishChoice,
    promo,
    notes,
    manualDistance: manual.distance,
    manualAmount: manual.amount,
    ...(initial ? { version: initial.version } : {}),
  };
  useKeepOrderDraft(draftStore, currentDraft, !editing || changed);

  const startOver = () => {
    draftStore.clear();
    setContact(null);
    setContactUpdate({});
    setLines([]);
    setPayment(FIRST_PAYMENT_METHOD);
    setPublish(null);
    setPromo('');
    setNotes('');
    setManual({ distance: '', amount: '' });
    form.reset(emptyContactForm);
    setTried(false);
    setRestored(false);
  };

  const state = {
    editing,
    initial,
    tab,
    setTab,
    creating,
    restored,
    startOver,
    form,
    contact,
    setContact: (picked: Contact) => {
      setContact(picked);
      setContactUpdate(completionStartOf(picked));
    },
    contactUpdate,
    setContactUpdate,
    completing,
    completionErrors,
    contactError,
    lines,
    setLines,
    payment,
    setPayment,
    email,
    canMail,
    publish,
    setPublish,
    promo,
    setPromo,
    notes,
    setNotes,
    notesLength,
    notesTooLong: notesLength > MAX_ORDER_NOTES_LENGTH,
    manual,
    setManual,
    manualErrors,
    live,
    tried,
    setTried,
    hasWork: editing ? changed : isDraftWorthKeeping(currentDraft),
    draftStore,
    leave,
  };
  const submit = useOrderSubmit(state);
  return {
    ...state,
    ...submit,
    startOver: () => {
      startOver();
      submit.resetErrors();
    },
    setContact: (picked: Contact) => {
      state.setContact(picked);
      submit.resetErrors();
    },
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
