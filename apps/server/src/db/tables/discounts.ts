import type { Generated } from 'kysely';

export type DiscountTables = {
  /** Kortingsacties: a percentage off the listed items (0110). */
  discounts: {
    id: Generated<number>;
    uuid: string;
    /** Whole percentage 1–100. */
    value: number;
    /** Last day it counts ('yyyy-MM-dd'); null: no end. */
    expires_on: string | null;
    /** 1 until deactivated; 0 is read-only. */
    active: number;
    created_at: string;
    updated_at: string;
    deactivated_at: string | null;
  };
  discount_items: {
    discount_id: number;
    item_id: number;
  };
  /** Promotion codes: a percentage off an order's article lines (0110). */
  promotions: {
    id: Generated<number>;
    uuid: string;
    /** As entered, trimmed. */
    promo_code: string;
    /** normalizePromoCode(promo_code); unique. */
    code_key: string;
    value: number;
    expires_on: string | null;
    active: number;
    created_at: string;
    updated_at: string;
    deactivated_at: string | null;
  };
};
