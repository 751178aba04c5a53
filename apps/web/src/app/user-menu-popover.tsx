import { LogOut, ShieldCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { Menu, MenuItem } from 'react-aria-components';
import { AnchoredPopover } from '../components/ui/anchored-popover';

/** The open user menu (loaded on first use by user-menu.tsx): focus on its first item, Escape closes. */
export function UserMenuPopover({
  triggerRef,
  onClose,
  onSignOut,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onSignOut: () => void;
}) {
  return (
    <AnchoredPopover
      aria-label="Gebruikersmenu"
      triggerRef={triggerRef}
      onClose={onClose}
      className="min-w-48 rounded-md py-1"
    >
      <Menu
        aria-label="Gebruikersmenu"
        autoFocus="first"
        className="outline-none"
        onAction={(key) => {
          onClose();
          if (key === 'logout') onSignOut();
        }}
      >
        <MenuItem
          id="two-step"
          href="/account/two-step"
          className="flex cursor-default items-center gap-2 px-3 py-2 text-sm text-gray-800 outline-none data-focused:bg-gray-100"
        >
          <ShieldCheck className="size-4 text-gray-500" aria-hidden />
          Tweestapsverificatie
        </MenuItem>
        <MenuItem
          id="logout"
          className="flex cursor-default items-center gap-2 px-3 py-2 text-sm text-gray-800 outline-none data-focused:bg-gray-100"
        >
          <LogOut className="size-4 text-gray-500" aria-hidden />
          Uitloggen
        </MenuItem>
      </Menu>
    </AnchoredPopover>
  );
}
