/** Articles, categories and stock units. What other features use of them. */
export { itemStatusLabel, itemTypeShort } from './item-labels';
export { itemKeys, uploadAsset, useCategories } from './items-api';
