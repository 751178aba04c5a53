// The *-constants modules hold the texts and lists without zod, so a screen that only needs a
// message does not download zod and every schema of its feature.
export * from './assets.ts';
export * from './auth.ts';
export * from './auth-constants.ts';
export * from './booking.ts';
export * from './booking-constants.ts';
export * from './common.ts';
export * from './common-constants.ts';
export * from './contacts.ts';
export * from './contacts-constants.ts';
export * from './discounts.ts';
export * from './discounts-constants.ts';
export * from './geo.ts';
export * from './invoices.ts';
export * from './invoices-constants.ts';
export * from './items.ts';
export * from './items-constants.ts';
export * from './orders.ts';
export * from './orders-constants.ts';
export * from './schedule.ts';
export * from './schedule-constants.ts';
export * from './settings.ts';
export * from './settings-constants.ts';
