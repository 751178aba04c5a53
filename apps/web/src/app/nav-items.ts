import type { Role } from '@app/contracts';
import {
  CalendarDays,
  ChartColumn,
  FileText,
  Package,
  Settings,
  ShoppingCart,
  Sun,
  Tag,
  Users,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The least role that sees the section (issue 31); the server enforces the same per call. */
  minRole?: Role;
};

/**
 * The main navigation, in spec order, with Vandaag (the start page) first and Rapportage (the
 * owner's, like its API in the role table) before Instellingen. An entry is active for its path and
 * every path below it.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Vandaag', to: '/vandaag', icon: Sun, minRole: 'office' },
  { label: 'Agenda', to: '/schedule', icon: CalendarDays },
  { label: 'Contacten', to: '/contacts', icon: Users, minRole: 'office' },
  { label: 'Artikelen', to: '/items', icon: Package, minRole: 'office' },
  { label: 'Orders', to: '/orders', icon: ShoppingCart, minRole: 'office' },
  { label: 'Facturen', to: '/sales_invoices', icon: FileText, minRole: 'office' },
  { label: 'Promoties', to: '/discounts', icon: Tag, minRole: 'office' },
  { label: 'Rapportage', to: '/rapportage', icon: ChartColumn, minRole: 'owner' },
  { label: 'Instellingen', to: '/settings', icon: Settings, minRole: 'office' },
];

const RANK: Record<Role, number> = { driver: 0, office: 1, owner: 2 };

export const roleReaches = (role: Role, minRole: Role = 'driver') => RANK[role] >= RANK[minRole];

/** The sections this role sees, in spec order (with one owner the spec's navigation exactly). */
export const navItemsFor = (role: Role) => NAV_ITEMS.filter((item) => roleReaches(role, item.minRole));

/** Settings screens only the owner opens (the server refuses their keys to Kantoor too). */
const OWNER_ONLY_PATHS = ['/settings/identities', '/settings/numbering', '/settings/users', '/rapportage'];

/**
 * Whether the role may open `pathname`: a driver only the agenda (and the pages every signed-in
 * person has, such as onboarding), Kantoor everything but the owner's settings.
 */
/** Pages of one's own account (two-step sign-in), open to every role. */
export const EVERYONE_PATHS = ['/account'];

export function mayOpenPath(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (role === 'owner') return true;
  if (EVERYONE_PATHS.some((p) => isUnder(path, p))) return true;
  if (OWNER_ONLY_PATHS.some((p) => isUnder(path, p))) return false;
  if (role === 'office') return true;
  const section = NAV_ITEMS.find((item) => isNavItemActive(item, path));
  return section === undefined ? path === '/' : roleReaches(role, section.minRole);
}

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
