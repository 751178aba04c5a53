import type { BookingItems } from '@app/contracts';
import { el, type VChild } from './vnode.ts';

type Shop = BookingItems['shop'];

/** What the bar's brand link shows: the logo and the shop's name (else the page's own title). */
export const brandView = (shop: Pick<Shop, 'logo_url' | 'company_name'>): VChild[] => [
  ...(shop.logo_url ? [el('img', { src: shop.logo_url, alt: '', width: 36, height: 36 })] : []),
  el('span', { id: 'brand-name' }, shop.company_name || 'Online boeken'),
];

/** The document title of a page: its own, then the shop's name. */
export const pageTitle = (title: string, shop: Pick<Shop, 'company_name'> | null) =>
  shop?.company_name ? `${title} – ${shop.company_name}` : title;

/** The shop's colour as the page's --brand (settings allow #rrggbb only; anything else is dropped). */
export const brandColorOf = (shop: Pick<Shop, 'brand_color'>) =>
  /^#[0-9a-fA-F]{6}$/.test(shop.brand_color) ? shop.brand_color : null;
