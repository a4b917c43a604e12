/**
 * The deprecation calendar as GitHub-flavoured Markdown: one table per month, the months that still
 * matter first. Meant for PR comments, issues and READMEs.
 */
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { relativeDay } from '../../dates.js';
import type { Calendar, CalendarEntry } from '../types.js';

const COLUMNS = ['Date', 'Location', 'Kind', 'Replacement', 'Codemod', 'Notes'] as const;

/** `Type.field`, `Type.field(arg:)`, `Enum.VALUE`: worth rendering as code. A bare word is not (it may be a phrase like "none"). */
const COORDINATE = /^[_A-Za-z][_0-9A-Za-z]*\.[_A-Za-z][_0-9A-Za-z]*(?:\([_A-Za-z][_0-9A-Za-z]*:\))?$/;

interface MonthSection {
  /** `YYYY-MM`, or null for the undated section. */
  key: string | null;
  entries: CalendarEntry[];
}

export function formatCalendarMarkdown(calendar: Calendar): string {
  const { today, entries } = calendar;
  const upcoming = entries.filter((e) => e.date !== null && e.status === 'upcoming');
  const next = upcoming[0]?.date ?? null;

  const lines: string[] = [`# Deprecation calendar — ${formatDay(today)}`, ''];
  lines.push(summaryLine(entries.length, upcoming.length, next, today), '');

  for (const section of orderSections(entries)) {
    lines.push(`## ${section.key === null ? 'Undated' : monthTitle(section.key)}`, '');
    lines.push(row(COLUMNS), row(COLUMNS.map(() => '---')));
    for (const entry of section.entries) lines.push(row(cells(entry, today)));
    lines.push('');
  }
  return lines.join('\n');
}

function summaryLine(total: number, upcoming: number, next: string | null, today: string): string {
  const parts = [`${plural(total, 'entry', 'entries')}`, `${upcoming} upcoming`];
  parts.push(next === null ? 'no upcoming dates' : `next on ${next} (${relativeDay(next, today, 'count')})`);
  return parts.join(' · ') + '.';
}

/**
 * Months with anything still to come first (ascending: the nearest deadline is the first thing read),
 * then fully past months (most recent first), then undated. The month containing today counts as
 * upcoming when it still has an upcoming entry, so it is never split into two same-named sections.
 */
function orderSections(entries: readonly CalendarEntry[]): MonthSection[] {
  const byMonth = new Map<string, CalendarEntry[]>();
  const undated: CalendarEntry[] = [];
  for (const entry of entries) {
    if (entry.date === null) {
      undated.push(entry);
      continue;
    }
    const key = entry.date.slice(0, 7);
    const list = byMonth.get(key);
    if (list) list.push(entry);
    else byMonth.set(key, [entry]);
  }
  const months = [...byMonth.entries()].map(([key, list]) => ({ key, entries: list }));
  type Month = (typeof months)[number];
  const isUpcoming = (s: Month): boolean => s.entries.some((e) => e.status === 'upcoming');
  // `YYYY-MM` keys sort correctly as strings.
  const ascending = (a: Month, b: Month): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

  const sections: MonthSection[] = [
    ...months.filter(isUpcoming).sort(ascending),
    ...months.filter((s) => !isUpcoming(s)).sort((a, b) => ascending(b, a)),
  ];
  if (undated.length > 0) sections.push({ key: null, entries: undated });
  return sections;
}

/** Each cell comes back as finished Markdown: plain text escaped, code spans only pipe-escaped. */
function cells(entry: CalendarEntry, today: string): string[] {
  let date = entry.date ?? '—';
  if (entry.date !== null && entry.status === 'upcoming') date += ` (${relativeDay(entry.date, today, 'count')})`;
  return [
    date,
    maybeCode(entry.location),
    entry.kind,
    entry.replacement === null ? '—' : maybeCode(entry.replacement),
    entry.codemod === null ? '—' : codeSpan(entry.codemod),
    text(entry.description ?? entry.reason ?? ''),
  ];
}

function row(values: readonly string[]): string {
  return `| ${values.join(' | ')} |`;
}

/**
 * A `|` would end the cell and a newline the row; `<br>` keeps multi-line notes on one table row.
 * `<` becomes `&lt;` so text such as `List<Item>` or `<script>` shows up literally instead of being
 * taken (and dropped) as HTML by the renderer.
 */
function text(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r\n|\r|\n/g, '<br>');
}

/** Entities are not decoded inside code spans, so only the table-breaking characters are touched. */
function codeSpan(value: string): string {
  return `\`${value.replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, ' ')}\``;
}

function maybeCode(value: string): string {
  return COORDINATE.test(value) ? codeSpan(value) : text(value);
}


/** `2027-01` → `January 2027`. Parsed and formatted in the same (local) zone, so the host's offset cancels out. */
function monthTitle(key: string): string {
  const date = parseISO(`${key}-01`);
  return isValid(date) ? format(date, 'MMMM yyyy') : key;
}

function formatDay(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'd MMMM yyyy') : iso;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
