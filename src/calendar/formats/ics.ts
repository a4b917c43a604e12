/**
 * The deprecation calendar as iCalendar (RFC 5545): one all-day event per dated entry, so the
 * retirement dates can be subscribed to from any calendar app (with none, a UTC time zone alone). Output is byte-reproducible for a given
 * calendar (fixed DTSTAMP, UIDs derived from each change's kind and location) so the file can be
 * committed and diffed.
 */
import { createHash } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { getDate } from 'date-fns/getDate';
import { getMonth } from 'date-fns/getMonth';
import { getYear } from 'date-fns/getYear';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Calendar, CalendarEntry, ChangeKind, EntrySource } from '../types.js';
import { SOURCE_LABEL } from './source-label.js';

export interface IcsOptions {
  /** The PRODID line; defaults to `-//sunset//Deprecation calendar//EN`. */
  productId?: string;
}

const DEFAULT_PRODUCT_ID = '-//sunset//Deprecation calendar//EN';

const TITLE_PREFIX: Record<ChangeKind, string> = {
  deprecation: 'Deprecation',
  removal: 'Removal',
  breaking: 'Breaking change',
  validation: 'Validation change',
};


/**
 * `ics` accepts and validates `timestamp` (it becomes DTSTAMP) but its typings omit it. Without it the
 * library stamps `Date.now()`, which would make every run differ.
 */
type StampedEvent = EventAttributes & { timestamp: number };

export function formatCalendarIcs(calendar: Calendar, options: IcsOptions = {}): string {
  const today = toDateArray(calendar.today, 'calendar.today');
  // DTSTAMP = midnight UTC of the calendar's reference date: stable, and still meaningful. The
  // library takes no stamp before 1970 (a --today in the past of a dated corpus): those get 1970-01-01.
  const timestamp = Math.max(0, Date.UTC(today[0], today[1] - 1, today[2]));

  const events: StampedEvent[] = [];
  const announced = new Map<string, number>();
  for (const entry of calendar.entries) {
    if (entry.date === null) continue; // nothing to put on a calendar
    // The nth announcement of a change to a location (entries are in date order): a location may be announced twice.
    const key = `${entry.kind}|${entry.location}`;
    const nth = announced.get(key) ?? 0;
    announced.set(key, nth + 1);
    events.push(toEvent(entry, entry.date, timestamp, uid(key, nth)));
  }

  const { error, value } = createEvents(events, {
    productId: options.productId ?? DEFAULT_PRODUCT_ID,
    calName: 'Deprecation calendar',
  });
  if (error) throw new Error(`Could not build the iCalendar file: ${error.message}`);
  if (value === null) throw new Error('Could not build the iCalendar file: ics returned no output');
  // `ics` writes a one-day duration as `P1DT`, a time part with no time in it: RFC 5545's is `P1D`.
  return foldByOctets(events.length > 0 ? value.replace(/^DURATION:P1DT(\r?)$/gm, 'DURATION:P1D$1') : withOneComponent(value));
}

/**
 * RFC 5545 (3.6) wants at least one component in a VCALENDAR, and `ics` writes none when there are no
 * events, which strict readers reject. A time zone that no event uses is the one component that puts
 * nothing on anyone's calendar: valid (3.6.5 asks for one per TZID used, not the converse) and common
 * in the exports calendar apps read (Outlook's carry their time zones), so the file still imports and
 * subscribes as an empty calendar. A made-up event or to-do would show up in Google, Outlook or Apple.
 */
const UTC_TIME_ZONE = ['BEGIN:VTIMEZONE', 'TZID:UTC', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0000', 'TZNAME:UTC', 'END:STANDARD', 'END:VTIMEZONE'];

/** A calendar `ics` wrote without events, with the time zone before its END:VCALENDAR. */
function withOneComponent(calendar: string): string {
  const end = 'END:VCALENDAR\r\n';
  if (!calendar.endsWith(end)) throw new Error('Could not build the iCalendar file: ics output does not end with END:VCALENDAR');
  return calendar.slice(0, -end.length) + UTC_TIME_ZONE.map((line) => `${line}\r\n`).join('') + end;
}

const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 3.1 folds lines at 75 octets; `ics` folds at 75 characters, so a line with accented or
 * other non-ASCII text ran past it. Its folds are undone and each line folded again by UTF-8 length,
 * never inside a character.
 */
function foldByOctets(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // Continuation lines begin with a space, which counts.
        if (octets + size > MAX_LINE_OCTETS - (parts.length > 0 ? 1 : 0)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

function toEvent(entry: CalendarEntry, date: string, timestamp: number, id: string): StampedEvent {
  const start = toDateArray(date, entry.location);
  const endDate = addDays(parseISO(date), 1); // all-day events end (exclusively) on the next day
  // 9999-12-31 has no next day a DATE value can hold (8 digits): that event lasts DURATION:P1D instead, the same day.
  const span: { end: DateArray } | { duration: { days: number } } = getYear(endDate) > 9999 ? { duration: { days: 1 } } : { end: [getYear(endDate), getMonth(endDate) + 1, getDate(endDate)] };
  return {
    uid: id,
    timestamp,
    start,
    ...span,
    title: `${TITLE_PREFIX[entry.kind]}: ${entry.location}`,
    description: describe(entry),
    categories: [entry.kind, entry.api],
    transp: 'TRANSPARENT', // a deadline, not a meeting: don't block anyone's free/busy time
  };
}

/**
 * The same change keeps its UID when its date moves, so a subscribed calendar moves the event
 * instead of keeping the old day beside the new one; the date is not part of it.
 */
function uid(kindAndLocation: string, nth: number): string {
  const hash = createHash('sha1').update(nth === 0 ? kindAndLocation : `${kindAndLocation}|${nth}`).digest('hex');
  return `${hash}@sunset`;
}

function describe(entry: CalendarEntry): string {
  const lines: string[] = [];
  if (entry.replacement !== null) lines.push(`Replacement: ${entry.replacement}`);
  if (entry.description !== null) lines.push(entry.description);
  if (entry.reason !== null && entry.reason !== entry.description) lines.push(`Schema reason: ${entry.reason}`);
  if (entry.codemod !== null) lines.push(`Codemod: ${entry.codemod}`);
  const at = entry.definedAt === null ? '' : ` (${entry.definedAt.file}:${entry.definedAt.line})`;
  lines.push(`Source: ${SOURCE_LABEL[entry.source]}${at}`);
  return lines.join('\n');
}

/** Local-zone parse and read-back, so the host's UTC offset never shifts the calendar day. */
function toDateArray(iso: string, what: string): [number, number, number] & DateArray {
  const date = parseISO(iso);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !isValid(date)) {
    throw new Error(`Invalid date ${JSON.stringify(iso)} for ${what}: expected YYYY-MM-DD`);
  }
  return [getYear(date), getMonth(date) + 1, getDate(date)];
}
