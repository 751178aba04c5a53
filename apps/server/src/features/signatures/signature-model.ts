import type { SignatureModel } from '@app/contracts';
import type { SignatureListRow } from './signatures.repository.ts';

/** Where signed-in staff fetch a signature's image (with their token; the route is not public). */
export const signatureImagePath = (id: number) => `/api/job_signature.image/${id}`;

export const toSignatureModel = (row: SignatureListRow): SignatureModel => ({
  id: row.id,
  job_id: `${row.job_type}-${row.reservation_id}`,
  job_type: row.job_type,
  order_id: row.order_id,
  item_name: row.item_name,
  signer_name: row.signer_name,
  signed_at: row.signed_at,
  signed_by: row.signed_by_name,
  terms_version: row.terms_version,
  instructions_explained: row.instructions_explained === 1,
  image_url: signatureImagePath(row.id),
});
