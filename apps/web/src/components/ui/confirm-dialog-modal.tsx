import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { Modal } from './modal';

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
