import type { Generated } from 'kysely';

export type ItemTables = {
  categories: {
    id: Generated<number>;
    name: string;
    created_at: string;
  };
  items: {
    id: Generated<number>;
    uuid: string;
    name: string;
    description: string | null;
    category_id: number | null;
    brand: string | null;
    dimensions: string | null;
    weight_kg: number | null;
    /** 'bundle': a package of other articles (item_components), no units of its own (0670). */
    type: 'rentable' | 'sellable' | 'bundle';
    status: 'active' | 'paused' | 'unavailable';
    sku: string | null;
    ean: string | null;
    /** Per rental day for rentable items, per piece for sellable ones. */
    price_cents: number | null;
    search_text: string;
    /** The name lower-cased without accents: the collation-independent sort key (0040). */
    sort_name: Generated<string>;
    created_at: string;
    updated_at: string;
    /** Bumped by every write; an update carrying an older one is refused (0450). */
    version: Generated<number>;
    deleted_at: string | null;
    /** 'speeltoestel' (play device) or 'attractie' (attraction device, periodic inspection). */
    safety_kind: Generated<'speeltoestel' | 'attractie'>;
    /** Instructions for use handed over with each rental; null: the Dutch default. */
    instructions: string | null;
    /** The article's own staffel, JSON `[{days, factor}]`; null: the company's (0650). */
    day_factors: string | null;
    /** Borg per piece, cents, outside the VAT base (0650). */
    deposit_cents: Generated<number>;
  };
  /** Images (role 'image', ordered by position) and certificates (role 'document') of an item. */
  item_assets: {
    item_id: number;
    asset_id: number;
    role: 'image' | 'document';
    position: number;
    created_at: string;
  };
  units: {
    id: Generated<number>;
    uuid: string;
    item_id: number;
    serial_number: string | null;
    quantity: number;
    /** 0 when taken out of service. */
    available: number;
    created_at: string;
    updated_at: string;
  };
  reservations: {
    id: Generated<number>;
    uuid: string;
    unit_id: number;
    contact_id: number | null;
    order_id: number | null;
    /** Delivery window of an order's reservation, e.g. '08:00-10:00' (0140); null without order. */
    delivery_time: string | null;
    /** Pickup window on the last day (0470); null: 16:00-18:00 as before. */
    pickup_time: string | null;
    reserved_from: string;
    reserved_until: string;
    quantity: number;
    /** 1 for a rentable unit: no other active exclusive reservation may overlap its days. */
    exclusive: number;
    status: 'active' | 'cancelled';
    created_at: string;
    /** The bundle line of the order this reservation is a component of (0670). */
    order_bundle_id: Generated<number | null>;
  };
  /** A bundle's articles and how many of each, in order (0670). */
  item_components: {
    bundle_item_id: number;
    component_item_id: number;
    quantity: number;
    position: number;
  };
  /** A bundle on an order; its component reservations point here (0670). */
  order_bundles: {
    id: Generated<number>;
    uuid: string;
    order_id: number;
    item_id: number;
    quantity: number;
    reserved_from: string;
    reserved_until: string;
    delivery_time: string | null;
    pickup_time: string | null;
    status: 'active' | 'cancelled';
    created_at: string;
  };
};
