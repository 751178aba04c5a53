import {
  type Contact,
  MAX_ORDER_NOTES_LENGTH,
  ORDER_MESSAGES,
  type OrderCashCreateRequest,
  type OrderModel,
  type OrderQuoteRequest,
} from '@app/contracts';
import {
  deliveryWindowText,
  formatDisplayDate,
  formatMoney,
  formatTravelDistance,
  incompleteContactMessage,
  missingOrderContactFields,
  ORDER_CONTACT_FIELD_MESSAGES,
  type OrderContactField,
  PAYMENT_METHOD_LABELS,
  reservationPeriodText,
} from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageOff, Plus, Trash2, UserSearch } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Button as AriaButton,
  Label,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLeaveWarning } from '../../../components/leave-warning';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useQueryTab } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useBackClosesDialog } from '../../../lib/use-back-closes-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSubmission } from '../../../lib/use-submission';
import {
  type ContactFormValues,
  contactFormResolver,
  emptyContactForm,
  LazyContactFormFields,
  toContactBody,
} from '../../contacts';
import { useIdealStatus } from '../../payments';
import type { OrderDraftLine } from '../components/add-item-dialog';
import {
  ContactCompletion,
  completionErrorsOf,
  completionFieldsOf,
  completionStartOf,
  contactUpdateOf,
} from '../components/contact-completion';
import { ContactPickerDialog, contactAddressText } from '../components/contact-picker-dialog';
import {
  ManualTransportFields,
  type ManualTransportValues,
  readManualTransport,
} from '../components/manual-transport';
import { type OrderDraft, useKeepOrderDraft, useOrderDraftStore } from '../order-draft';
import { orderKeys, ordersApi, useOrderQuote } from '../orders-api';

// The dialog (with its availability calendar) loads when it is first wanted: pointed at, focused
// or opened, not with the page.
const loadAddItemDialog = () => import('../components/add-item-dialog');
const AddItemDialog = lazy(() => loadAddItemDialog().then((m) => ({ default: m.AddItemDialog })));
// The new-contact fields (with the country list) show on the second tab only.
const ContactFormFields = LazyContactFormFields;

const TABS = ['contact_exists', 'contact_new'] as const;
/** The parts of a completed contact that decide the distance (sent to the live quote). */
const ADDRESS_FIELDS = ['address_line_1', 'postal_code', 'city'];
type ContactTab = (typeof TABS)[number];

const tabClass =
  '-mb-px min-h-11 cursor-default border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 outline-none data-hovered:text-gray-900 data-selected:border-brand-600 data-selected:text-brand-700 data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-focus-visible:ring-inset sm:min-h-0';

const reservationOf = (line: OrderDraftLine) => ({
  reservation: {
    // Several units of one article: the server picks them (issue 26, quantities).
    ...(line.byItem ? { item_id: line.itemId } : { unit_id: line.unitId }),
    product_name: line.itemName,
    from: line.from,
    until: line.until,
    delivery_time:
      line.deliveryTime as OrderCashCreateRequest['items'][number]['reservation']['delivery_time'],
    ...(line.pickupTime
      ? {
          pickup_time:
            line.pickupTime as OrderCashCreateRequest['items'][number]['reservation']['pickup_time'],
        }
      : {}),
    quantity: line.quantity,
  },
});

/** The new contact's body for the API: the form's fields, the person of a business. */
const newContactBody = (values: ContactFormValues) => {
  const person =
    values.contact_type === 'business' && values.person_first_name && values.person_last_name
      ? { first_name: values.person_first_name, last_name: values.person_last_name }
      : null;
  return { ...toContactBody(values), person };
};

// iDEAL can be chosen only while the server has a Mollie key (ideal.status); else it is shown
// as not yet available. Contant stays preselected either way (the usual choice).
const PAYMENT_METHODS = [
  { id: 'cash', label: 'Contant' },
  { id: 'ideal', label: 'iDEAL' },
] as const;
const ONLY_PAYMENT_METHOD: string | null = 'cash';

/** The lines of an order being changed, as the form holds them (its live reservations). */
const draftLinesOf = (order: OrderModel): OrderDraftLine[] =>
  order.reservations
    .filter((r) => r.status === 'active')
    .map((r) => ({
      key: `reservation-${r.id}`,
      itemId: r.unit.item.id,
      itemName: r.unit.item.name,
      itemType: r.unit.item.type,
      price: r.unit.item.price,
      thumbnailUrl: r.unit.item.thumbnail_url,
      unitId: r.unit_id,
      from: r.reserved_from,
      until: r.reserved_until,
      deliveryTime: r.delivery_time ?? '10:00-12:00',
      ...(r.unit.item.type === 'rentable' && r.pickup_time ? { pickupTime: r.pickup_time } : {}),
      quantity: r.quantity,
    }));

/** The contact of an order being changed, in the shape the form shows (it cannot change). */
const contactOf = (order: OrderModel) =>
  ({ ...order.contact, country: order.contact.country_code }) as unknown as Contact;

/**
 * The order form. `mode="create"` (default): a new order (order.cashcreate). `mode="edit"` with
 * `initial` (issue 26, "Order wijzigen"): the order's lines and notes filled in, its contact fixed;
 * Opslaan sends the whole new list of lines to order.update with the version it was loaded at.
 */
export function OrderNewPage({
  mode = 'create',
  initial,
}: {
  mode?: 'create' | 'edit';
  initial?: OrderModel;
} = {}) {
  const editing = mode === 'edit' && initial !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [queryTab, setTab] = useQueryTab<ContactTab>(TABS, 'contact_exists');
  const tab: ContactTab = editing ? 'contact_exists' : queryTab;
  const [searchParams] = useSearchParams();
  // Issue 26: the half-typed order survives a reload, Back/Forward and a detour (order-draft.ts);
  // the change page keeps its own draft (keyed by its path).
  const draftStore = useOrderDraftStore(useLocation().pathname);
  const draft = draftStore.initial;
  const [restored, setRestored] = useState(draft !== null);
  const [contact, setContact] = useState<Contact | null>(
    () => draft?.contact ?? (editing ? contactOf(initial) : null),
  );
  const [contactUpdate, setContactUpdate] = useState<Record<string, string>>(draft?.contactUpdate ?? {});
  const [pickerOpen, setPickerOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const [lines, setLines] = useState<OrderDraftLine[]>(
    () => draft?.lines ?? (editing ? draftLinesOf(initial) : []),
  );
  const idealAvailable = useIdealStatus().data?.available === true;
  const [payment, setPayment] = useState<string | null>(draft ? draft.payment : ONLY_PAYMENT_METHOD);
  // null: not touched, so the confirmation follows whether the contact has an e-mail address.
  const [publishChoice, setPublish] = useState<boolean | null>(draft?.publishChoice ?? null);
  const [promo, setPromo] = useState(() => draft?.promo ?? (editing ? (initial.promo_code ?? '') : ''));
  const [notes, setNotes] = useState(() => draft?.notes ?? (editing ? (initial.notes ?? '') : ''));
  const [manual, setManual] = useState<ManualTransportValues>({
    distance: draft?.manualDistance ?? '',
    amount: draft?.manualAmount ?? '',
  });
  const [manualServerError, setManualServerError] = useState<string | null>(null);
  const [completionServerErrors, setCompletionServerErrors] = useState<Record<string, string>>({});
  // Browser Back with a dialog open closes the dialog, not the page.
  useBackClosesDialog(pickerOpen, () => setPickerOpen(false));
  useBackClosesDialog(addOpen, () => setAddOpen(false));
  // The kept tab, when the address has none (the page opened again from the menu).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (draft && !searchParams.get('view') && draft.tab !== 'contact_exists') setTab(draft.tab);
  }, []);
  const [notesServerError, setNotesServerError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});
  const [promoServerError, setPromoServerError] = useState<string | null>(null);

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

  // The live total: the same pricing as saving, asked again when lines, contact or code change.
  const promoCode = useDebouncedValue(promo.trim(), 500);
  const address = useDebouncedValue(
    JSON.stringify({
      address_line_1: watched.address_line_1 ?? null,
      postal_code: watched.postal_code ?? null,
      city: watched.city ?? null,
      country: watched.country ?? null,
    }),
    600,
  );
  const completionAddress = useDebouncedValue(
    JSON.stringify(
      completing
        ? Object.fromEntries(
            Object.entries(contactUpdate).filter(([field]) => ADDRESS_FIELDS.includes(field)),
          )
        : null,
    ),
    600,
  );
  const manualTransport = readManualTransport(manual, false);
  const manualBody = useDebouncedValue(JSON.stringify(manualTransport.body), 500);
  const quoteBody = (code: string): OrderQuoteRequest => ({
    contact_method: creating ? 'create' : 'existing',
    existing_contact: !creating && contact ? contact.id : null,
    create_contact: creating ? (JSON.parse(address) as OrderQuoteRequest['create_contact']) : null,
    contact_update: creating ? null : (JSON.parse(completionAddress) as OrderQuoteRequest['contact_update']),
    items: lines.map(reservationOf),
    promo_code: code || null,
    ...(JSON.parse(manualBody) as ReturnType<typeof readManualTransport>['body']),
  });
  const quote = useOrderQuote(quoteBody(promoCode), lines.length > 0);
  const promoError =
    promoCode && isApiError(quote.error) ? (quote.error.errors?.promo_code?.[0] ?? null) : null;
  // With a code that is refused, the total is shown without it.
  const fallback = useOrderQuote(quoteBody(''), lines.length > 0 && promoError !== null);
  const shownQuote = promoError ? fallback : quote;

  const contactMissing: OrderContactField[] = contact ? missingOrderContactFields(contact) : [];
  const completionErrors = contact && completing ? completionErrorsOf(contact, contactUpdate) : {};
  const contactError = !creating
    ? !contact
      ? tried
        ? ORDER_MESSAGES.noContactSelected
        : null
      : contact.deleted_at
        ? ORDER_MESSAGES.contactArchived
        : contactMissing.length > 0
          ? incompleteContactMessage(contactMissing)
          : null
    : null;
  const distanceUnknown = lines.length > 0 && (shownQuote.data?.distance_unknown ?? false);
  const manualErrors = readManualTransport(manual, distanceUnknown).errors;
  const shownManualErrors = {
    distance:
      (tried || manual.distance.trim() !== '' ? manualErrors.distance : undefined) ??
      manualServerError ??
      undefined,
    amount: manual.amount.trim() !== '' || tried ? manualErrors.amount : undefined,
  };

  // Changing an order: only a real change is unsaved work (the page opens with the order's lines).
  const changed =
    editing &&
    (JSON.stringify(lines) !== JSON.stringify(draftLinesOf(initial)) || notes !== (initial.notes ?? ''));
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
  };
  useKeepOrderDraft(draftStore, currentDraft, !editing || changed);

  const startOver = () => {
    draftStore.clear();
    setContact(null);
    setContactUpdate({});
    setLines([]);
    setPayment(ONLY_PAYMENT_METHOD);
    setPublish(null);
    setPromo('');
    setNotes('');
    setManual({ distance: '', amount: '' });
    form.reset(emptyContactForm);
    setTried(false);
    setServerError(null);
    setRestored(false);
  };
  const pickContact = (picked: Contact) => {
    setContact(picked);
    setContactUpdate(completionStartOf(picked));
    setCompletionServerErrors({});
  };
  const itemsError = tried && lines.length === 0 ? ORDER_MESSAGES.itemsRequired : null;
  const paymentError = tried && payment === null ? ORDER_MESSAGES.paymentRequired : null;
  const notesLength = notes.trim().length;
  const notesError = notesLength > MAX_ORDER_NOTES_LENGTH ? ORDER_MESSAGES.notesTooLong : notesServerError;

  const create = useMutation({ mutationFn: ordersApi.create });
  const change = useMutation({
    mutationFn: (body: Parameters<typeof ordersApi.update>[1]) => ordersApi.update(initial?.id ?? 0, body),
  });
  const submission = useSubmission();

  // One submission at a time, busy from the press until the order page has opened: a double
  // click must not book the same units twice (the second would answer "… is niet meer vrij").
  const submit = () => submission.run(save);

  const save = async () => {
    setTried(true);
    setServerError(null);
    setLineErrors({});
    setPromoServerError(null);
    setManualServerError(null);
    setCompletionServerErrors({});
    let createContact: OrderCashCreateRequest['create_contact'] = null;
    let ok = true;
    if (creating) {
      const valid = await form.trigger();
      const values = form.getValues();
      const missing = missingOrderContactFields({
        ...toContactBody(values),
        contact_type: values.contact_type,
      });
      for (const field of missing) {
        form.setError(field, { type: 'order', message: ORDER_CONTACT_FIELD_MESSAGES[field] });
      }
      if (!valid || missing.length > 0) ok = false;
      else createContact = newContactBody(values);
    } else if (!editing && (!contact || Object.keys(completionErrors).length > 0 || contact.deleted_at)) {
      ok = false;
    }
    if (lines.length === 0 || payment === null || notesLength > MAX_ORDER_NOTES_LENGTH) ok = false;
    const transportInput = readManualTransport(manual, distanceUnknown);
    if (transportInput.errors.distance || transportInput.errors.amount) ok = false;
    if (!ok) {
      setServerError('De order is nog niet compleet. Kijk de gemarkeerde onderdelen na.');
      return;
    }
    let order: Awaited<ReturnType<typeof ordersApi.create>>;
    if (editing) {
      try {
        order = await change.mutateAsync({
          items: lines.map(reservationOf),
          notes: notes.trim() || null,
          version: initial.version,
          send_confirmation: publish && canMail,
        });
      } catch (error) {
        showCreateError(error);
        return;
      }
      queryClient.setQueryData(orderKeys.detail(order.uuid), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
      void queryClient.invalidateQueries({ queryKey: ['schedule'] });
      toast.success(ORDER_MESSAGES.changed);
      draftStore.clear();
      leave.leaveWithoutAsking();
      await navigate(`/orders/${order.uuid}`);
      return;
    }
    try {
      order = await create.mutateAsync({
        contact_method: creating ? 'create' : 'existing',
        create_contact: createContact,
        existing_contact: creating ? null : (contact?.id ?? null),
        items: lines.map(reservationOf),
        payment_method: payment ?? 'cash',
        publish: publish && canMail,
        promo_code: promo.trim() || null,
        notes: notes.trim() || null,
        contact_update: !creating && contact ? contactUpdateOf(contact, contactUpdate) : null,
        ...transportInput.body,
      });
    } catch (error) {
      showCreateError(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['items'] });
    void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    toast.success(`Order #${order.id} is aangemaakt.`);
    // Saved: the draft is done, and opening the order is no leaving with unsaved lines.
    draftStore.clear();
    leave.leaveWithoutAsking();
    await navigate(`/orders/${order.uuid}`);
  };

  const showCreateError = (error: unknown) => {
    setServerError(isApiError(error) ? error.message : 'Opslaan is mislukt.');
    if (!isApiError(error) || !error.errors) return;
    const perLine: Record<number, string> = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      const message = messages[0];
      if (!message) continue;
      const line = /^items\.(\d+)\./.exec(field);
      if (line) perLine[Number(line[1])] = message;
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

  return (
    <>
      <PageHeader title={editing ? `Order #${initial.id} wijzigen` : 'Order toevoegen'} />
      {restored && (
        <MessageBar
          tone="info"
          className="mb-4"
          action={
            <Button variant="secondary" size="sm" onPress={startOver}>
              Opnieuw beginnen
            </Button>
          }
        >
          Je order was nog niet opgeslagen en is teruggezet.
        </MessageBar>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {editing ? (
            <Card title="Contact">
              <div className="flex flex-col gap-1 text-sm" data-testid="chosen-contact">
                <p className="font-medium text-gray-900">
                  <span className="text-gray-500 tabular-nums">#{initial.contact.id}</span>{' '}
                  {initial.contact.display_name}
                </p>
                <p className="text-gray-600">
                  {contactAddressText(contact ?? contactOf(initial)) || 'Geen adres'}
                </p>
              </div>
            </Card>
          ) : (
            <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key) as ContactTab)}>
              <TabList aria-label="Contact" className="flex gap-1 overflow-x-auto border-b border-gray-200">
                <Tab id="contact_exists" className={tabClass}>
                  Bestaand contact
                </Tab>
                <Tab id="contact_new" className={tabClass}>
                  Nieuw contact
                </Tab>
              </TabList>
              <TabPanel id="contact_exists" className="pt-4 outline-none">
                <Card
                  title="Contact"
                  actions={
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<UserSearch className="size-4" aria-hidden />}
                      onPress={() => setPickerOpen(true)}
                    >
                      {contact ? 'Ander contact kiezen' : 'Contact kiezen'}
                    </Button>
                  }
                >
                  {contact ? (
                    <div className="flex flex-col gap-1 text-sm" data-testid="chosen-contact">
                      <p className="font-medium text-gray-900">
                        <span className="text-gray-500 tabular-nums">#{contact.id}</span>{' '}
                        {contact.display_name}
                      </p>
                      <p className="text-gray-600">{contactAddressText(contact) || 'Geen adres'}</p>
                      <p className="text-gray-600">{contact.email_address ?? 'Geen e-mailadres'}</p>
                    </div>
                  ) : (
                    <p className="text-sm text-gray-600">{ORDER_MESSAGES.noContactSelected}</p>
                  )}
                  {contactError && (
                    <MessageBar tone={contact ? 'warning' : 'danger'} className="mt-3" live="status">
                      {contactError}
                    </MessageBar>
                  )}
                  {contact && completing && !contact.deleted_at && (
                    <ContactCompletion
                      contact={contact}
                      values={contactUpdate}
                      errors={{ ...(tried ? completionErrors : {}), ...completionServerErrors }}
                      onChange={(field, value) => {
                        setContactUpdate((values) => ({ ...values, [field]: value }));
                        setCompletionServerErrors(({ [field]: _, ...rest }) => rest);
                      }}
                    />
                  )}
                </Card>
              </TabPanel>
              <TabPanel id="contact_new" className="flex flex-col gap-6 pt-4 outline-none">
                <Suspense fallback={<Spinner />}>
                  <ContactFormFields control={form.control} mode="create" />
                </Suspense>
              </TabPanel>
            </Tabs>
          )}

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
                  <li key={line.key} className="flex items-start gap-3 px-4 py-3 text-sm">
                    {line.thumbnailUrl ? (
                      <img src={line.thumbnailUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-400">
                        <ImageOff className="size-5" aria-hidden />
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-gray-900">
                        {line.quantity > 1 ? `${line.quantity} × ` : ''}
                        {line.itemName}
                      </p>
                      <p className="text-gray-600">
                        {line.itemType === 'rentable'
                          ? reservationPeriodText(line.from, line.until)
                          : `Levering ${formatDisplayDate(line.from)}`}
                      </p>
                      <p className="text-gray-600">Levering {deliveryWindowText(line.deliveryTime)}</p>
                      {line.pickupTime && (
                        <p className="text-gray-600">Ophalen {deliveryWindowText(line.pickupTime)}</p>
                      )}
                      {lineErrors[index] && <p className="mt-1 text-red-700">{lineErrors[index]}</p>}
                    </div>
                    <AriaButton
                      aria-label={`${line.itemName} verwijderen`}
                      onPress={() => {
                        setLines(lines.filter((l) => l.key !== line.key));
                        setLineErrors({});
                      }}
                      className="rounded p-2 text-gray-500 outline-none hover:bg-gray-100 hover:text-red-700 data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </AriaButton>
                  </li>
                ))}
              </ul>
            )}
            {itemsError && (
              <p className="px-4 pb-3 text-sm text-red-700" role="alert">
                {itemsError}
              </p>
            )}
          </Card>

          <Card title="Betaling en bevestiging">
            <div className="flex flex-col gap-4">
              {editing && (
                <p className="text-sm text-gray-700">
                  {PAYMENT_METHOD_LABELS[initial.payment_method]}
                  {initial.promo_code ? ` · promotiecode ${initial.promo_code.toUpperCase()}` : ''}.
                </p>
              )}
              {editing && (
                <div className="flex flex-col gap-1">
                  <Checkbox isSelected={publish && canMail} onChange={setPublish} isDisabled={!canMail}>
                    Stuur gewijzigde bevestiging
                  </Checkbox>
                  <p className="text-xs text-gray-500">
                    {canMail ? `Naar ${email}` : 'Kan alleen als het contact een e-mailadres heeft.'}
                  </p>
                </div>
              )}
              <RadioGroup
                value={payment}
                onChange={setPayment}
                className={editing ? 'hidden' : 'flex flex-col gap-2'}
                isInvalid={Boolean(paymentError)}
              >
                <Label className="text-sm font-medium text-gray-800">Betaalmethode</Label>
                <div className="flex flex-wrap gap-3">
                  {PAYMENT_METHODS.map((method) => {
                    const disabled = method.id === 'ideal' && !idealAvailable;
                    return (
                      <Radio
                        key={method.id}
                        value={method.id}
                        isDisabled={disabled}
                        className={({ isSelected, isFocusVisible, isDisabled }) =>
                          cn(
                            'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
                            isSelected
                              ? 'border-brand-600 bg-brand-50 text-brand-800'
                              : 'border-gray-300 text-gray-700',
                            isDisabled && 'cursor-not-allowed border-dashed bg-gray-50 text-gray-600',
                            isFocusVisible && 'ring-2 ring-brand-500 ring-offset-1',
                          )
                        }
                      >
                        {method.label}
                        {disabled && <span className="text-xs font-normal">(nog niet beschikbaar)</span>}
                      </Radio>
                    );
                  })}
                </div>
                {paymentError && <p className="text-sm text-red-700">{paymentError}</p>}
              </RadioGroup>
              {!editing && (
                <div className="flex flex-col gap-1">
                  <Checkbox isSelected={publish && canMail} onChange={setPublish} isDisabled={!canMail}>
                    Orderbevestiging per e-mail versturen
                  </Checkbox>
                  <p className="text-xs text-gray-500">
                    {canMail ? `Naar ${email}` : 'Kan alleen als het contact een e-mailadres heeft.'}
                  </p>
                </div>
              )}
              {!editing && (
                <TextField
                  label="Promotiecode (optioneel)"
                  value={promo}
                  onChange={(value) => {
                    setPromo(value);
                    setPromoServerError(null);
                  }}
                  errorMessage={promoError ?? promoServerError ?? undefined}
                  className="sm:max-w-xs"
                />
              )}
              <TextField
                label="Notities voor de chauffeur (optioneel)"
                multiline
                rows={3}
                value={notes}
                onChange={(value) => {
                  setNotes(value);
                  setNotesServerError(null);
                }}
                description={
                  <>
                    Ondergrond, stroom, toegang: wat de chauffeur moet weten.{' '}
                    <span className={cn(notesLength > MAX_ORDER_NOTES_LENGTH && 'font-medium text-red-700')}>
                      {notesLength.toLocaleString('nl-NL')} / {MAX_ORDER_NOTES_LENGTH.toLocaleString('nl-NL')}{' '}
                      tekens
                    </span>
                  </>
                }
                errorMessage={notesError ?? undefined}
              />
            </div>
          </Card>
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <OrderTotalCard
            quote={shownQuote.data}
            isFetching={shownQuote.isFetching}
            hasLines={lines.length > 0}
          />
          {(distanceUnknown || manual.distance.trim() !== '' || manual.amount.trim() !== '') && (
            <ManualTransportFields
              values={manual}
              errors={shownManualErrors}
              onChange={(values) => {
                setManual(values);
                setManualServerError(null);
              }}
            />
          )}
          {serverError && (
            <MessageBar tone="danger" live="alert">
              {serverError}
            </MessageBar>
          )}
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              onPress={() => void navigate(editing ? `/orders/${initial.uuid}` : '/items')}
              isDisabled={submission.busy}
            >
              Cancel
            </Button>
            <Button onPress={() => void submit()} isPending={submission.busy}>
              Opslaan
            </Button>
          </div>
        </aside>
      </div>

      <ContactPickerDialog isOpen={pickerOpen} onOpenChange={setPickerOpen} onPick={pickContact} />
      {leave.dialog}
      {addOpen && (
        <Suspense fallback={null}>
          <AddItemDialog
            isOpen
            onOpenChange={setAddOpen}
            lines={lines}
            orderId={editing ? initial.id : undefined}
            onSave={(line) => {
              setLines([...lines, line]);
              setLineErrors({});
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function OrderTotalCard({
  quote,
  isFetching,
  hasLines,
}: {
  quote: import('@app/contracts').OrderQuote | undefined;
  isFetching: boolean;
  hasLines: boolean;
}) {
  return (
    <Card
      title="Totaal"
      actions={
        isFetching ? <Spinner size="sm" label="Totaal bijwerken…" className="text-brand-600" /> : undefined
      }
    >
      {!hasLines || !quote ? (
        <p className="text-sm text-gray-600">
          {hasLines ? 'Totaal berekenen…' : 'Voeg artikelen toe om het totaal te zien.'}
        </p>
      ) : (
        <div className="flex flex-col gap-3 text-sm" data-testid="order-total">
          <ul className="flex flex-col gap-1.5">
            {quote.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: quote lines have no id and are replaced whole on every quote
              <li key={`${line.description}-${i}`} className="flex justify-between gap-3">
                <span className={cn('min-w-0 text-gray-700', line.unitPrice < 0 && 'text-green-700')}>
                  {line.description}
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(line.unitCount * line.unitPrice)}</span>
              </li>
            ))}
          </ul>
          {quote.travel ? (
            <p className="text-xs text-gray-500">
              Afstand:{' '}
              {quote.transport_manual
                ? `${formatTravelDistance(quote.travel.distance, false)} (handmatig ingevoerd)`
                : formatTravelDistance(quote.travel.distance, quote.travel.estimated)}
            </p>
          ) : quote.distance_unknown ? (
            <p className="text-xs font-medium text-amber-800">
              {quote.transport_manual ? 'Transportkosten handmatig ingevoerd' : 'Afstand onbekend'}
            </p>
          ) : null}
          <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold text-gray-900">
            <span>Totaal (incl. btw)</span>
            <span className="tabular-nums" data-testid="order-total-amount">
              {formatMoney(quote.total_amount)}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}
