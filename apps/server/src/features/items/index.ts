/** Articles: rentable units and stock rows, categories, images and documents. */
export { firstImagesOfItems, imagesOfItem } from './item-images.ts';
export { itemRoutes } from './items.routes.ts';
export { seedItems } from './items.seed.ts';
