import type { Generated } from 'kysely';

export type OrderStatus = 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'quote';
export type PaymentMethod = 'cash' | 'ideal';

export type OrderTables = {
  orders: {
    id: Generated<number>;
    uuid: string;
    status: OrderStatus;
    contact_id: number;
    payment_method: PaymentMethod;
    /** The promotion code as the customer typed it (normalised), when one was applied. */
    promo_code: string | null;
    /** Total including VAT at creation, integer cents. */
    total_amount_cents: number;
    /** Notes for the driver (setup, power, access), at most 2,000 characters (0480). */
    notes: string | null;
    /** 1 when the distance or cost was entered by hand: the address could not be located (0510). */
    transport_manual: Generated<number>;
    /** One-way distance in metres as priced; null: unknown, or a cost was entered instead (0510). */
    transport_distance_m: number | null;
    /** Transport over all trips, cents incl. VAT; null on orders from before 0510. */
    transport_amount_cents: number | null;
    created_at: string;
    updated_at: string;
    /** Bumped by every write; an update carrying an older one is refused (0450). */
    version: Generated<number>;
    cancelled_at: string | null;
    /** The borg the order asks, cents (its "Borg …" lines, outside the VAT base; 0660). */
    deposit_cents: Generated<number>;
  };
  /** What went back of an order's borg after the pickup, once per order (0660). */
  deposit_returns: {
    id: Generated<number>;
    uuid: string;
    order_id: number;
    /** What had been received of the borg when it was settled. */
    received_cents: number;
    amount_cents: number;
    /** received − amount: kept, with the reason. */
    withheld_cents: number;
    withheld_reason: string | null;
    paid_on: string;
    method: 'bank' | 'cash' | 'pin';
    created_at: string;
  };
  /** How a quote became this order online (0721); append-only. */
  order_acceptances: {
    id: Generated<number>;
    order_id: number;
    quote_number: string;
    quote_revision: number;
    signer_name: string;
    accepted_at: string;
    ip: string;
    user_agent: string;
    terms_version: number;
    document_sha256: string;
    document_pdf: Buffer;
  };
};
