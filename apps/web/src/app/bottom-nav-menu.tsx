import { NavLink } from 'react-router';
import { Modal } from '../components/ui/modal';
import { useCurrentUser } from '../lib/auth-session';
import { cn } from '../lib/cn';
import { isNavItemActive, navItemsFor } from './nav-items';
import { prefetchOnIntent } from './prefetch-route';

/** The sheet behind Meer (loaded on first use by bottom-nav.tsx): every section, labelled. */
export function BottomNavMenu({
  pathname,
  open,
  setOpen,
}: {
  pathname: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const role = useCurrentUser()?.role ?? 'driver';
  return (
    <Modal title="Menu" isOpen={open} onOpenChange={setOpen}>
      <ul className="-mx-2 flex flex-col gap-1" aria-label="Alle onderdelen">
        {navItemsFor(role).map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                {...prefetchOnIntent(item.to)}
                onClick={() => setOpen(false)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-medium no-underline outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  active ? 'bg-brand-50 text-brand-800' : 'text-gray-800 hover:bg-gray-100',
                )}
              >
                <Icon
                  className={cn('size-5 shrink-0', active ? 'text-brand-600' : 'text-gray-500')}
                  aria-hidden
                />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
