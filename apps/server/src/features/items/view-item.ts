import type { AppContext } from '../../context.ts';
import type { RecordRef } from '../../lib/ids.ts';
import { findItemOrThrow, toItemModel } from './item-model.ts';

export const viewItem = async (options: { ctx: AppContext; ref: RecordRef | null }) =>
  toItemModel(options.ctx.db, await findItemOrThrow(options.ctx.db, options.ref));
