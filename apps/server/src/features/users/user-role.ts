import type { Role } from '@app/contracts';

/** Parses a stored role; anything unknown counts as the least powerful one. */
export const toRole = (value: string): Role =>
  value === 'owner' || value === 'office' || value === 'driver' ? value : 'driver';
