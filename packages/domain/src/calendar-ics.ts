/**
 * A minimal iCalendar writer (RFC 5545) for the agenda feed: CRLF line ends, lines folded at 75
 * octets without splitting a UTF-8 character, TEXT values escaped, local times in
 * Europe/Amsterdam with its VTIMEZONE (the EU summer-time rules), DTSTAMP and UID on every event.
 */

export type CalendarEvent = {
  /** Stable over time, so a calendar app updates an event instead of adding a copy. */
  uid: string;
  /** Amsterdam day 'yyyy-MM-dd' and wall-clock times 'HH:mm'. */
  date: string;
  startTime: string;
  endTime: string;
  summary: string;
  description?: string;
  location?: string | null;
  url?: string | null;
};

export type CalendarFeed = {
  /** The calendar's name in the phone's list of calendars. */
  name: string;
  events: readonly CalendarEvent[];
  /** When the feed was made (DTSTAMP). */
  now: Date;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeICalText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT; noncharacters and lone surrogates are
    // not text (a lone surrogate cannot even be written as UTF-8).
    .replace(/[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/gu, '');

/** Folds a content line into chunks of at most 75 octets; continuation lines start with a space. */
export const foldICalLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as UTC date-time: 20261212T081500Z. */
export const icalUtc = (instant: Date): string =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T` +
  `${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

const localDateTime = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** Europe/Amsterdam since 1996: CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Amsterdam',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19810329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19961027T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The whole feed as an .ics text (text/calendar; charset=utf-8). */
export const buildICalendar = (feed: CalendarFeed): string => {
  const stamp = icalUtc(feed.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Verhuur Backoffice//Agenda//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeICalText(feed.name)}`,
    'X-WR-TIMEZONE:Europe/Amsterdam',
    // Ask calendar apps to look again every hour (most decide for themselves).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...AMSTERDAM_VTIMEZONE,
  ];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeICalText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=Europe/Amsterdam:${localDateTime(event.date, event.startTime)}`,
      `DTEND;TZID=Europe/Amsterdam:${localDateTime(event.date, event.endTime)}`,
      `SUMMARY:${escapeICalText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeICalText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeICalText(event.location)}`);
    if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
    lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldICalLine).join(CRLF) + CRLF;
};
