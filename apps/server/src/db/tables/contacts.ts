import type { Generated } from 'kysely';

export type ContactTables = {
  contacts: {
    /** Also the customer number (Klantnummer); never reused. */
    id: Generated<number>;
    uuid: string;
    contact_type: 'individual' | 'business';
    display_name: string;
    /** display_name lower-cased without accents: the collation-independent sort key (0030). */
    sort_name: Generated<string>;
    first_name: string | null;
    last_name: string | null;
    company_name: string | null;
    coc_id: string | null;
    vat_id: string | null;
    email_address: string | null;
    phone_number: string | null;
    address_line_1: string | null;
    address_line_2: string | null;
    postal_code: string | null;
    city: string | null;
    /** ISO 3166-1 alpha-2, lower case. */
    country: string;
    /** "UBL meesturen": 1 = invoice mails carry the UBL e-invoice too (0530). */
    send_ubl: Generated<number>;
    /** Lower-cased, accent-free text of every searchable field incl. people; kept by the service. */
    search_text: string;
    created_at: string;
    updated_at: string;
    /** Bumped by every write; an update carrying an older one is refused (0450). */
    version: Generated<number>;
    /** Set when archived (deactivated). */
    deleted_at: string | null;
  };
  contact_people: {
    id: Generated<number>;
    contact_id: number;
    first_name: string;
    last_name: string;
    phone_number: string | null;
    email_address: string | null;
    department: string | null;
    created_at: string;
    updated_at: string;
  };
};
