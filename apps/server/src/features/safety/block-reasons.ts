/** The reason a block derived from a failed inspection carries. */
export const INSPECTION_BLOCK_REASON = 'Afgekeurd bij keuring of inspectie';
