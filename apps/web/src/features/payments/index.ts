/** Payments and reminders on an invoice's page, and whether iDEAL is on. */
export { PaymentsCard } from './components/payments-card';
export { RemindersCard } from './components/reminders-card';
export { useIdealStatus } from './ideal-api';
