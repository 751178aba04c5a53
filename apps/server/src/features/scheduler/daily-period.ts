/** 'HH:mm' (24 hours). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The period function of a job that runs once a day from `time` (local time in `timeZone`): the
 * local day 'yyyy-MM-dd' once that time has passed, null before it. A server that was down at
 * that time runs the job when it comes back the same day.
 */
export const dailyAt = (time: string, timeZone = 'Europe/Amsterdam') => {
  if (!TIME_OF_DAY_PATTERN.test(time)) throw new Error(`ongeldige tijd: ${time}`);
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (now: Date): string | null => {
    const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
    const local = `${parts.hour}:${parts.minute}`;
    return local >= time ? `${parts.year}-${parts.month}-${parts.day}` : null;
  };
};
