import type { Role } from '@app/contracts';

/**
 * Who may call which API operation. Every operation of the OpenAPI document has a
 * line here, keyed `METHOD /api/path/{param}`; a test walks the document and fails on an
 * operation without one, so a new route cannot forget its rule. At run time an operation missing
 * from the table is for the owner only (the safe side).
 * - public: no sign-in at all (the route says `config: { public: true }`);
 * - driver: every signed-in person (the agenda, the day's route, check-off, the handover papers);
 * - office: Kantoor and Eigenaar;
 * - owner: Eigenaar only (colleagues). Company details, numbering and payment settings share
 *   settings.set with office settings, so that route checks its keys itself (settings/settings-access.ts).
 */
export type Access = 'public' | 'driver' | 'office' | 'owner';

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh': 'public',
  'GET /api/auth/check-session': 'driver',
  'POST /api/auth/logout': 'public',
  'POST /api/password.reset': 'public',
  'POST /api/token.verify': 'public',
  'POST /api/password.update': 'public',

  'GET /api/assets.view': 'office',
  'POST /api/asset.create': 'office',
  'DELETE /api/asset.delete/{id}': 'office',
  // The shell reads the company name, logo and onboarding state for everyone signed in.
  'GET /api/settings.get': 'driver',
  'POST /api/settings.set': 'office',

  'GET /api/contacts.view': 'office',
  'GET /api/contact.search/{query}': 'office',
  'GET /api/contact.view/{id}': 'office',
  'POST /api/contact.create': 'office',
  'PATCH /api/contact.update/{id}': 'office',
  'DELETE /api/contact.delete/{id}': 'office',
  'POST /api/contact.restore/{uuid}': 'office',
  'POST /api/contact.import': 'office',
  'GET /api/contact.export': 'office',
  'GET /api/people.view': 'office',
  'POST /api/person.create': 'office',
  'PATCH /api/person.update/{id}': 'office',
  'DELETE /api/person.delete/{id}': 'office',

  'GET /api/items.view': 'office',
  'GET /api/item.search/{query}': 'office',
  'GET /api/item.view/{id}': 'office',
  'POST /api/item.create': 'office',
  'PATCH /api/item.update/{id}': 'office',
  'DELETE /api/item.delete/{id}': 'office',
  'GET /api/item.availability/{id}': 'office',
  'POST /api/item.attach/document': 'office',
  'GET /api/categories.view': 'office',
  'POST /api/category.create': 'office',
  'POST /api/unit.create': 'office',
  'GET /api/unit.view/{id}': 'office',
  'PATCH /api/unit.update/{id}': 'office',

  'GET /api/invoices.view': 'office',
  'GET /api/invoice.search/{query}': 'office',
  'GET /api/invoice.view/{id}': 'office',
  'POST /api/invoice.create': 'office',
  'PATCH /api/invoice.update/{id}': 'office',
  'DELETE /api/invoice.delete/{id}': 'office',
  'POST /api/invoice.duplicate/{id}': 'office',
  'GET /api/invoice.mail/{id}': 'office',
  'POST /api/invoice.send/{id}': 'office',
  'GET /api/invoice.render/{id}': 'office',

  'GET /api/geo.distance': 'office',

  'GET /api/discounts.view': 'office',
  'POST /api/discount.create': 'office',
  'GET /api/discount.view/{id}': 'office',
  'PATCH /api/discount.update/{id}': 'office',
  'GET /api/discount.quote': 'office',
  'GET /api/promotions.view': 'office',
  'POST /api/promotion.create': 'office',
  'GET /api/promotion.view/{id}': 'office',
  'PATCH /api/promotion.update/{id}': 'office',

  'GET /api/orders.view': 'office',
  'GET /api/order.search/{query}': 'office',
  'GET /api/order.view/{id}': 'office',
  'POST /api/order.quote': 'office',
  'POST /api/order.cashcreate': 'office',
  'DELETE /api/order.revert/{id}': 'office',
  // Quotes (offertes): office work; the customer's side is public (the link's token is the key,
  // rate limited like the booking routes, nothing of staff or other customers).
  'POST /api/quote.create': 'office',
  'PATCH /api/quote.update/{id}': 'office',
  'GET /api/quotes.view': 'office',
  'GET /api/quote.view/{id}': 'office',
  'GET /api/quote.pdf/{id}': 'office',
  'GET /api/quote.accepted_document/{id}': 'office',
  'POST /api/quote.send/{id}': 'office',
  'POST /api/quote.withdraw/{id}': 'office',
  'POST /api/quote.convert/{id}': 'office',
  'GET /api/quote_public.view/{token}': 'public',
  'GET /api/quote_public.pdf/{token}': 'public',
  'POST /api/quote_public.accept/{token}': 'public',
  'POST /api/quote_public.decline/{token}': 'public',
  'DELETE /api/reservation.release/{id}': 'office',

  'GET /api/jobs.view': 'driver',
  'GET /api/job.timeline/{date}': 'driver',
  'GET /api/job.route/{date}': 'driver',
  'POST /api/job.complete/{id}': 'driver',
  'DELETE /api/job.complete/{id}': 'driver',
  // The renter's signature at handover: a driver for today's jobs only (checked in sign-job.ts);
  // the image is for the office (order detail), the driver's papers print it.
  'POST /api/job.sign/{id}': 'driver',
  'GET /api/job_signatures.list/{id}': 'driver',
  'GET /api/job_signature.image/{id}': 'office',
  // The rental terms: public on the booking page anyway; the driver shows them before signing.
  'GET /api/terms.view': 'driver',
  'GET /api/calendar_feed.view': 'driver',
  'POST /api/calendar_feed.renew': 'driver',
  'DELETE /api/calendar_feed.delete': 'driver',
  'GET /api/calendar/{file}': 'public',

  // Credit notes, e-invoices and the accountant's export.
  'POST /api/invoice.credit/{id}': 'office',
  'GET /api/invoices.export': 'office',
  'GET /api/invoice.ubl/{id}': 'office',
  // Payments and reminders.
  'POST /api/payment.create': 'office',
  'DELETE /api/payment.delete/{id}': 'office',
  'GET /api/invoices.outstanding': 'office',
  'GET /api/invoice.reminder/{id}': 'office',
  'POST /api/invoice.remind/{id}': 'office',
  // iDEAL with Mollie; the customer's pay and return pages and Mollie's webhook
  // are public.
  'GET /api/ideal.status': 'office',
  'GET /api/invoice.payment_link/{id}': 'office',
  'GET /api/ideal.pay/{token}': 'public',
  'GET /api/ideal.return/{token}': 'public',
  'POST /api/ideal.webhook': 'public',
  'PATCH /api/order.update/{id}': 'office',
  'POST /api/order.deposit_return/{id}': 'office',
  // Safety register; the handover papers go with the driver.
  'POST /api/unit_log.create': 'office',
  'POST /api/incident.create': 'office',
  'POST /api/unit_certificate.create': 'office',
  'PATCH /api/unit_log.update/{id}': 'office',
  'PATCH /api/incident.update/{id}': 'office',
  'DELETE /api/unit_log.delete/{id}': 'office',
  'DELETE /api/incident.delete/{id}': 'office',
  'POST /api/unit.block/{id}': 'office',
  'POST /api/unit.unblock/{id}': 'office',
  'GET /api/units.safety': 'office',
  'GET /api/units.inspection_due': 'office',
  'GET /api/safety.settings': 'office',
  'PATCH /api/safety.settings': 'office',
  'GET /api/item.safety/{id}': 'office',
  'PATCH /api/item.safety/{id}': 'office',
  'GET /api/order.handover/{id}': 'driver',
  'GET /api/unit.file/{id}': 'office',

  // Online booking: the customer's routes are public (rate limited, nothing of staff);
  // confirming, declining and the booking settings are office work.
  'GET /api/booking.items': 'public',
  'GET /api/booking.item/{slug}': 'public',
  'GET /api/booking.availability/{slug}': 'public',
  'POST /api/booking.quote': 'public',
  'POST /api/booking.create': 'public',
  'GET /api/booking.view/{token}': 'public',
  'POST /api/order.confirm/{id}': 'office',
  'POST /api/order.decline/{id}': 'office',
  'GET /api/booking.pending_count': 'office',
  'GET /api/booking.settings': 'office',
  'PATCH /api/booking.settings': 'office',

  // Vandaag is the owner's and office's start page; the numbers are the owner's (change the
  // three report lines to 'office' to let Kantoor see them; the web's nav-items.ts follows).
  'GET /api/dashboard.today': 'office',
  'GET /api/reports.revenue': 'owner',
  'GET /api/reports.utilization': 'owner',
  'GET /api/reports.export': 'owner',

  'GET /api/users.view': 'owner',
  // One record's history for Kantoor; the whole log (no id) is the owner's (checked in view-audit.ts).
  'GET /api/audit.view': 'office',
  'POST /api/user.invite': 'owner',
  'PATCH /api/user.update/{id}': 'owner',
  'POST /api/user.reinvite/{id}': 'owner',
  // Two-step sign-in: each person manages their own; an owner resets a colleague's.
  'POST /api/auth/login.second_step': 'public',
  'GET /api/two_step.view': 'driver',
  'POST /api/two_step.setup': 'driver',
  'POST /api/two_step.confirm': 'driver',
  'POST /api/two_step.disable': 'driver',
  'POST /api/user.two_step_reset/{id}': 'owner',
};

const RANK: Record<Role, number> = { driver: 0, office: 1, owner: 2 };
const NEEDED: Record<Exclude<Access, 'public'>, number> = { driver: 0, office: 1, owner: 2 };

/** The table's key of a Fastify route: `/api/contact.view/:id` → `/api/contact.view/{id}`. */
export const routeAccessKey = (method: string, routeUrl: string) =>
  `${method.toUpperCase()} ${routeUrl.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

export const accessOf = (method: string, routeUrl: string): Access =>
  ROUTE_ACCESS[routeAccessKey(method, routeUrl)] ?? 'owner';

export const roleMayCall = (role: Role, access: Access) =>
  access === 'public' || RANK[role] >= NEEDED[access];
