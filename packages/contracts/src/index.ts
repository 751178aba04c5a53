export * from './assets.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './contacts.ts';
export * from './invoices.ts';
export * from './items.ts';
export * from './schedule.ts';
export * from './settings.ts';
