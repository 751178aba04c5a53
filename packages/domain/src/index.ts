export * from './constants.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './invoice-number.ts';
export * from './invoice-status.ts';
export * from './labels.ts';
export * from './money.ts';
export * from './tax.ts';
