/** The public booking page (/boeken): catalogue, quote, request; staff confirm or decline. */
export { bookingRoutes } from './booking.routes.ts';
export { createBookingExpiryJob } from './booking-expiry-job.ts';
export { bookingPageRoutes } from './booking-page.routes.ts';
export { bookingRateLimit } from './booking-rate-limit.ts';
export { readBookingSettings } from './booking-settings.ts';
export { bookingStaffRoutes } from './booking-staff.routes.ts';
