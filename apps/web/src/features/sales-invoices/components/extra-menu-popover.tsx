import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { ExtraAction } from './extra-menu';

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
    <Popover
      aria-label="Extra"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      placement="bottom end"
      className="min-w-52 rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none"
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
    </Popover>
  );
}
