import type { Role } from '@app/contracts';

/**
 * Which pages a role may open, for the layout's "Geen toegang" and for links on pages every role
 * sees (the agenda's appointment dialog shows a driver no link to an order). The server enforces
 * the same per call (apps/server/src/features/team/route-access.ts).
 */

/** The main sections in spec order, with the least role that sees each. */
export const SECTIONS = [
  { to: '/vandaag', minRole: 'office' },
  { to: '/schedule' },
  { to: '/contacts', minRole: 'office' },
  { to: '/items', minRole: 'office' },
  { to: '/orders', minRole: 'office' },
  { to: '/sales_invoices', minRole: 'office' },
  { to: '/discounts', minRole: 'office' },
  { to: '/rapportage', minRole: 'owner' },
  { to: '/settings', minRole: 'office' },
] as const satisfies ReadonlyArray<{ to: string; minRole?: Role }>;

export type SectionPath = (typeof SECTIONS)[number]['to'];

const RANK: Record<Role, number> = { driver: 0, office: 1, owner: 2 };

export const roleReaches = (role: Role, minRole: Role = 'driver') => RANK[role] >= RANK[minRole];

/** Screens only the owner opens (the server refuses their keys and calls to Kantoor too). */
const OWNER_ONLY_PATHS = ['/settings/identities', '/settings/numbering', '/settings/users', '/rapportage'];

/** Pages of one's own account (two-step sign-in), open to every role. */
export const EVERYONE_PATHS = ['/account'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether `pathname` is the section's path or below it (`/contacts/new` → Contacten). A path with
 * a domain prefix (`/{domain_id}/contacts/…`) counts for the section after the prefix.
 */
export function isInSection(section: { to: string }, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (isUnder(path, section.to)) return true;
  if (SECTIONS.some((s) => isUnder(path, s.to))) return false;
  const withoutPrefix = path.replace(/^\/[^/]+/, '');
  return withoutPrefix !== '' && isUnder(withoutPrefix, section.to);
}

/**
 * Whether the role may open `pathname` (a path, a query or hash after it is ignored): a driver
 * only the agenda (and the pages every signed-in person has, such as onboarding), Kantoor
 * everything but the owner's settings.
 */
export function mayOpenPath(role: Role, pathname: string): boolean {
  const path = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (role === 'owner') return true;
  if (EVERYONE_PATHS.some((p) => isUnder(path, p))) return true;
  if (OWNER_ONLY_PATHS.some((p) => isUnder(path, p))) return false;
  if (role === 'office') return true;
  const section = SECTIONS.find((s) => isInSection(s, path));
  return section === undefined
    ? path === '/'
    : roleReaches(role, 'minRole' in section ? section.minRole : 'driver');
}
