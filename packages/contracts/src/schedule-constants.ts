import { DELIVERY_TIME_WINDOWS } from '@app/domain';

/** Dutch texts of the agenda (jobs, timeline, route, calendar feed), shared by server and screens. */
export const SCHEDULE_MESSAGES = {
  invalidDate: 'Dit is geen geldige datum.',
  outOfRange: 'Kies een datum tussen 1 januari 1900 en 31 december 2100.',
  rangeTooLong: 'Kies een periode van hoogstens 31 dagen.',
  rangeReversed: 'De einddatum ligt voor de begindatum.',
  feedNotFound: 'Deze agenda-link bestaat niet (meer).',
  jobNotFound: 'Deze rit bestaat niet (meer).',
  jobCancelled: 'Deze order is geannuleerd: de rit kan niet worden afgevinkt.',
  jobAlreadyDone: 'Deze rit is al afgevinkt.',
  jobNotDone: 'Deze rit is nog niet afgevinkt.',
  cashInvalid: 'Vul het ontvangen bedrag in als een positief bedrag, bijvoorbeeld 151,25.',
  cashNothingDue: 'Voor deze order is niets contant te innen.',
} as const;

/** The longest period jobs.view answers: a month view at most. */
export const MAX_JOBS_VIEW_DAYS = 31;

/** The five delivery windows (spec §9), the keys of job.timeline: the domain's delivery windows. */
export const TIME_SLOTS = DELIVERY_TIME_WINDOWS;
