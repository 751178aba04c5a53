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
