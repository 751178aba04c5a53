import { SIGNATURE_JOB_LABELS } from '@app/contracts';
import { formatDateTime } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { listOrderSignatures, readSignatureImage } from '../signatures/index.ts';
import { type PdfBlock, renderSafetyPdf } from './safety-pdf.ts';

/**
 * The last page of the handover papers: every signature the renter gave for this order (image,
 * name, time in Amsterdam, the job, the terms version, that the instructions were explained,
 * and who collected it). A separate document, appended after the certificate copies so it
 * really is the last page; null when nobody signed yet.
 */
export const renderHandoverSignatures = async (options: {
  db: Db;
  orderId: number;
}): Promise<Buffer | null> => {
  const signatures = await listOrderSignatures(options);
  if (signatures.length === 0) return null;
  const blocks: PdfBlock[] = [
    { type: 'heading', text: `Handtekening bij de overdracht (order ${options.orderId})` },
    {
      type: 'text',
      text: 'De huurder verklaart het toestel met deze papieren te hebben ontvangen, dat de veiligheidsinstructies zijn uitgelegd en akkoord te gaan met de huurvoorwaarden in de genoemde versie.',
      muted: true,
    },
  ];
  for (const signature of signatures) {
    const { png } = await readSignatureImage({ db: options.db, id: signature.id });
    blocks.push(
      {
        type: 'fields',
        rows: [
          ['Naam', signature.signer_name],
          ['Getekend op', formatDateTime(signature.signed_at)],
          ['Rit', `${SIGNATURE_JOB_LABELS[signature.job_type]}: ${signature.item_name}`],
          ['Huurvoorwaarden', `versie ${signature.terms_version}`],
          ['Veiligheidsinstructies', signature.instructions_explained ? 'Uitgelegd' : 'Niet bevestigd'],
          ['Vastgelegd door', signature.signed_by],
        ],
      },
      { type: 'image', png, fit: [240, 90], label: `Handtekening van ${signature.signer_name}` },
    );
  }
  return renderSafetyPdf(`Handtekening order ${options.orderId}`, blocks);
};
