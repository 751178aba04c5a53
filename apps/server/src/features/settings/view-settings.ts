import type { SettingsMap } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nextInvoiceSeq } from '../numbering/index.ts';
import { currentNumberingYear, readStoredSettings } from './read-settings.ts';

/** The full settings map with defaults; the incremental id is this year's next invoice number. */
export const readSettingsMap = async (ctx: AppContext, db: Db = ctx.db): Promise<SettingsMap> => {
  const stored = await readStoredSettings(db);
  const nextId = await nextInvoiceSeq({
    db,
    kind: ctx.dbKind,
    template: stored.numbering_invoice_template,
    year: currentNumberingYear(),
  });
  return { ...stored, numbering_invoice_incremental_id: nextId };
};

/** The settings map (spec §3) for settings.get. */
export const viewSettings = ({ ctx }: { ctx: AppContext }) => readSettingsMap(ctx);
