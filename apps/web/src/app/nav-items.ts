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
import { isInSection, roleReaches, SECTIONS, type SectionPath } from '../lib/role-access';

export { EVERYONE_PATHS, mayOpenPath, roleReaches } from '../lib/role-access';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The least role that sees the section; the server enforces the same per call. */
  minRole?: Role;
};

const LOOKS: Record<SectionPath, Pick<NavItem, 'label' | 'icon'>> = {
  '/vandaag': { label: 'Vandaag', icon: Sun },
  '/schedule': { label: 'Agenda', icon: CalendarDays },
  '/contacts': { label: 'Contacten', icon: Users },
  '/items': { label: 'Artikelen', icon: Package },
  '/orders': { label: 'Orders', icon: ShoppingCart },
  '/sales_invoices': { label: 'Facturen', icon: FileText },
  '/discounts': { label: 'Promoties', icon: Tag },
  '/rapportage': { label: 'Rapportage', icon: ChartColumn },
  '/settings': { label: 'Instellingen', icon: Settings },
};

/**
 * The main navigation, in spec order, with Vandaag (the start page) first and Rapportage (the
 * owner's, like its API in the role table) before Instellingen. An entry is active for its path and
 * every path below it.
 */
export const NAV_ITEMS: readonly NavItem[] = SECTIONS.map((section) => ({
  ...section,
  ...LOOKS[section.to],
}));

/** The sections this role sees, in spec order (with one owner the spec's navigation exactly). */
export const navItemsFor = (role: Role) => NAV_ITEMS.filter((item) => roleReaches(role, item.minRole));

/**
 * Whether `pathname` is the entry's path or below it (`/contacts/new` → Contacten). A path with a
 * domain prefix (`/{domain_id}/contacts/…`) counts for the section after the prefix.
 */
export const isNavItemActive = (item: Pick<NavItem, 'to'>, pathname: string): boolean =>
  isInSection(item, pathname);
