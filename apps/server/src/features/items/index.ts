/** Articles: rentable units and stock rows, categories, images and documents. */

export { bundleAvailability, withBundleStock } from './bundle-availability.ts';
export { type BundleForOrder, componentsOfItem, readBundlesForOrder } from './bundle-components.ts';
export { firstImagesOfItems, imagesOfItem } from './item-images.ts';
export { itemRoutes } from './items.routes.ts';
export { seedItems } from './items.seed.ts';
