import type { ItemImage, ItemModel, ItemWriteRequest } from '@app/contracts';
import { ITEM_MESSAGES } from '@app/contracts';
import { ITEM_STATUS_LABELS, ITEM_TYPE_LABELS, parseDecimalInput, parseMoneyInput } from '@app/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormSelect, FormTextField } from '../../../components/ui/form-fields';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { isStaleVersion, STALE_VERSION_MESSAGE } from '../../../lib/stale-version';
import { useSubmission } from '../../../lib/use-submission';
import { firstStaffelProblem, parseStaffelRows, type StaffelRowText, staffelRowsText } from '../../pricing';
import { type ComponentDraft, componentsOf } from '../bundle-components-draft';
import { BundleComponentsCard } from '../components/bundle-components-card';
import { ImageUploader } from '../components/image-uploader';
import { ItemStaffelCard } from '../components/item-staffel-card';
import { useCategories, useItem, useSaveItem } from '../items-api';

const NO_CATEGORY = 'none';

const formSchema = z.object({
  name: z.string().max(200),
  description: z.string().max(10_000),
  category: z.string(),
  brand: z.string().max(120),
  dimensions: z.string().max(120),
  weight: z
    .string()
    .refine((v) => v.trim() === '' || (parseDecimalInput(v) ?? -1) >= 0, ITEM_MESSAGES.weightInvalid),
  type: z.enum(['rentable', 'sellable', 'bundle']),
  status: z.enum(['active', 'paused', 'unavailable']),
  sku: z.string().max(100),
  ean: z.string().max(50),
  price: z
    .string()
    .refine((v) => v.trim() === '' || (parseMoneyInput(v) ?? -1) >= 0, ITEM_MESSAGES.priceInvalid),
  deposit: z
    .string()
    .refine((v) => v.trim() === '' || (parseMoneyInput(v) ?? -1) >= 0, ITEM_MESSAGES.depositInvalid),
});
type FormValues = z.infer<typeof formSchema>;

const decimalText = (value: number | null) =>
  value === null
    ? ''
    : new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3, useGrouping: false }).format(value);
const moneyText = (cents: number | null) =>
  cents === null
    ? ''
    : new Intl.NumberFormat('nl-NL', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: false,
      }).format(cents / 100);

const valuesOf = (item: ItemModel | undefined): FormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  category: item?.category_id ? String(item.category_id) : NO_CATEGORY,
  brand: item?.brand ?? '',
  dimensions: item?.dimensions ?? '',
  weight: decimalText(item?.weight ?? null),
  type: item?.type ?? 'rentable',
  status: item?.status ?? 'unavailable',
  sku: item?.sku ?? '',
  ean: item?.ean ?? '',
  price: moneyText(item?.price ?? null),
  deposit: item?.deposit ? moneyText(item.deposit) : '',
});

const requestOf = (
  values: FormValues,
  images: ItemImage[],
  staffel: StaffelRowText[] | null,
  components: ComponentDraft[],
): ItemWriteRequest => ({
  name: values.name.trim(),
  description: values.description,
  category_id: values.category === NO_CATEGORY ? null : Number(values.category),
  brand: values.brand,
  dimensions: values.dimensions,
  weight: values.weight.trim() === '' ? null : parseDecimalInput(values.weight),
  type: values.type,
  status: values.status,
  sku: values.sku,
  ean: values.ean,
  price: values.price.trim() === '' ? null : parseMoneyInput(values.price),
  deposit: values.deposit.trim() === '' ? 0 : parseMoneyInput(values.deposit),
  // The form refuses a table the server would refuse (see ItemStaffelCard).
  day_factors: staffel === null ? null : (parseStaffelRows(staffel).rows ?? []),
  ...(values.type === 'bundle' ? { components: componentsOf(components).components } : {}),
  images: images.map((image) => image.id),
});

/** The form field a server error key belongs to (the API says category_id, the form category). */
const FORM_FIELD_OF: Partial<Record<string, keyof FormValues>> = {
  ...Object.fromEntries(Object.keys(valuesOf(undefined)).map((key) => [key, key as keyof FormValues])),
  category_id: 'category',
};

/** The server's refusal of the staffel ("day_factors.1.factor"), shown under the table. */
const staffelServerError = (error: unknown) =>
  isApiError(error) && error.errors
    ? Object.entries(error.errors).find(([key]) => key.startsWith('day_factors'))?.[1]?.[0]
    : undefined;

/** The server's refusal of a package's articles ("components.1.item_id"), per row. */
const componentServerErrors = (error: unknown): Record<string, string> =>
  isApiError(error) && error.errors
    ? Object.fromEntries(
        Object.entries(error.errors).flatMap(([key, messages]) =>
          key.startsWith('components') && messages[0] ? [[key, messages[0]]] : [],
        ),
      )
    : {};

/** Server field errors (422 `errors`) next to the form's fields. */
export function applyItemServerErrors(error: unknown, setError: UseFormSetError<FormValues>) {
  if (!isApiError(error) || !error.errors) return;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = FORM_FIELD_OF[key];
    if (field && messages[0]) setError(field, { type: 'server', message: messages[0] });
  }
}

/** /items/new ("Artikel toevoegen") and /items/{id}/edit ("Bewerk artikel"). */
export function ItemFormPage() {
  const { itemId } = useParams();
  const item = useItem(itemId, { refetchOnFocus: false });
  // Set when a save was refused as stale: the item reloaded (a new updated_at starts the form over
  // with the current data) and this says why.
  const [stale, setStale] = useState(false);
  if (itemId && item.isPending) return <LoadingState />;
  if (itemId && item.isError) return <MessageBar tone="danger">{item.error.message}</MessageBar>;
  return (
    <>
      {stale ? (
        <MessageBar tone="warning" className="mb-4 max-w-4xl" live="alert">
          <span data-testid="stale-notice">{STALE_VERSION_MESSAGE}</span>
        </MessageBar>
      ) : null}
      <ItemForm key={item.data?.updated_at ?? 'new'} item={item.data} onStale={() => setStale(true)} />
    </>
  );
}

function ItemForm({ item, onStale }: { item: ItemModel | undefined; onStale: () => void }) {
  const navigate = useNavigate();
  const categories = useCategories();
  const save = useSaveItem(item ? String(item.id) : undefined);
  const submission = useSubmission();
  const [images, setImages] = useState<ItemImage[]>(item?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [staffel, setStaffel] = useState<StaffelRowText[] | null>(
    item?.day_factors ? staffelRowsText(item.day_factors) : null,
  );
  const [staffelError, setStaffelError] = useState<string | undefined>();
  const [components, setComponents] = useState<ComponentDraft[]>(
    item?.components.map((c) => ({ itemId: c.item_id, quantity: String(c.quantity) })) ?? [],
  );
  const [componentErrors, setComponentErrors] = useState<Record<string, string>>({});
  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    mode: 'onBlur',
    defaultValues: valuesOf(item),
  });
  const [type, price = ''] = useWatch({ control, name: ['type', 'price'] });
  const backTo = item ? `/items/${item.id}` : '/items';
  const hasUnits = (item?.units.length ?? 0) > 0;

  const categoryOptions = [
    { id: NO_CATEGORY, label: 'Geen categorie' },
    ...(categories.data ?? []).map((c) => ({ id: String(c.id), label: c.name })),
  ];

  return (
    <div className="max-w-4xl">
      <PageHeader title={item ? 'Bewerk artikel' : 'Artikel toevoegen'} />
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={handleSubmit(async (values) =>
          submission.run(async () => {
            // mutateAsync, not mutate's onSuccess: saving refetches the item, whose new updated_at
            // remounts this form, and callbacks passed to mutate() are dropped on unmount. The hook
            // logs a failure and shows the toast; here its field errors go next to the fields.
            // An edit carries the version this form was built from (it starts over on every change).
            const problem = staffel === null ? null : firstStaffelProblem(staffel);
            setStaffelError(problem ?? undefined);
            const contents = values.type === 'bundle' ? componentsOf(components).problem : null;
            setComponentErrors(contents ? { components: contents } : {});
            if (problem || contents) return;
            const body = {
              ...requestOf(values, images, staffel, components),
              ...(item ? { version: item.version } : {}),
            };
            const result = await save.mutateAsync(body).catch((error: unknown) => {
              if (isStaleVersion(error)) onStale();
              applyItemServerErrors(error, setError);
              setStaffelError(staffelServerError(error));
              setComponentErrors(componentServerErrors(error));
              return null;
            });
            if (result) await navigate(`/items/${result.entry.model.id}`);
          }),
        )}
      >
        {save.error && <MessageBar tone="danger">{save.error.message}</MessageBar>}
        <Card title="Productafbeeldingen">
          <ImageUploader images={images} onChange={setImages} onBusyChange={setUploading} />
        </Card>
        <Card title="Productinformatie">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormTextField control={control} name="name" label="Naam" className="sm:col-span-2" />
            <FormTextField
              control={control}
              name="description"
              label="Omschrijving"
              multiline
              className="sm:col-span-2"
            />
            <FormSelect control={control} name="category" label="Categorie" options={categoryOptions} />
            <FormTextField control={control} name="brand" label="Merk" />
            <FormTextField
              control={control}
              name="dimensions"
              label="Afmetingen"
              placeholder="bijv. 5 x 4 x 3,5 m"
            />
            <FormTextField
              control={control}
              name="weight"
              label="Gewicht (kg)"
              inputMode="decimal"
              placeholder="bijv. 12,5"
            />
          </div>
        </Card>
        <Card title="Artikelinstellingen">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormSelect
              control={control}
              name="type"
              label="Type"
              isDisabled={hasUnits}
              description={hasUnits ? 'Het type ligt vast zodra het artikel voorraad heeft.' : undefined}
              options={[
                { id: 'rentable', label: ITEM_TYPE_LABELS.rentable.form },
                { id: 'sellable', label: ITEM_TYPE_LABELS.sellable.form },
                { id: 'bundle', label: ITEM_TYPE_LABELS.bundle.form },
              ]}
            />
            <FormSelect
              control={control}
              name="status"
              label="Status"
              options={(['active', 'paused', 'unavailable'] as const).map((s) => ({
                id: s,
                label: ITEM_STATUS_LABELS[s],
              }))}
            />
            <FormTextField control={control} name="sku" label="SKU" />
            <FormTextField control={control} name="ean" label="EAN-nummer" />
          </div>
        </Card>
        <Card title="Prijs">
          <FormTextField
            control={control}
            name="price"
            label="Prijs (€)"
            inputMode="decimal"
            placeholder="bijv. 12,50"
            description={type === 'sellable' ? 'Prijs per stuk, in euro.' : 'Prijs per verhuurdag, in euro.'}
            className="max-w-xs"
          />
          <FormTextField
            control={control}
            name="deposit"
            label="Borg (€)"
            inputMode="decimal"
            placeholder="bijv. 50,00"
            description="Per stuk; komt als aparte regel buiten de btw op de order en gaat terug na het ophalen."
            className="mt-4 max-w-xs"
          />
        </Card>
        {type === 'bundle' ? (
          <BundleComponentsCard
            rows={components}
            onChange={setComponents}
            itemId={item?.id}
            errors={componentErrors}
          />
        ) : null}
        {type !== 'sellable' ? (
          <ItemStaffelCard rows={staffel} onChange={setStaffel} price={price} serverError={staffelError} />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={() => void navigate(backTo)}>
            Annuleren
          </Button>
          <Button type="submit" isPending={submission.busy} isDisabled={uploading}>
            Opslaan
          </Button>
        </div>
      </form>
    </div>
  );
}
