import { NavLink } from 'react-router';
import { NewRequestsBadge } from '../features/booking';
import { useCurrentUser } from '../lib/auth-session';
import { cn } from '../lib/cn';
import { APP_NAME } from '../lib/constants';
import { isNavItemActive, navItemsFor } from './nav-items';
import { prefetchOnIntent } from './prefetch-route';

/**
 * The main navigation from `sm` (640 px) up: logo and labelled sections. Below that the sidebar is
 * hidden and the phone navigation (bottom-nav.tsx) takes its place.
 */
export function Sidebar({ pathname }: { pathname: string }) {
  const role = useCurrentUser()?.role ?? 'driver';
  return (
    <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col border-r border-gray-200 bg-white sm:flex">
      <div data-testid="brand" className="flex h-14 items-center gap-2 border-b border-gray-200 px-5">
        <Logo />
        <span className="text-[15px] font-semibold tracking-tight whitespace-nowrap text-gray-900">
          {APP_NAME}
        </span>
      </div>
      <nav aria-label="Hoofdmenu" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {navItemsFor(role).map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to} className="relative">
                <NavLink
                  to={item.to}
                  {...prefetchOnIntent(item.to)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-start gap-3 rounded-md px-3 py-2 text-sm font-medium no-underline',
                    active
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  <Icon
                    className={cn('size-5 shrink-0', active ? 'text-brand-600' : 'text-gray-500')}
                    aria-hidden
                  />
                  <span>{item.label}</span>
                </NavLink>
                {item.to === '/orders' && <NewRequestsBadge />}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}

function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
      <rect width="32" height="32" rx="7" className="fill-brand-600" />
      <path d="M7 23V12l9-5 9 5v11h-5v-6h-8v6z" fill="#fff" />
    </svg>
  );
}
