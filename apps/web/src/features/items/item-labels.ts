import type { UnitState } from '@app/contracts';
import { ITEM_STATUS_LABELS, ITEM_TYPE_LABELS, type ItemStatus, type ItemType } from '@app/domain';
import type { BadgeTone } from '../../components/ui/badge';

export const itemTypeShort = (type: ItemType) => ITEM_TYPE_LABELS[type].short;
export const itemTypeLong = (type: ItemType) => ITEM_TYPE_LABELS[type].long;
export const itemStatusLabel = (status: ItemStatus) => ITEM_STATUS_LABELS[status];

export const STATUS_TONES: Record<ItemStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  unavailable: 'neutral',
};

/** The stock tab's badges (spec: Beschikbaar / In gebruik / Op voorraad / Uitverkocht). */
export const UNIT_STATE_BADGES: Record<UnitState, { label: string; tone: BadgeTone }> = {
  available: { label: 'Beschikbaar', tone: 'success' },
  in_use: { label: 'In gebruik', tone: 'warning' },
  in_stock: { label: 'Op voorraad', tone: 'success' },
  sold_out: { label: 'Uitverkocht', tone: 'danger' },
  out_of_service: { label: 'Buiten gebruik', tone: 'danger' },
};
