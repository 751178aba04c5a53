/** Payments and reminders on an invoice's page, and whether iDEAL is on. */

export { useIdealStatus } from './ideal-api';
export { LazyPaymentsCard, LazyRemindersCard } from './lazy-invoice-cards';
