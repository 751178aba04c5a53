import { SIGNATURE_JOB_LABELS, type SignatureModel } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { useSignatureImage } from '../signatures-api';

/** The renter's signatures at handover on the order's page (they print on the handover papers too). */
export function OrderSignatures({ signatures }: { signatures: readonly SignatureModel[] }) {
  if (signatures.length === 0) return null;
  return (
    <Card title="Handtekeningen">
      <ul className="flex flex-col divide-y divide-gray-100 text-sm" data-testid="order-signatures">
        {signatures.map((signature) => (
          <li
            key={signature.id}
            className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
          >
            <SignatureImage signature={signature} />
            <div className="min-w-0 space-y-0.5">
              <p className="font-medium break-words text-gray-900">{signature.signer_name}</p>
              <p className="text-gray-700">
                {SIGNATURE_JOB_LABELS[signature.job_type]} {signature.item_name} ·{' '}
                {formatDateTime(signature.signed_at)}
              </p>
              <p className="text-gray-600">
                Huurvoorwaarden versie {signature.terms_version}
                {signature.instructions_explained ? ' · veiligheidsinstructies uitgelegd' : ''} · vastgelegd
                door {signature.signed_by}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SignatureImage({ signature }: { signature: SignatureModel }) {
  const image = useSignatureImage(signature.image_url);
  const box = 'h-16 w-44 shrink-0 rounded border border-gray-200 bg-white';
  if (!image.data) return <span className={box} aria-hidden />;
  return (
    <img
      src={image.data}
      alt={`Handtekening van ${signature.signer_name}`}
      width={176}
      height={64}
      className={`${box} object-contain`}
    />
  );
}
