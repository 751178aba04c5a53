import {
  INJURY_LABELS,
  LOG_KIND_LABELS,
  LOG_RESULT_LABELS,
  SAFETY_KIND_LABELS,
  SAFETY_MESSAGES,
} from '@app/contracts';
import { formatDateTime, formatDisplayDate } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { type PdfBlock, renderSafetyPdf } from './safety-pdf.ts';
import { loadUnitSafetyFile } from './unit-safety-file.ts';

const by = (author: { name: string } | null, at: string) =>
  `Vastgelegd door ${author?.name ?? 'onbekend'} op ${formatDateTime(at)}`;

/**
 * A unit's whole file for an inspector: certificates, then the log and the incidents together in
 * date order (oldest first, as a logbook reads), each with who wrote it and when.
 */
export const renderUnitFile = async (options: {
  ctx: AppContext;
  unitId: number;
}): Promise<{ pdf: Buffer; fileName: string }> => {
  const { ctx, unitId } = options;
  const unit = await createSafetyRepository(ctx.db).findUnit(unitId);
  if (!unit) throw notFound(SAFETY_MESSAGES.unitNotFound);
  const file = await loadUnitSafetyFile({ db: ctx.db, unit });
  const name = `${unit.item_name}${unit.serial_number ? ` (S/N ${unit.serial_number})` : ''}`;
  const blocks: PdfBlock[] = [
    { type: 'title', text: `Logboek ${name}` },
    {
      type: 'fields',
      rows: [
        ['Soort toestel', SAFETY_KIND_LABELS[file.safety.safety_kind]],
        ['Volgende keuring', file.safety.next_due ? formatDisplayDate(file.safety.next_due) : '—'],
        ['Nu buiten gebruik', file.safety.blocked_today ? 'Ja' : 'Nee'],
      ],
    },
    { type: 'heading', text: 'Certificaten' },
  ];
  if (file.certificates.length === 0) blocks.push({ type: 'text', text: 'Geen certificaat vastgelegd.' });
  for (const c of file.certificates) {
    blocks.push({
      type: 'fields',
      rows: [
        ['Certificaatnummer', c.number],
        ['Keuringsinstelling', c.approving_body],
        ['Datum', formatDisplayDate(c.issued_on)],
        ['Geldig tot', c.valid_until ? formatDisplayDate(c.valid_until) : '—'],
        ['Soort', c.scope === 'type' ? 'Typecertificaat' : 'Per stuk'],
        ['Bestand', c.document?.file_name ?? '—'],
      ],
    });
    blocks.push({ type: 'text', text: by(c.created_by, c.created_at), muted: true });
  }
  type Dated = { sortKey: string; blocks: PdfBlock[] };
  const dated: Dated[] = [
    ...file.log.map((e) => ({
      sortKey: `${e.date}T00:00:00.000Z#${e.created_at}`,
      blocks: [
        { type: 'heading', text: `${formatDisplayDate(e.date)} · ${LOG_KIND_LABELS[e.kind]}` },
        {
          type: 'fields',
          rows: [
            ['Uitgevoerd door', e.performed_by],
            ['Uitslag', e.result ? LOG_RESULT_LABELS[e.result] : '—'],
            ['Bevindingen', e.findings ?? '—'],
            ['Vervangen onderdelen', e.parts_replaced ?? '—'],
            ['Volgende keuring', e.next_due ? formatDisplayDate(e.next_due) : '—'],
            ['Bijlagen', e.attachments.map((a) => a.file_name).join(', ') || '—'],
            ...(e.corrects_id
              ? ([['Correctie op', `regel ${e.corrects_id}`]] as Array<[string, string]>)
              : []),
          ],
        },
        { type: 'text', text: `Regel ${e.id}. ${by(e.created_by, e.created_at)}`, muted: true },
      ] satisfies PdfBlock[],
    })),
    ...file.incidents.map((i) => ({
      sortKey: `${i.occurred_at}#${i.created_at}`,
      blocks: [
        { type: 'heading', text: `${formatDateTime(i.occurred_at)} · Incident` },
        {
          type: 'fields',
          rows: [
            ['Wat er gebeurde', i.description],
            ['Letsel', INJURY_LABELS[i.injury]],
            ['Maatregelen', i.measures ?? '—'],
            ['Order', i.order_id ? String(i.order_id) : '—'],
            ['Gemeld bij NVWA', i.nvwa_reported_on ? formatDisplayDate(i.nvwa_reported_on) : 'Nee'],
            ...(i.corrects_id
              ? ([['Correctie op', `incident ${i.corrects_id}`]] as Array<[string, string]>)
              : []),
          ],
        },
        { type: 'text', text: `Incident ${i.id}. ${by(i.created_by, i.created_at)}`, muted: true },
      ] satisfies PdfBlock[],
    })),
  ].sort((a, b) => a.sortKey.localeCompare(b.sortKey));
  blocks.push({ type: 'heading', text: 'Logboek en incidenten', newPage: true });
  if (dated.length === 0) blocks.push({ type: 'text', text: 'Nog geen regels.' });
  for (const entry of dated) blocks.push(...entry.blocks);
  const pdf = await renderSafetyPdf(`Logboek ${name}`, blocks);
  return {
    pdf,
    fileName: `logboek-${(unit.serial_number ?? String(unit.id)).replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`,
  };
};
