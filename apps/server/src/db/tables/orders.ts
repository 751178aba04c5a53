import type { Generated } from 'kysely';

export type OrderStatus = 'pending' | 'confirmed' | 'paid' | 'cancelled';
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
    created_at: string;
    updated_at: string;
    /** Bumped by every write; an update carrying an older one is refused (0450). */
    version: Generated<number>;
    cancelled_at: string | null;
  };
};
