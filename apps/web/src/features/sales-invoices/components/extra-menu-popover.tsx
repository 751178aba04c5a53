import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components';
import { AnchoredPopover } from '../../../components/ui/anchored-popover';

// Here, with the part that loads lazily, so it needs nothing of extra-menu.tsx.
export type ExtraAction = 'send' | 'duplicate' | 'delete' | 'reopen' | 'paid' | 'uncollectable' | 'credit';

/** The open Extra menu (see ExtraMenu): focus starts on the first (or last) item and returns to the button. */
export function ExtraMenuPopover({
  triggerRef,
  autoFocus,
  items,
  onAction,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  autoFocus: 'first' | 'last';
  items: ReadonlyArray<{ action: ExtraAction; label: string }>;
  onAction: (action: ExtraAction) => void;
  onClose: () => void;
}) {
  return (
    <AnchoredPopover
      aria-label="Extra"
      triggerRef={triggerRef}
      onClose={onClose}
      className="min-w-52 rounded-md py-1"
    >
      <Menu
        aria-label="Extra"
        autoFocus={autoFocus}
        className="outline-none"
        onAction={(key) => onAction(key as ExtraAction)}
      >
        {items.map(({ action, label }) => (
          <MenuItem
            key={action}
            id={action}
            className={`cursor-pointer px-3 py-2 text-sm outline-none data-focused:bg-gray-100 ${action === 'delete' ? 'text-red-700' : 'text-gray-800'}`}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </AnchoredPopover>
  );
}
