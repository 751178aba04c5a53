import type { ReactNode, RefObject } from 'react';
import { Popover } from 'react-aria-components';
import { cn } from '../../lib/cn';

/**
 * A popover below a button, for menus and pickers that are mounted only while open (the user menu,
 * the invoice's Extra menu, a date field's calendar): it is open while rendered, and a press
 * outside or Escape asks `onClose`. Focus returns to the button when it goes. Import it only from
 * the lazily loaded part of such a control, so React Aria's popover loads with its first use.
 */
export function AnchoredPopover({
  triggerRef,
  onClose,
  className,
  'aria-label': ariaLabel,
  children,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Rounding, padding and width: the border, background and shadow are given. */
  className?: string;
  /** Names the popover when its content is not a dialog (a menu). */
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      aria-label={ariaLabel}
      className={cn('border border-gray-200 bg-white shadow-lg outline-none', className)}
    >
      {children}
    </Popover>
  );
}
