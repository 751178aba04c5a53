import type { BlockModel, CertificateModel, IncidentModel, LogEntryModel } from '@app/contracts';
import { storageUrlOf } from '../assets/index.ts';
import type { BlockRow, CertificateRow, IncidentRow, LogEntryRow } from './safety.repository.ts';

type Names = Map<number, string>;
type AssetLike = { id: number; container: string; storage_key: string; file_name: string; mime_type: string };

const authorOf = (id: number | null, names: Names) =>
  id === null ? null : { id, name: names.get(id) ?? `Gebruiker ${id}` };

export const toAttachment = (asset: AssetLike) => ({
  id: asset.id,
  url: storageUrlOf(asset.container, asset.storage_key),
  file_name: asset.file_name,
  mime_type: asset.mime_type,
});

export const toLogEntryModel = (row: LogEntryRow, attachments: AssetLike[], names: Names): LogEntryModel => ({
  id: row.id,
  uuid: row.uuid,
  unit_id: row.unit_id,
  kind: row.kind,
  date: row.date,
  performed_by: row.performed_by,
  findings: row.findings,
  parts_replaced: row.parts_replaced,
  result: row.result,
  next_due: row.next_due,
  corrects_id: row.corrects_id,
  attachments: attachments.map(toAttachment),
  created_at: row.created_at,
  created_by: authorOf(row.created_by, names),
});

/**
 * An incident needs an NVWA report while it is serious and its latest version (the newest
 * correction of its chain) has no reporting date.
 */
export const toIncidentModels = (rows: readonly IncidentRow[], names: Names): IncidentModel[] => {
  const correctedBy = new Map<number, IncidentRow>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (row.corrects_id !== null) correctedBy.set(row.corrects_id, row);
  }
  const latestOf = (row: IncidentRow): IncidentRow => {
    let current = row;
    for (let next = correctedBy.get(current.id); next; next = correctedBy.get(current.id)) current = next;
    return current;
  };
  return rows.map((row) => {
    const latest = latestOf(row);
    return {
      id: row.id,
      uuid: row.uuid,
      unit_id: row.unit_id,
      occurred_at: row.occurred_at,
      order_id: row.order_id,
      description: row.description,
      injury: row.injury,
      measures: row.measures,
      nvwa_reported_on: row.nvwa_reported_on,
      corrects_id: row.corrects_id,
      needs_nvwa_report: latest === row && row.injury === 'ernstig' && row.nvwa_reported_on === null,
      created_at: row.created_at,
      created_by: authorOf(row.created_by, names),
    };
  });
};

export const toCertificateModel = (
  row: CertificateRow,
  document: AssetLike | null,
  names: Names,
): CertificateModel => ({
  id: row.id,
  uuid: row.uuid,
  item_id: row.item_id,
  unit_id: row.unit_id,
  scope: row.unit_id === null ? 'type' : 'unit',
  number: row.number,
  approving_body: row.approving_body,
  issued_on: row.issued_on,
  valid_until: row.valid_until,
  document: document ? toAttachment(document) : null,
  created_at: row.created_at,
  created_by: authorOf(row.created_by, names),
});

export const toBlockModel = (row: BlockRow, names: Names): BlockModel => ({
  id: row.id,
  uuid: row.uuid,
  unit_id: row.unit_id,
  from: row.blocked_from,
  until: row.blocked_until,
  reason: row.reason,
  source: row.source,
  lifted_at: row.lifted_at,
  created_at: row.created_at,
  created_by: authorOf(row.created_by, names),
});
