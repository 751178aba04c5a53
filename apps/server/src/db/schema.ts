import type { AuditTables } from './tables/audit.ts';
import type { AuthTables } from './tables/auth.ts';
import type { BookingTables } from './tables/booking.ts';
import type { ContactTables } from './tables/contacts.ts';
import type { DiscountTables } from './tables/discounts.ts';
import type { GeoTables } from './tables/geo.ts';
import type { IdempotencyTables } from './tables/idempotency.ts';
import type { InvoiceTables } from './tables/invoices.ts';
import type { ItemTables } from './tables/items.ts';
import type { OrderTables } from './tables/orders.ts';
import type { OutboxTables } from './tables/outbox.ts';
import type { IdealTables, PaymentTables } from './tables/payments.ts';
import type { QuoteTables } from './tables/quotes.ts';
import type { RateLimitTables } from './tables/rate-limits.ts';
import type { SafetyTables } from './tables/safety.ts';
import type { ScheduleTables } from './tables/schedule.ts';
import type { SchedulerTables } from './tables/scheduler.ts';
import type { SettingsTables } from './tables/settings.ts';
import type { SignatureTables } from './tables/signatures.ts';
import type { TermsTables } from './tables/terms.ts';
import type { TwoStepTables } from './tables/two-step.ts';

/** The whole database as Kysely sees it; each feature owns its file under tables/. */
export type Database = AuthTables &
  SettingsTables &
  ContactTables &
  ItemTables &
  InvoiceTables &
  OrderTables &
  OutboxTables &
  PaymentTables &
  IdealTables &
  GeoTables &
  DiscountTables &
  RateLimitTables &
  ScheduleTables &
  SchedulerTables &
  IdempotencyTables &
  SafetyTables &
  BookingTables &
  AuditTables &
  TwoStepTables &
  TermsTables &
  SignatureTables &
  QuoteTables;
