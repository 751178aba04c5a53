import { ORDER_MESSAGES } from '@app/contracts';
import { formatDisplayDate, formatDisplayPeriod, withFullStop } from '@app/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { readAssetFile } from '../assets/index.ts';
import { renderHandoverSignatures } from './handover-signatures.ts';
import { instructionsOf } from './item-safety.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { appendPdfPages, type PdfBlock, renderSafetyPdf } from './safety-pdf.ts';
import { currentCertificateOf } from './unit-due.ts';

export const LOG_SHEET_COLUMNS = ['Datum', 'Onderhoud, gebrek of ongeval', 'Genomen maatregel', 'Naam'];

/**
 * The papers that go with every rental (WAS 2023: the rental company is the operator when it
 * rents to a private person): per rented unit the instructions for use (anchoring, wind limit),
 * a log sheet for the renter to note maintenance and accidents, and the certificate of approval
 * (its data, and a copy of the uploaded PDF's pages), and on the last page the renter's
 * signatures at handover, once given.
 */
export const renderOrderHandover = async (options: {
  ctx: AppContext;
  orderId: number;
  /** The caller's transaction (the order confirmation is written inside the order's). */
  db?: Db;
}): Promise<{ pdf: Buffer; fileName: string }> => {
  const { ctx, orderId } = options;
  const repo = createSafetyRepository(options.db ?? ctx.db);
  const order = await repo.orderForHandover(orderId);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const lines = (await repo.rentedUnitsOfOrder(orderId)).filter((line) => line.item_type === 'rentable');
  const certificates = await repo.certificatesOfItems([...new Set(lines.map((l) => l.item_id))]);
  const blocks: PdfBlock[] = [
    { type: 'title', text: `Gebruiksdocumenten bij order ${order.id}` },
    {
      type: 'text',
      text: `${withFullStop(`Voor ${order.contact_name}`)} Bewaar deze papieren bij het toestel tijdens de huurperiode. Ze horen bij elke verhuur van een speeltoestel (Warenwetbesluit attractie- en speeltoestellen).`,
      muted: true,
    },
  ];
  if (lines.length === 0) blocks.push({ type: 'text', text: 'Deze order bevat geen verhuurde toestellen.' });
  const pdfAssets: number[] = [];
  for (const line of lines) {
    const certificate = currentCertificateOf({ id: line.unit_id, item_id: line.item_id }, certificates);
    if (certificate?.asset_id && !pdfAssets.includes(certificate.asset_id))
      pdfAssets.push(certificate.asset_id);
    const heading = `${line.item_name}${line.serial_number ? ` (S/N ${line.serial_number})` : ''}`;
    blocks.push(
      { type: 'heading', text: heading, newPage: true },
      {
        type: 'fields',
        rows: [['Huurperiode', formatDisplayPeriod(line.reserved_from, line.reserved_until)]],
      },
      { type: 'heading', text: 'Gebruiksaanwijzing' },
      { type: 'text', text: instructionsOf(line) },
      { type: 'heading', text: 'Certificaat van goedkeuring' },
      certificate
        ? {
            type: 'fields',
            rows: [
              ['Certificaatnummer', certificate.number],
              ['Keuringsinstelling', certificate.approving_body],
              ['Datum', formatDisplayDate(certificate.issued_on)],
              [
                'Geldig tot',
                certificate.valid_until ? formatDisplayDate(certificate.valid_until) : 'Zie certificaat',
              ],
              [
                'Soort',
                certificate.unit_id === null
                  ? 'Typecertificaat (geldt voor elk exemplaar)'
                  : 'Certificaat per stuk',
              ],
            ],
          }
        : { type: 'text', text: 'Voor dit toestel is nog geen certificaat vastgelegd.' },
      { type: 'heading', text: 'Logblad voor de huurder' },
      {
        type: 'text',
        text: 'Noteer hier onderhoud, gebreken en ongevallen tijdens de huurperiode en geef dit blad terug bij het ophalen.',
        muted: true,
      },
      { type: 'ruledTable', columns: LOG_SHEET_COLUMNS, rows: 8 },
    );
  }
  const base = await renderSafetyPdf(`Gebruiksdocumenten order ${order.id}`, blocks);
  const extras: Buffer[] = [];
  for (const row of await repo.assetsByIds(pdfAssets)) {
    try {
      extras.push(await readAssetFile({ ctx, asset: row }));
    } catch {
      // A file missing from storage leaves its data in the papers; the copy is skipped.
    }
  }
  const signatures = await renderHandoverSignatures({ db: options.db ?? ctx.db, orderId: order.id });
  const { pdf } = await appendPdfPages(base, signatures ? [...extras, signatures] : extras);
  return { pdf, fileName: `gebruiksdocumenten-order-${order.id}.pdf` };
};

/**
 * For the order confirmation of a private customer: the handover papers as an attachment (the
 * law asks them for rentals to private persons). A business customer gets none; the papers stay
 * downloadable from the order.
 */
export const handoverMailAttachments = async (options: {
  ctx: AppContext;
  db: Db;
  orderId: number;
  contactType: 'individual' | 'business';
}): Promise<{ attachments?: Array<{ filename: string; contentType: string; content: Buffer }> }> => {
  if (options.contactType !== 'individual') return {};
  const { pdf, fileName } = await renderOrderHandover(options);
  return { attachments: [{ filename: fileName, contentType: 'application/pdf', content: pdf }] };
};
