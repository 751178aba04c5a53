import type { Generated } from 'kysely';

export type SignatureTables = {
  /** The renter's signature at a delivery or pickup (0710); append-only. */
  job_signatures: {
    id: Generated<number>;
    order_id: number;
    reservation_id: number;
    job_type: 'delivery' | 'pickup';
    item_name: string;
    signer_name: string;
    instructions_explained: number;
    terms_version: number;
    signed_at: string;
    signed_by: number | null;
    signed_by_name: string;
    image_png: Buffer;
    image_sha256: string;
    image_width: number;
    image_height: number;
  };
};
