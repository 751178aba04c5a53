import type { Generated } from 'kysely';

export type OutboxMailStatus = 'pending' | 'sent' | 'failed';

export type OutboxTables = {
  outbox_mails: {
    id: Generated<number>;
    uuid: string;
    /** What the mail is, e.g. 'order_confirmation', 'invoice'. */
    kind: string;
    /** The record it reports on (e.g. 'order', 'invoice' with its id), for histories. */
    ref_type: string | null;
    ref_id: number | null;
    to_address: string;
    /** The From a customer sees (the company's name and address, 0460); null: MAIL_FROM. */
    from_name: string | null;
    from_address: string | null;
    /** Where a reply goes (the company's e-mail address); null: to the sender. */
    reply_to: string | null;
    subject: string;
    body_text: string;
    body_html: string | null;
    /** JSON: [{filename, content_type, content_base64}]. */
    attachments: string | null;
    status: OutboxMailStatus;
    /** Delivery attempts so far (counted when a row is claimed). */
    attempts: number;
    next_attempt_at: string;
    /** While a process is sending the row; a crashed sender's claim simply expires. */
    claimed_until: string | null;
    /** The claim that holds the row (random per claim), so only its holder renews or releases it. */
    claim_token: string | null;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
  };
};
