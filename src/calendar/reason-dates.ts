/**
 * Dates named in `@deprecated` reasons, in the forms real schemas use:
 *   ISO `2026-10-30` and `2026-10-30T00:00:00Z`, GitHub's `Removal on 2025-04-01 UTC.`,
 *   `on February 8, 2027`, `8 February 2027`,
 * and graphql-eslint's `deletionDate: "DD/MM/YYYY"` directive argument.
 *
 * The words before a date decide its kind: "effective", "deprecated", "deprecation", and "since",
 * "added", "introduced" (a beginning, never an end) name the day the deprecation takes effect;
 * "removal", "removed", "will be removed" (these win when both stand in the clause), and a bare date
 * name the day the element is gone (GitHub's convention: deprecated now, removed then). Dates inside
 * links are not read.
 */
import { DAY_OR_INSTANT, parseDateWith, utcDayOf } from '../dates.js';

export type ReasonDateKind = 'deprecation' | 'removal';

export interface ReasonDate {
  kind: ReasonDateKind;
  /** `YYYY-MM-DD`, UTC. */
  date: string;
  /** The text that named the date, as written. */
  text: string;
}

export interface ReasonDates {
  dates: ReasonDate[];
  /** Dates that are written like dates but do not exist (`2027-02-30`): reported, never shifted. */
  invalid: string[];
}

const MONTH = '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const ORDINAL = '(?:st|nd|rd|th)?';

/** Each form: a regex over the reason and how to turn a match into an ISO date (null when it does not exist). */
const DATE_FORMS: Array<{ pattern: RegExp; toIso: (match: RegExpExecArray) => string | null }> = [
  {
    // 2026-10-30, 2026-10-30T00:00:00Z, 2020-01-01T00:00:00+00:00: a time with an offset is taken to UTC.
    pattern: new RegExp(`\\b${DAY_OR_INSTANT.source}(?![\\d-])`, 'g'),
    toIso: (m) => utcDayOf(m[0]),
  },
  {
    // February 8, 2027 / Feb. 8th 2027
    pattern: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{4})\\b`, 'gi'),
    toIso: (m) => monthNameDate(m[1]!, m[2]!, m[3]!),
  },
  {
    // 8 February 2027 / 8th Feb 2027
    pattern: new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+${MONTH}\\.?,?\\s+(\\d{4})\\b`, 'gi'),
    toIso: (m) => monthNameDate(m[2]!, m[1]!, m[3]!),
  },
];

function monthNameDate(month: string, day: string, year: string): string | null {
  // date-fns' `MMM` takes the three-letter abbreviation; it validates day-of-month for us.
  const short = month.slice(0, 3);
  return parseDateWith(`${short[0]!.toUpperCase()}${short.slice(1).toLowerCase()} ${day} ${year}`, 'MMM d yyyy');
}

const REMOVAL_WORDS = /\b(remov(?:al|ed|e|ing)|delet(?:ion|ed|e)|sunset(?:s|ted)?|no longer (?:available|supported|work))/i;
/**
 * "Deprecated 2026-10-30", "deprecation effective …", "deprecated since …", and words that date a
 * beginning, never an end: "since …", "added …", "introduced …" (removal words win: "deprecated,
 * removed on …").
 */
const DEPRECATION_WORDS = /\b(effective|deprecat(?:ed|ion)|since|added|introduced)\b/i;
/** A link: a date in its path (`/changelog/2024-05-23/…`) names a page, not a day of this element. */
const URL = /\bhttps?:\/\/\S+/gi;

/** The kind a date has, read from the words written before it in the same clause. */
function kindFromContext(before: string): ReasonDateKind {
  // Only the clause that leads to the date counts: "Deprecated on X. Removal on Y." names two kinds.
  const clause = before.split(/[.;!?](?:\s|$)|\band\b|\bthen\b/i).pop() ?? '';
  if (REMOVAL_WORDS.test(clause)) return 'removal';
  if (DEPRECATION_WORDS.test(clause)) return 'deprecation';
  return 'removal';
}

/** Every date a deprecation reason names, each with its kind, in the order written. */
export function datesInReason(written: string): ReasonDates {
  // Links blanked to spaces: no date is read in them, and offsets stay those of the reason as written.
  const reason = written.replace(URL, (link) => ' '.repeat(link.length));
  const found: Array<{ index: number; end: number; text: string; iso: string | null }> = [];
  for (const form of DATE_FORMS) {
    form.pattern.lastIndex = 0;
    for (let m = form.pattern.exec(reason); m; m = form.pattern.exec(reason)) {
      const index = m.index;
      // A span already claimed by an earlier form (ISO inside a longer match) is not a second date.
      if (found.some((f) => index < f.end && f.index < index + m![0].length)) continue;
      found.push({ index, end: index + m[0].length, text: m[0], iso: form.toIso(m) });
    }
  }
  found.sort((a, b) => a.index - b.index);
  const result: ReasonDates = { dates: [], invalid: [] };
  let previousEnd = 0;
  for (const f of found) {
    if (f.iso === null) result.invalid.push(f.text);
    else result.dates.push({ kind: kindFromContext(reason.slice(previousEnd, f.index)), date: f.iso, text: f.text });
    previousEnd = f.end;
  }
  return result;
}

const DELETION_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * graphql-eslint's `@deprecated(deletionDate: "DD/MM/YYYY")`: the day the element is deleted.
 * Returns the ISO date, or null when the text is not a real `DD/MM/YYYY` date (30/02/2021 is rejected).
 */
export function parseDeletionDate(text: string): string | null {
  return DELETION_DATE.test(text) ? parseDateWith(text, 'dd/MM/yyyy') : null;
}

/**
 * What is wrong with a deletionDate that parseDeletionDate rejects, in the words of a message about
 * its element: a day that does not exist, or another format (an ISO date, a timestamp), with the one expected.
 */
export function deletionDateProblem(text: string): string {
  if (DELETION_DATE.test(text)) return `names a date that does not exist: deletionDate "${text}"`;
  return `has deletionDate "${text}", which is not written DD/MM/YYYY (graphql-eslint's format, e.g. "08/02/2027")`;
}

