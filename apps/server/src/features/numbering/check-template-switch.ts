import { counterScopeFor } from '@app/domain';
import type { Db } from '../../db/database.ts';
import type { DatabaseKind } from '../../db/dialect.ts';
import { checkNumbersFree } from './check-numbers-free.ts';
import { createNumberingRepository } from './numbering.repository.ts';
import { TEMPLATE_KEY } from './numbering-messages.ts';

/**
 * After the template changed to `template` without a next number (call inside the saving
 * transaction): refuses (422 on the template) when the counter the template now uses would give
 * a number an invoice already has.
 */
export const checkTemplateSwitch = async (options: {
  db: Db;
  kind: DatabaseKind;
  template: string;
  year: number;
}) => {
  const { db, kind, template, year } = options;
  const repo = createNumberingRepository(db, kind);
  const scope = counterScopeFor(template, year);
  const next = await repo.lockCounter(scope, (await repo.maxIssuedSeq(scope)) + 1);
  await checkNumbersFree({ db, kind, template, year, nextSeq: next, field: TEMPLATE_KEY });
};
