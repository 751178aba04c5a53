import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export type ModalProps = {
  title: ReactNode;
  /** Controlled open state; omit both when used inside `<DialogTrigger>`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on outside click / Escape (default true); false: only the dialog's own buttons close it. */
  isDismissable?: boolean;
  size?: ModalSize;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
};

const sizes: Record<ModalSize, string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * A modal dialog (React Aria): focus is trapped and restored, Escape closes, the title labels it.
 *
 *   <DialogTrigger><Button>Open</Button><Modal title="Galerij">…</Modal></DialogTrigger>
 *   <Modal title="…" isOpen={open} onOpenChange={setOpen} footer={(close) => <Button onPress={close}>Sluiten</Button>}>…</Modal>
 */
export function Modal({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  role = 'dialog',
  children,
  footer,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-gray-900/40 p-0 sm:items-center sm:p-4"
    >
      <AriaModal
        className={cn(
          'flex max-h-[90vh] w-full flex-col rounded-t-xl bg-white shadow-xl outline-none sm:rounded-xl',
          sizes[size],
        )}
      >
        <Dialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
                <Heading slot="title" className="text-lg font-semibold text-gray-900">
                  {title}
                </Heading>
                {isDismissable && (
                  <AriaButton
                    onPress={close}
                    aria-label="Sluiten"
                    className="-my-2.5 -mr-2.5 flex size-11 shrink-0 items-center justify-center rounded text-gray-500 sm:-m-1 sm:size-auto sm:p-1 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-hovered:bg-gray-100"
                  >
                    <X className="size-5" aria-hidden />
                  </AriaButton>
                )}
              </div>
              <div className="min-h-0 flex-1 overflow-auto px-5 py-4 text-sm text-gray-700">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer && (
                <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-3">
                  {typeof footer === 'function' ? footer(close) : footer}
                </div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
