import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useCurrentUser } from '../features/auth/auth-store';
import { useSignOut } from '../features/auth/use-sign-out';

export function userDisplayName(user: { given_name: string; family_name: string; username: string } | null) {
  if (!user) return 'Account';
  const name = `${user.given_name} ${user.family_name}`.trim();
  return name || user.username;
}

/** The account button in the top bar with "Uitloggen". */
export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  return (
    <MenuTrigger>
      <Button
        aria-label={`Gebruikersmenu: ${userDisplayName(user)}`}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-800 outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-hovered:bg-gray-100"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="size-4" aria-hidden />
        </span>
        <span className="hidden font-medium sm:inline">{userDisplayName(user)}</span>
        <ChevronDown className="size-4 text-gray-500" aria-hidden />
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-48 rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none"
      >
        <Menu className="outline-none" onAction={(key) => key === 'logout' && signOut()}>
          <MenuItem
            id="logout"
            className="flex cursor-default items-center gap-2 px-3 py-2 text-sm text-gray-800 outline-none data-focused:bg-gray-100"
          >
            <LogOut className="size-4 text-gray-500" aria-hidden />
            Uitloggen
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
