import {
  DISCOUNT_MESSAGES,
  PROMO_CODE_MAX_LENGTH,
  type PromotionModel,
  type PromotionUpdateRequest,
} from '@app/contracts';
import { formatDisplayDate } from '@app/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { fieldError, isApiError } from '../../../lib/api-error';
import { useSubmission } from '../../../lib/use-submission';
import { DiscountStatusBadge } from '../components/discount-status-badge';
import { FormActions } from '../components/form-actions';
import { FormPageFallback } from '../components/form-page-fallback';
import { PercentField, usePercentInput } from '../components/percent-field';
import { ExpiryField, expiryError } from '../components/shared-fields';
import { usePromotion, useSavePromotion } from '../discounts-api';

const BACK = '/discounts?view=promotions';

/** /discounts/promotions/new ("Promotie toevoegen") and /discounts/promotions/{id}/edit ("Bewerk promotie"). */
export function PromotionFormPage() {
  const { promotionId } = useParams();
  const promotion = usePromotion(promotionId);
  if (promotionId && (promotion.isPending || promotion.isError))
    return <FormPageFallback title="Bewerk promotie" back={BACK} error={promotion.error} />;
  return <PromotionForm key={promotion.data?.updated_at ?? 'new'} promotion={promotion.data} />;
}

function PromotionForm({ promotion }: { promotion: PromotionModel | undefined }) {
  const navigate = useNavigate();
  const save = useSavePromotion(promotion?.uuid);
  const submission = useSubmission();
  const readOnly = promotion !== undefined && !promotion.active;

  const [code, setCode] = useState(promotion?.promo_code ?? '');
  const [expiresOn, setExpiresOn] = useState<string | null>(promotion?.expires_on ?? null);
  const [touched, setTouched] = useState({ code: false, submit: false });
  const percent = usePercentInput({
    stored: promotion?.value,
    submitted: touched.submit,
    serverError: fieldError(save.error, 'value'),
    onEdit: () => {
      if (save.error) save.reset();
    },
  });

  const value = percent.value;
  const trimmedCode = code.trim();
  const localCodeError =
    (touched.code || touched.submit) && trimmedCode === '' ? DISCOUNT_MESSAGES.codeRequired : undefined;
  const codeMessage = localCodeError ?? fieldError(save.error, 'promo_code');
  const expiryMessage = expiryError(expiresOn, promotion?.expires_on) ?? fieldError(save.error, 'expires_on');

  const changed =
    promotion !== undefined &&
    (trimmedCode !== promotion.promo_code || value !== promotion.value || expiresOn !== promotion.expires_on);
  // Spec §5: whole digits 1–100 enable saving; an edit also needs a change.
  const canSave =
    !readOnly && value !== null && !expiryError(expiresOn, promotion?.expires_on) && (!promotion || changed);
  const otherError =
    save.error && !codeMessage && !percent.message && !expiryMessage && isApiError(save.error)
      ? save.error.message
      : null;

  const submit = () => {
    setTouched({ code: true, submit: true });
    if (value === null || trimmedCode === '' || !canSave) return;
    const body: PromotionUpdateRequest = {};
    if (!promotion || trimmedCode !== promotion.promo_code) body.promo_code = trimmedCode;
    if (!promotion || value !== promotion.value) body.value = value;
    if (!promotion || expiresOn !== promotion.expires_on) body.expires_on = expiresOn;
    // The failure is shown from the mutation's state.
    void submission.run(() =>
      save.mutateAsync(promotion ? body : { promo_code: trimmedCode, value, expires_on: expiresOn }).then(
        () =>
          navigate(BACK, {
            state: { message: promotion ? 'De promotie is opgeslagen.' : 'De promotie is toegevoegd.' },
          }),
        () => undefined,
      ),
    );
  };

  return (
    <div className="max-w-3xl">
      <PageHeader
        title={promotion ? 'Bewerk promotie' : 'Promotie toevoegen'}
        before={promotion ? <DiscountStatusBadge record={promotion} /> : undefined}
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
            {DISCOUNT_MESSAGES.promotionInactive}
          </MessageBar>
        )}
        {promotion?.active && promotion.expired && promotion.expires_on && (
          <MessageBar tone="warning" live="none">
            Deze promotie is verlopen na {formatDisplayDate(promotion.expires_on)}. Kies een nieuwe einddatum
            om de code weer te laten gelden, of deactiveer haar.
          </MessageBar>
        )}
        {otherError && <MessageBar tone="danger">{otherError}</MessageBar>}
        <Card title="Promotie">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Code"
              value={code}
              onChange={(next) => {
                setCode(next);
                if (save.error) save.reset();
              }}
              onBlur={() => setTouched((t) => ({ ...t, code: true }))}
              maxLength={PROMO_CODE_MAX_LENGTH}
              autoComplete="off"
              placeholder="bijv. ZOMER2026"
              description="De klant geeft deze code op; hoofdletters en spaties eromheen maken niet uit."
              errorMessage={codeMessage}
              isDisabled={readOnly}
              className="sm:col-span-2 sm:max-w-sm"
            />
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
        <FormActions
          kind="promotion"
          back={BACK}
          record={promotion}
          canSave={canSave}
          isSaving={submission.busy}
        />
      </form>
    </div>
  );
}
