/** The renter's signature at handover: the pad in the agenda's dialog, the list on the order. */
export { OrderSignatures } from './components/order-signatures';
export { LazyJobSignatureSection } from './lazy-job-signature-section';
