/**
 * Calendar dates as `YYYY-MM-DD` strings. date-fns does the calendar arithmetic; these helpers only
 * pin it to UTC date strings so that no result depends on the host's time zone.
 */
import { addDays as addDaysToDate } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { parseISO } from 'date-fns/parseISO';

const ISO_DATE = 'yyyy-MM-dd';
const REFERENCE = new Date(2000, 0, 1);

/** Parses `text` with a date-fns pattern; null unless it is a real calendar date written exactly so. */
export function parseDateWith(text: string, pattern: string): string | null {
  const date = parse(text, pattern, REFERENCE);
  if (!isValid(date)) return null;
  // date-fns rejects 2027-02-30 for numeric patterns; the round trip also rejects loose forms like "2027-2-3".
  if (pattern === ISO_DATE && format(date, ISO_DATE) !== text) return null;
  return format(date, ISO_DATE);
}

/** A strict `YYYY-MM-DD`: null for anything else, including dates that do not exist (2027-02-30). */
export function parseIsoDate(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseDateWith(text, ISO_DATE) : null;
}

/** A day, or an instant with a time (and an offset: `2020-01-01T00:00:00+00:00`), as written in a schedule or a reason. */
export const DAY_OR_INSTANT = /(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?/;

const WHOLE_DAY_OR_INSTANT = new RegExp(`^${DAY_OR_INSTANT.source}$`);

/**
 * The UTC day of `text`, a `YYYY-MM-DD` day or an instant that `DAY_OR_INSTANT` reads (an offset
 * taken to UTC, none read as UTC); null when it is neither, or names a day or time that does not exist.
 */
export function utcDayOf(text: string): string | null {
  const match = WHOLE_DAY_OR_INSTANT.exec(text);
  const day = match ? parseDateWith(match[1]!, ISO_DATE) : null;
  if (!day || !match![2]) return day;
  // An instant without an offset is UTC's, as the schedules that write one mean it. Offsets run from -12:00 to +14:00.
  const offset = /([+-])(\d{2}):?(\d{2})?$/.exec(match![2]!);
  if (offset && (Number(offset[2]) * 60 + Number(offset[3] ?? 0) > (offset[1] === '+' ? 14 * 60 : 12 * 60) || Number(offset[3] ?? 0) > 59)) return null;
  const instant = parseISO(offset || text.endsWith('Z') ? text : `${text}Z`);
  return isValid(instant) ? instant.toISOString().slice(0, 10) : null;
}

/** Today's date in UTC. Only the command-line faces call this; the engine always takes today as an input. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A valid ISO date as date-fns reads it, kept: a run asks for the same few dates again and again
 * (each finding's message counts the days to its dates), and date-fns' `parse` reads its pattern
 * each time (15 µs a message). The dates are never changed: date-fns returns new ones.
 */
const isoDates = new Map<string, Date>();
function isoDate(text: string): Date {
  let date = isoDates.get(text);
  if (!date) isoDates.set(text, (date = parse(text, ISO_DATE, REFERENCE)));
  return date;
}

/** Days from `from` to `to` (negative when `to` is earlier). Both are valid ISO dates. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(isoDate(to), isoDate(from));
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return format(addDaysToDate(isoDate(date), days), ISO_DATE);
}

/**
 * How far `date` is from `today`, in words. Findings and check reports say "tomorrow" and
 * "yesterday"; the calendar formats count every day ("in 1 day", "1 day ago").
 */
export function relativeDay(date: string, today: string, style: 'words' | 'count' = 'words'): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (style === 'words' && days === 1) return 'tomorrow';
  if (style === 'words' && days === -1) return 'yesterday';
  const n = Math.abs(days);
  const span = `${n} day${n === 1 ? '' : 's'}`;
  return days > 0 ? `in ${span}` : `${span} ago`;
}
