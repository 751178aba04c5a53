import { dayInAmsterdam, formatDay } from './dutch-format.ts';

export const periodText = (from: string, until: string) =>
  from === until ? formatDay(from) : `${formatDay(from)} t/m ${formatDay(until)}`;

/** Today in the Netherlands, yyyy-MM-dd. */
export const todayInAmsterdam = () => dayInAmsterdam(new Date());

export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
