import {
  DISCOUNT_MESSAGES,
  type DiscountItem,
  type DiscountModel,
  type DiscountUpdateRequest,
} from '@app/contracts';
import { formatDisplayDate } from '@app/domain';
import { FolderPlus, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { fieldError, isApiError } from '../../../lib/api-error';
import { loadOnIntent } from '../../../lib/load-on-intent';
import { useSubmission } from '../../../lib/use-submission';
import { DiscountStatusBadge } from '../components/discount-status-badge';
import { FormActions } from '../components/form-actions';
import { FormPageFallback } from '../components/form-page-fallback';
import { PercentField, usePercentInput } from '../components/percent-field';
import { ExpiryField, expiryError } from '../components/shared-fields';
import { useDiscount, useSaveDiscount } from '../discounts-api';

const BACK = '/discounts?view=discounts';

// The pickers (list boxes, search) load when a button is pointed at or pressed, not with the form.
const loadItemDialog = () => import('../components/add-item-dialog');
const loadGroupDialog = () => import('../components/add-group-dialog');
const AddItemDialog = lazy(() => loadItemDialog().then((m) => ({ default: m.AddItemDialog })));
const AddGroupDialog = lazy(() => loadGroupDialog().then((m) => ({ default: m.AddGroupDialog })));

const byName = (a: DiscountItem, b: DiscountItem) => a.name.localeCompare(b.name, 'nl') || a.id - b.id;

/** /discounts/new ("Kortingsactie toevoegen") and /discounts/{id}/edit ("Bewerk kortingsactie"). */
export function DiscountFormPage() {
  const { discountId } = useParams();
  const discount = useDiscount(discountId);
  if (discountId && (discount.isPending || discount.isError))
    return <FormPageFallback title="Bewerk kortingsactie" back={BACK} error={discount.error} />;
  return <DiscountForm key={discount.data?.updated_at ?? 'new'} discount={discount.data} />;
}

function DiscountForm({ discount }: { discount: DiscountModel | undefined }) {
  const navigate = useNavigate();
  const save = useSaveDiscount(discount?.uuid);
  const submission = useSubmission();
  const readOnly = discount !== undefined && !discount.active;

  const [submitted, setSubmitted] = useState(false);
  const percent = usePercentInput({
    stored: discount?.value,
    submitted,
    serverError: fieldError(save.error, 'value'),
    onEdit: () => {
      if (save.error) save.reset();
    },
  });
  const [expiresOn, setExpiresOn] = useState<string | null>(discount?.expires_on ?? null);
  const [items, setItems] = useState<DiscountItem[]>(() => [...(discount?.items ?? [])].sort(byName));
  const [dialog, setDialog] = useState<'item' | 'group' | null>(null);

  const value = percent.value;
  const expiryMessage = expiryError(expiresOn, discount?.expires_on) ?? fieldError(save.error, 'expires_on');
  const itemsMessage =
    (submitted && items.length === 0 ? DISCOUNT_MESSAGES.itemsRequired : undefined) ??
    fieldError(save.error, 'items');
  const addedIds = new Set(items.map((item) => item.id));

  const itemsChanged =
    discount !== undefined &&
    (items.length !== discount.items.length || discount.items.some((item) => !addedIds.has(item.id)));
  const changed =
    discount !== undefined && (value !== discount.value || expiresOn !== discount.expires_on || itemsChanged);
  // Spec §5: saving needs whole digits 1–100; an edit also needs a change.
  const canSave =
    !readOnly && value !== null && !expiryError(expiresOn, discount?.expires_on) && (!discount || changed);

  const otherError =
    save.error && !percent.message && !expiryMessage && !itemsMessage && isApiError(save.error)
      ? save.error.message
      : null;

  const submit = () => {
    setSubmitted(true);
    if (value === null || items.length === 0 || !canSave) return;
    const body: DiscountUpdateRequest = {};
    if (!discount || value !== discount.value) body.value = value;
    if (!discount || expiresOn !== discount.expires_on) body.expires_on = expiresOn;
    if (!discount || itemsChanged) body.items = items.map((item) => item.id);
    // The failure is shown from the mutation's state.
    void submission.run(() =>
      save
        .mutateAsync(discount ? body : { value, expires_on: expiresOn, items: items.map((item) => item.id) })
        .then(
          () =>
            navigate(BACK, {
              state: {
                message: discount ? 'De kortingsactie is opgeslagen.' : 'De kortingsactie is toegevoegd.',
              },
            }),
          () => undefined,
        ),
    );
  };

  const addItems = (added: DiscountItem[]) => {
    if (save.error) save.reset();
    setItems((current) => {
      const known = new Set(current.map((item) => item.id));
      return [...current, ...added.filter((item) => !known.has(item.id))].sort(byName);
    });
  };

  return (
    <div className="max-w-3xl">
      <PageHeader
        title={discount ? 'Bewerk kortingsactie' : 'Kortingsactie toevoegen'}
        before={discount ? <DiscountStatusBadge record={discount} /> : undefined}
      />
      <form
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {readOnly && (
          <MessageBar tone="info" live="none">
            {DISCOUNT_MESSAGES.discountInactive}
          </MessageBar>
        )}
        {discount?.active && discount.expired && discount.expires_on && (
          <MessageBar tone="warning" live="none">
            Deze kortingsactie is verlopen na {formatDisplayDate(discount.expires_on)}. Kies een nieuwe
            einddatum om haar weer te laten gelden, of deactiveer haar.
          </MessageBar>
        )}
        {otherError && <MessageBar tone="danger">{otherError}</MessageBar>}
        <Card title="Korting">
          <div className="grid gap-4 sm:grid-cols-2">
            <PercentField input={percent} isDisabled={readOnly} />
            <ExpiryField
              value={expiresOn}
              onChange={(next) => {
                setExpiresOn(next);
                if (save.error) save.reset();
              }}
              errorMessage={expiryMessage}
              isDisabled={readOnly}
            />
          </div>
        </Card>
        <Card
          title={`Artikelen (${items.length})`}
          actions={
            readOnly ? undefined : (
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Plus className="size-4" aria-hidden />}
                  {...loadOnIntent(loadItemDialog)}
                  onPress={() => setDialog('item')}
                >
                  Artikel toevoegen
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<FolderPlus className="size-4" aria-hidden />}
                  {...loadOnIntent(loadGroupDialog)}
                  onPress={() => setDialog('group')}
                >
                  Groep toevoegen
                </Button>
              </div>
            )
          }
          flush
        >
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-gray-600">
              Nog geen artikelen. De korting geldt voor de artikelen die je hier toevoegt.
            </p>
          ) : (
            <ul aria-label="Artikelen van de kortingsactie" className="divide-y divide-gray-100">
              {items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                  <span className="min-w-0 truncate text-gray-900">{item.name || 'Naamloos artikel'}</span>
                  {!readOnly && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${item.name || 'Naamloos artikel'} verwijderen`}
                      onPress={() => setItems((current) => current.filter((i) => i.id !== item.id))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {itemsMessage && (
            <p role="alert" className="border-t border-gray-100 px-4 py-2 text-sm text-red-700">
              {itemsMessage}
            </p>
          )}
        </Card>
        <FormActions
          kind="discount"
          back={BACK}
          record={discount}
          canSave={canSave}
          isSaving={submission.busy}
        />
      </form>
      <Suspense fallback={null}>
        {dialog === 'item' && (
          <AddItemDialog addedIds={addedIds} onAdd={addItems} onClose={() => setDialog(null)} />
        )}
        {dialog === 'group' && (
          <AddGroupDialog addedIds={addedIds} onAdd={addItems} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </div>
  );
}
