import type { Generated } from 'kysely';

/** Online booking requests (migration 0560). */
export type BookingTables = {
  booking_requests: {
    id: Generated<number>;
    order_id: number;
    /** sha-256 (hex) of the status page's token; the token itself is never stored. */
    token_hash: string;
    terms_version: string;
    terms_accepted_at: string;
    terms_accepted_ip: string;
    /** The units are held until this instant; unconfirmed by then, the request ends by itself. */
    hold_until: string;
    /** When it was confirmed, declined or ran out; null while pending. */
    decided_at: string | null;
    decline_reason: string | null;
    created_at: string;
    /** The delivery address the customer typed (0561); null for requests from before. */
    delivery_address_line_1: string | null;
    delivery_postal_code: string | null;
    delivery_city: string | null;
  };
};
