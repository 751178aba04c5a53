import { CalendarDays, FileText, Package, Settings, ShoppingCart, Tag, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

/** The main navigation, in spec order. An entry is active for its path and every path below it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Agenda', to: '/schedule', icon: CalendarDays },
  { label: 'Contacten', to: '/contacts', icon: Users },
  { label: 'Artikelen', to: '/items', icon: Package },
  { label: 'Orders', to: '/orders', icon: ShoppingCart },
  { label: 'Facturen', to: '/sales_invoices', icon: FileText },
  { label: 'Promoties', to: '/discounts', icon: Tag },
  { label: 'Instellingen', to: '/settings', icon: Settings },
];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether `pathname` is the entry's path or below it (`/contacts/new` → Contacten). A path with a
 * domain prefix (`/{domain_id}/contacts/…`) counts for the section after the prefix.
 */
export function isNavItemActive(item: Pick<NavItem, 'to'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isUnder(path, item.to)) return true;
  if (NAV_ITEMS.some((nav) => isUnder(path, nav.to))) return false;
  const withoutPrefix = path.replace(/^\/[^/]+/, '');
  return withoutPrefix !== '' && isUnder(withoutPrefix, item.to);
}
