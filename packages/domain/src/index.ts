export * from './constants.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './labels.ts';
export * from './money.ts';
