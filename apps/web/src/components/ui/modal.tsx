import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-dialog';

export type { ModalProps, ModalSize } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((module) => ({ default: module.ModalDialog })));

/**
 * A modal dialog (React Aria): focus is trapped and restored, Escape closes, the title labels it.
 *
 *   <Modal title="…" isOpen={open} onOpenChange={setOpen} footer={(close) => <Button onPress={close}>Sluiten</Button>}>…</Modal>
 *
 * Nothing is rendered (or downloaded: React Aria's modal, overlay and focus code) until it is
 * first opened; after that it stays mounted so that closing still animates. Like ConfirmDialog.
 * Inside a `<DialogTrigger>` (no `isOpen`) the trigger decides, so it is rendered at once.
 */
export function Modal(props: ModalProps) {
  const controlled = props.isOpen !== undefined;
  const [wasOpened, setWasOpened] = useState(Boolean(props.isOpen));
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (controlled && !wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
