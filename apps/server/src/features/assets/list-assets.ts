import type { AssetsViewQuery } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { toAssetModel } from './asset-model.ts';
import { createAssetRepository } from './assets.repository.ts';

/** A page of assets, filtered by type and container. */
export const listAssets = async ({ ctx, query }: { ctx: AppContext; query: AssetsViewQuery }) => {
  const repo = createAssetRepository(ctx.db);
  const filter = { asset_type: query.asset_type, container: query.container };
  const [rows, total] = await Promise.all([
    repo.list(filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.count(filter),
  ]);
  return {
    results: rows.map(toAssetModel),
    meta: { page: query.page, per_page: query.per_page, total },
  };
};
