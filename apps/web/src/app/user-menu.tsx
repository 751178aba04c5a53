import { ChevronDown, UserRound } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSignOut } from '../features/auth';
import { useCurrentUser } from '../lib/auth-session';

// The menu itself (React Aria Menu and Popover) loads on first use: it is not needed to show a
// page, and it weighed about as much as the rest of the logged-in shell.
const UserMenuPopover = lazy(() =>
  import('./user-menu-popover').then((m) => ({ default: m.UserMenuPopover })),
);

export function userDisplayName(user: { given_name: string; family_name: string; username: string } | null) {
  if (!user) return 'Account';
  const name = `${user.given_name} ${user.family_name}`.trim();
  return name || user.username;
}

/** The account button in the top bar with "Uitloggen" (a menu button: Enter, Space or ↓ opens it). */
export function UserMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={`Gebruikersmenu: ${userDisplayName(user)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex min-h-11 min-w-11 items-center gap-2 rounded-md px-2 py-1.5 sm:min-h-0 sm:min-w-0 text-sm text-gray-800 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="size-4" aria-hidden />
        </span>
        <span className="hidden font-medium sm:inline">{userDisplayName(user)}</span>
        <ChevronDown className="size-4 text-gray-500" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPopover triggerRef={triggerRef} onClose={() => setOpen(false)} onSignOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
