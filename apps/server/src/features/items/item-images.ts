import type { Db } from '../../db/database.ts';
import { createItemRepository } from './items.repository.ts';

/** The first image (the cover) of each item, by item id: for lists of orders, jobs and the booking page. */
export const firstImagesOfItems = (db: Db, itemIds: readonly number[]) =>
  createItemRepository(db).firstImages(itemIds);

/** The item's images in their order. */
export const imagesOfItem = (db: Db, itemId: number) => createItemRepository(db).assetsOf(itemId, 'image');
