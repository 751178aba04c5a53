import type { Generated } from 'kysely';

export type PaymentTables = {
  /** Payments on an invoice (0540); their sum is kept in invoices.paid_cents. */
  payments: {
    id: Generated<number>;
    uuid: string;
    invoice_id: number;
    amount_cents: number;
    paid_on: string;
    method: 'bank' | 'cash' | 'pin' | 'ideal';
    /** The payment provider's id (Mollie), unique: a replayed webhook registers nothing new. */
    external_id: string | null;
    created_at: string;
  };
  /** Reminders sent for an invoice (0541); one per invoice and level. */
  invoice_reminders: {
    id: Generated<number>;
    uuid: string;
    invoice_id: number;
    /** 1 herinnering, 2 aanmaning. */
    level: 1 | 2;
    sent_at: string;
    recipient: string;
    open_cents: number;
    costs_cents: number;
    interest_cents: number;
    automatic: number;
  };
};

export type IdealTables = {
  /** Mollie payments this app created (0610); the webhook acts only on these ids. */
  ideal_payments: {
    id: Generated<number>;
    mollie_id: string;
    invoice_id: number;
    amount_cents: number;
    /** Mollie's status as last fetched (open, paid, expired, canceled, failed, …). */
    status: string;
    /** The payment registered for it (once), null until paid. */
    payment_id: number | null;
    created_at: string;
    updated_at: string;
  };
  /** The deposit percentage an order's invoice asks by iDEAL, fixed at the order (0610). */
  ideal_deposits: {
    invoice_id: number;
    percent: number;
  };
};
