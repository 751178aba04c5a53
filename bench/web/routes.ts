/**
 * The routes bench/web measures, shared with the bundle-budget guard (e2e/tests/bundle-budget.spec.ts)
 * so both count the same pages, and each route's first-load JavaScript budget.
 */

export type Route = {
  path: string | ((ids: Ids) => string);
  name?: string;
  signedIn: boolean;
  lighthouse: boolean;
};
export type Ids = {
  invoiceUuid: string;
  contactUuid: string;
  itemId: number;
  orderUuid: string;
  discountId: string;
  promotionId: string;
  today: string;
  bookingSlug: string;
};

/** Every route worth a figure; the five get Lighthouse too. Add new screens here. */
export const ROUTES: Route[] = [
  { path: '/login', signedIn: false, lighthouse: true },
  { path: '/boeken', signedIn: false, lighthouse: true },
  {
    path: (ids) => `/boeken/artikel/${ids.bookingSlug}`,
    name: '/boeken/artikel/:slug',
    signedIn: false,
    lighthouse: true,
  },
  { path: '/passwords/new', signedIn: false, lighthouse: false },
  { path: '/contacts', signedIn: true, lighthouse: true },
  {
    path: (ids) => `/contacts/${ids.contactUuid}`,
    name: '/contacts/:uuid',
    signedIn: true,
    lighthouse: false,
  },
  { path: '/contacts/new', signedIn: true, lighthouse: false },
  { path: '/items', signedIn: true, lighthouse: true },
  { path: (ids) => `/items/${ids.itemId}`, name: '/items/:id', signedIn: true, lighthouse: false },
  { path: '/sales_invoices', signedIn: true, lighthouse: true },
  { path: '/sales_invoices/new', signedIn: true, lighthouse: false },
  {
    path: (ids) => `/sales_invoices/${ids.invoiceUuid}`,
    name: '/sales_invoices/:uuid',
    signedIn: true,
    lighthouse: true,
  },
  { path: '/settings', signedIn: true, lighthouse: false },
  { path: '/settings/identities', signedIn: true, lighthouse: false },
  { path: '/vandaag', signedIn: true, lighthouse: true },
  { path: '/rapportage', signedIn: true, lighthouse: false },
  { path: '/schedule', signedIn: true, lighthouse: true },
  {
    path: (ids) => `/schedule/${ids.today}/timeline`,
    name: '/schedule/:date/timeline',
    signedIn: true,
    lighthouse: false,
  },
  { path: '/orders', signedIn: true, lighthouse: true },
  { path: '/orders/new', signedIn: true, lighthouse: false },
  { path: (ids) => `/orders/${ids.orderUuid}`, name: '/orders/:uuid', signedIn: true, lighthouse: false },
  { path: '/discounts', signedIn: true, lighthouse: false },
  { path: '/discounts/new', signedIn: true, lighthouse: false },
  {
    path: (ids) => `/discounts/${ids.discountId}/edit`,
    name: '/discounts/:id/edit',
    signedIn: true,
    lighthouse: false,
  },
  { path: '/discounts/promotions/new', signedIn: true, lighthouse: false },
  {
    path: (ids) => `/discounts/promotions/${ids.promotionId}/edit`,
    name: '/discounts/promotions/:id/edit',
    signedIn: true,
    lighthouse: false,
  },
];

export const routeName = (route: Route) => route.name ?? (typeof route.path === 'string' ? route.path : '?');
export const routePath = (route: Route, ids: Ids) =>
  typeof route.path === 'string' ? route.path : route.path(ids);

/**
 * KiB of JavaScript (gzip) a first visit may load: the public booking pages are their own small
 * bundle, the sign-in screens (where every visit starts) lighter than the back office.
 */
export const budgetOf = (route: Route): number => {
  const name = routeName(route);
  if (name.startsWith('/boeken')) return 70;
  return route.signedIn ? 200 : 140;
};

/** The records the routes show: the first of each list (demo data), today and the given article. */
export const fetchIds = async (
  getJson: (url: string) => Promise<unknown>,
  bookingSlug: string,
): Promise<Ids> => {
  const firstOf = async (url: string) =>
    ((await getJson(url)) as { results: Array<Record<string, unknown>> }).results[0] ?? {};
  return {
    invoiceUuid: String((await firstOf('/api/invoice.search/%25')).uuid),
    contactUuid: String((await firstOf('/api/contacts.view')).uuid),
    itemId: Number((await firstOf('/api/items.view')).id),
    orderUuid: String((await firstOf('/api/orders.view')).uuid),
    discountId: String((await firstOf('/api/discounts.view')).uuid),
    promotionId: String((await firstOf('/api/promotions.view')).uuid),
    today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date()),
    bookingSlug,
  };
};
