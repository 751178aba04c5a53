import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeactivate } from '../discounts-api';

type Kind = 'discount' | 'promotion';

const DEACTIVATE_TEXTS: Record<Kind, { title: string; body: string; done: string }> = {
  discount: {
    title: 'Kortingsactie deactiveren',
    body: 'De kortingsactie geldt daarna niet meer. Een gedeactiveerde kortingsactie kan niet meer worden gewijzigd of opnieuw worden geactiveerd.',
    done: 'De kortingsactie is gedeactiveerd.',
  },
  promotion: {
    title: 'Promotie deactiveren',
    body: 'De code kan daarna niet meer worden gebruikt. Een gedeactiveerde promotie kan niet meer worden gewijzigd of opnieuw worden geactiveerd, en de code blijft bezet.',
    done: 'De promotie is gedeactiveerd.',
  },
};

/**
 * The bottom row of the discount and promotion forms: Deactiveren (with a confirmation) for an
 * active record; Annuleren and Opslaan, or only "Terug naar het overzicht" once the record is
 * inactive (read-only for good). After deactivating it goes back to `back` with a message.
 */
export function FormActions({
  kind,
  back,
  record,
  canSave,
  isSaving,
}: {
  kind: Kind;
  /** The overview to go back to. */
  back: string;
  /** The saved record; undefined while adding one. */
  record: { uuid: string; active: boolean } | undefined;
  canSave: boolean;
  isSaving: boolean;
}) {
  const navigate = useNavigate();
  const deactivate = useDeactivate(kind, record?.uuid ?? '');
  const texts = DEACTIVATE_TEXTS[kind];
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        {record?.active && (
          <>
            <Button variant="secondary" className="text-red-700" onPress={() => setConfirming(true)}>
              Deactiveren
            </Button>
            <ConfirmDialog
              isOpen={confirming}
              onOpenChange={setConfirming}
              title={texts.title}
              confirmLabel="Deactiveren"
              isPending={deactivate.isPending}
              onConfirm={() =>
                deactivate.mutate(undefined, {
                  onSuccess: () => void navigate(back, { state: { message: texts.done } }),
                })
              }
            >
              {texts.body}
            </ConfirmDialog>
          </>
        )}
      </div>
      <div className="flex justify-end gap-2">
        {record && !record.active ? (
          <Link to={back} className={buttonClassName('secondary')}>
            Terug naar het overzicht
          </Link>
        ) : (
          <>
            <Button variant="secondary" onPress={() => void navigate(back)}>
              Annuleren
            </Button>
            <Button type="submit" isDisabled={!canSave} isPending={isSaving}>
              Opslaan
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
