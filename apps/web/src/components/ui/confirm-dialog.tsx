import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-modal';

const ConfirmDialogModal = lazy(() =>
  import('./confirm-dialog-modal').then((m) => ({ default: m.ConfirmDialogModal })),
);

export type { ConfirmDialogProps } from './confirm-dialog-modal';

/**
 * An alertdialog asking to confirm an action.
 *
 *   <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Contact verwijderen"
 *     confirmLabel="Verwijderen" isPending={del.isPending} onConfirm={() => del.mutate()}>
 *     Weet je zeker dat je {name} wilt verwijderen? …
 *   </ConfirmDialog>
 *
 * Most pages never ask, so the modal loads when a confirmation is first asked; after that it stays
 * mounted so that closing still animates.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.isOpen);
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
