/**
 * The renter's signature at handover (delivery or pickup): recorded append-only with the terms
 * version in force; listed on the order and printed on the last page of the handover papers.
 */
export { listOrderSignatures } from './list-order-signatures.ts';
export { readSignatureImage } from './read-signature-image.ts';
export { signatureRoutes } from './signatures.routes.ts';
