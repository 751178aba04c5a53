import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { NavLink } from 'react-router';
import { NEW_REQUESTS_PATH, NewRequestsCount, useNewRequestCount } from '../features/booking';
import { useCurrentUser } from '../lib/auth-session';
import { cn } from '../lib/cn';
import { isNavItemActive, type NavItem, navItemsFor } from './nav-items';
import { prefetchOnIntent } from './prefetch-route';

/**
 * The sections a phone user reaches with one tap: the day (Vandaag, the start page; a driver has
 * only the agenda), deliveries, customers and orders; Artikelen, Facturen, Promoties, Rapportage
 * and Instellingen are one tap further under Meer.
 */
const PHONE_BAR = ['/vandaag', '/schedule', '/contacts', '/orders'];

const barItem =
  'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-1 pt-1.5 pb-1 text-[11px] leading-tight font-medium no-underline outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset';

/**
 * The main navigation on a phone (below `sm`, where the sidebar is hidden): a bar at the bottom,
 * in reach of a thumb, with icon and label for Vandaag, Agenda, Contacten and Orders, and Meer,
 * which opens every section (with labels) in a sheet.
 */
// The sheet (a React Aria modal) loads on first use, not with every page.
const BottomNavMenu = lazy(() => import('./bottom-nav-menu').then((m) => ({ default: m.BottomNavMenu })));

export function BottomNav({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so the sheet can play its closing state.
  const [opened, setOpened] = useState(false);
  const items = navItemsFor(useCurrentUser()?.role ?? 'driver');
  const inBar = items.filter((item) => PHONE_BAR.includes(item.to));
  // A driver has only the agenda: no Meer with nothing more behind it.
  const hasMore = items.length > inBar.length;
  const moreActive = !inBar.some((item) => isNavItemActive(item, pathname));
  return (
    <nav
      aria-label="Hoofdmenu"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className={cn('grid', hasMore ? 'grid-cols-5' : 'grid-cols-1')}>
        {inBar.map((item) => (
          <li key={item.to} className="min-w-0">
            {item.to === '/orders' ? (
              <OrdersBarLink item={item} active={isNavItemActive(item, pathname)} />
            ) : (
              <BarLink item={item} active={isNavItemActive(item, pathname)} />
            )}
          </li>
        ))}
        {hasMore && (
          <li className="min-w-0">
            <AriaButton
              onPress={() => {
                setOpened(true);
                setOpen(true);
              }}
              aria-expanded={open}
              className={cn(barItem, moreActive ? 'text-brand-800' : 'text-gray-600')}
            >
              <Menu className={cn('size-5', moreActive ? 'text-brand-600' : 'text-gray-500')} aria-hidden />
              <span>Meer</span>
            </AriaButton>
          </li>
        )}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <BottomNavMenu pathname={pathname} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </nav>
  );
}

/**
 * Orders with a count of new online requests opens those requests (In behandeling): on the phone
 * the count and the item are one tap target (a count link of its own would be too small a target).
 */
function OrdersBarLink({ item, active }: { item: NavItem; active: boolean }) {
  const newRequests = useNewRequestCount();
  return (
    <BarLink item={item} active={active} to={newRequests > 0 ? NEW_REQUESTS_PATH : item.to}>
      <NewRequestsCount count={newRequests} />
    </BarLink>
  );
}

function BarLink({
  item,
  active,
  to = item.to,
  children,
}: {
  item: NavItem;
  active: boolean;
  to?: string;
  children?: ReactNode;
}) {
  const Icon = item.icon;
  return (
    <NavLink
      to={to}
      {...prefetchOnIntent(item.to)}
      aria-current={active ? 'page' : undefined}
      className={cn(barItem, active ? 'text-brand-800' : 'text-gray-600 hover:text-gray-900')}
    >
      <Icon className={cn('size-5 shrink-0', active ? 'text-brand-600' : 'text-gray-500')} aria-hidden />
      <span className="max-w-full truncate">{item.label}</span>
      {children}
    </NavLink>
  );
}
