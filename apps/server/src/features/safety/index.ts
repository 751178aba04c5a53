/** The safety register: inspections, certificates, incidents, out-of-service periods, handover papers. */
export { blockedPeriodsOf } from './blocked-periods.ts';
export { handoverMailAttachments } from './handover-pdf.ts';
export { overdueDueDateOf } from './inspection-due.ts';
export { safetyRoutes } from './safety.routes.ts';
export { readSafetySettings } from './safety-settings.ts';
export { dueDatesOf } from './unit-due.ts';
export { loadUnitSafetyFile } from './unit-safety-file.ts';
