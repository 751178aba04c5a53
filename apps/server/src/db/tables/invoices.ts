import type { InvoiceLineKind } from '@app/domain';
import type { Generated } from 'kysely';

export type InvoiceTables = {
  invoices: {
    /** Also the concept id shown as "Concept #{id}". */
    id: Generated<number>;
    uuid: string;
    /** The invoice number; null until first published, kept when set back to concept. */
    invoice_id: string | null;
    number_scope: string | null;
    number_seq: number | null;
    status: 'concept' | 'outstanding' | 'overdue' | 'paid' | 'uncollectable';
    contact_id: number | null;
    person_id: number | null;
    identifier: string | null;
    invoice_date: string;
    days_until_due: number;
    due_date: string;
    include_tax: number;
    total_amount_cents: number;
    /** JSON of the identity_* settings, frozen at publish. */
    company_details: string | null;
    /** JSON of the buyer's name and address, frozen at publish. */
    contact_details: string | null;
    published_at: string | null;
    created_at: string;
    updated_at: string;
    /** Bumped by every write; an update carrying an older one is refused (0450). */
    version: Generated<number>;
    deleted_at: string | null;
    /** The day the payment came in (0130); set with status paid, removed when it leaves paid. */
    paid_at: string | null;
    /** Delivery date (0130); null means the invoice date. */
    delivery_from: string | null;
    /** Last day of a delivery period (0130), e.g. a rental; null for a single day. */
    delivery_until: string | null;
    /** 'normal' or 'reverse_charge' (btw verlegd) (0130). */
    vat_treatment: Generated<'normal' | 'reverse_charge'>;
    /** The order this invoice bills (0140); at most one invoice per order. */
    order_id: number | null;
    /** Invoice number and Kenmerk, lower case without accents; kept by the service (0050). */
    search_text: Generated<string>;
    /** 'invoice' or 'credit_note' (0520); a credit note's lines and totals are negative. */
    kind: Generated<'invoice' | 'credit_note'>;
    /** The published invoice a credit note credits (0520); null on an invoice. */
    credited_invoice_id: Generated<number | null>;
    /** The sum of the invoice's payments (0540), kept with them; checked not above the total. */
    paid_cents: Generated<number>;
  };
  invoice_lines: {
    id: Generated<number>;
    uuid: string;
    invoice_id: number;
    position: number;
    description: string;
    unit_count: number;
    unit_price_cents: number;
    tax_rate: number;
    /** Why a 0% line carries no VAT (0130): 'exempt', 'outside_scope' or 'zero_rated'. */
    zero_rate_reason: Generated<'exempt' | 'outside_scope' | 'zero_rated' | null>;
    /** On a credit note's line: the invoice line it credits (0520). */
    credited_line_id: Generated<number | null>;
    /** The article (or package) the line is for (0800); null for typed lines, transport, a promotion. */
    item_id: Generated<number | null>;
    /** What the line is for (0800, domain invoice-line-kinds.ts); the reports go by it. */
    kind: Generated<InvoiceLineKind>;
  };
  /** Next sequence per numbering scope ('2026' when the template uses {year}, else 'all'). */
  invoice_number_counters: {
    scope: string;
    next_seq: number;
  };
};
