import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalSize } from './modal';

// The props live here, with the part that loads lazily, so it needs nothing of confirm-dialog.tsx.
export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Shows a spinner on the confirm button (e.g. `mutation.isPending`). */
  isPending?: boolean;
  /** Called on confirm; close the dialog yourself when done (e.g. in the mutation's onSuccess). */
  onConfirm: () => void;
  /** Wider than the default `sm` for a question with a form in it. */
  size?: ModalSize;
};

/** The modal of `ConfirmDialog`, loaded when a confirmation is first asked. */
export function ConfirmDialogModal({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel = 'Bevestigen',
  cancelLabel = 'Annuleren',
  tone = 'danger',
  isPending = false,
  onConfirm,
  size = 'sm',
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size={size}
      isDismissable={!isPending}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onPress={onConfirm} isPending={isPending} autoFocus>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
