import type { Generated } from 'kysely';

export type QuoteTables = {
  /** A quote (offerte): one per order with status 'quote', kept after it became an order (0720). */
  quotes: {
    order_id: number;
    /** The quote's gapless number, e.g. O2026-0001 (numbering_quote_template). */
    number: string;
    /** `quote:` + the counter scope ('quote:2026' or 'quote:all'). */
    number_scope: string;
    number_seq: number;
    valid_until: string;
    /** `expired` is never stored: an open quote past valid_until is expired. */
    state: Generated<'open' | 'accepted' | 'converted' | 'declined' | 'withdrawn'>;
    revision: Generated<number>;
    revised_at: string;
    terms_version: number;
    /** JSON: the lines as asked, by article (QuoteItem[]). */
    items: string;
    /** JSON: the document as priced and addressed at the last change (QuoteDocument). */
    document: string;
    sent_at: string | null;
    closed_at: string | null;
    decline_reason: string | null;
    unavailable_at: string | null;
    unavailable_message: string | null;
    created_at: string;
  };
  /** The customer links mailed for a quote: SHA-256 of each token (0720). */
  quote_links: {
    token_hash: string;
    order_id: number;
    created_at: string;
  };
};
