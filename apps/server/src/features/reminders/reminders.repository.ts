import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** The SQL of the reminders: which invoices are due for one, and the record of one sent. */
export const createReminderRepository = (db: Db) => ({
  /**
   * Outstanding invoices (not credit notes) due on or before `dueOnOrBefore`, one row per reminder
   * they already had (level null: none yet).
   */
  dueInvoices: (dueOnOrBefore: string) =>
    db
      .selectFrom('invoices as i')
      .leftJoin('invoice_reminders as r', 'r.invoice_id', 'i.id')
      .select(['i.id', 'i.due_date', 'r.level', 'r.sent_at'])
      .where('i.status', '=', 'outstanding')
      .where('i.kind', '=', 'invoice')
      .where('i.deleted_at', 'is', null)
      .where('i.due_date', '<=', dueOnOrBefore)
      .execute(),

  /** Records a sent reminder; (invoice_id, level) is unique, so a second sender's insert fails. */
  insert: (row: Insertable<Database['invoice_reminders']>) =>
    db.insertInto('invoice_reminders').values(row).execute(),
});
