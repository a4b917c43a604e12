/**
 * `sunset check --format stylish` (the default): findings grouped by file in aligned columns, as
 * ESLint's stylish formatter prints them, then a summary a reader can act on: what fails and at
 * which level, what can be fixed mechanically, and which dates come next.
 */
import pc from 'picocolors';
import { STATUS_ORDER, type Finding, type FindingStatus } from '../../analysis/types.js';
import type { CalendarEntry, ChangeKind } from '../../calendar/types.js';
import { formatPlace } from '../../errors.js';
import { relativeDay } from '../../dates.js';
import { failingFindings, nextDates, type CheckReport } from '../report.js';

type Colors = ReturnType<typeof pc.createColors>;

export interface StylishOptions {
  /** ANSI colours on or off; the caller decides (TTY, `--no-color`, `NO_COLOR`). */
  color: boolean;
}

/** How many upcoming dates the summary lists. */
const NEXT_DATES = 3;

const KIND_WORDS: Record<ChangeKind, string> = {
  deprecation: 'deprecation of',
  removal: 'removal of',
  breaking: 'breaking change to',
  validation: 'validation change to',
};

export function formatStylish(report: CheckReport, options: StylishOptions): string {
  const c = pc.createColors(options.color);
  const lines: string[] = [];

  for (const [file, findings] of groupByFile(report.findings)) {
    lines.push(c.underline(clean(file)), ...findingRows(findings, c), '');
  }

  lines.push(...summary(report, c));

  const upcoming = nextDatesSection(report, c);
  if (upcoming.length > 0) lines.push('', ...upcoming);

  if (report.warnings.length > 0) {
    lines.push('', c.dim(`${plural(report.warnings.length, 'warning')}:`));
    for (const warning of report.warnings) lines.push(c.dim(`  ${clean(formatPlace(warning) + warning.message)}`));
  }
  return lines.join('\n') + '\n';
}

/** Files in the order the report lists them (the analyzer sorts by file, then position). */
function groupByFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.file);
    if (group) group.push(finding);
    else groups.set(finding.file, [finding]);
  }
  return groups;
}

/** `  12:5   deprecated  message  Query.audiences`, columns aligned within the file. */
function findingRows(findings: readonly Finding[], c: Colors): string[] {
  const rows = findings.map((f) => ({ line: String(f.line), column: String(f.column), status: f.status, message: clean(f.message), location: f.location ?? '' }));
  const width = {
    line: Math.max(...rows.map((r) => r.line.length)),
    column: Math.max(...rows.map((r) => r.column.length)),
    status: Math.max(...rows.map((r) => r.status.length)),
    message: Math.max(...rows.map((r) => r.message.length)),
  };
  return rows.map((r) => {
    const position = c.dim(`${r.line.padStart(width.line)}:${r.column.padEnd(width.column)}`);
    const status = statusColor(r.status, c)(r.status.padEnd(width.status));
    const text = r.location ? `${r.message.padEnd(width.message)}  ${c.dim(r.location)}` : r.message;
    return `  ${position}  ${status}  ${text}`;
  });
}

function statusColor(status: FindingStatus, c: Colors): (text: string) => string {
  switch (status) {
    case 'invalid':
    case 'removed':
      return c.red;
    case 'deprecated':
      return c.yellow;
    case 'upcoming':
      return c.cyan;
  }
}

/** The verdict line, then what can be fixed mechanically. */
function summary(report: CheckReport, c: Colors): string[] {
  const { findings, stats } = report;
  if (findings.length === 0) {
    return [c.green(`✔ no uses of retiring schema elements in ${plural(stats.files, 'file')} (${plural(stats.documents, 'document')})`)];
  }
  const counts = STATUS_ORDER.map((status) => [status, findings.filter((f) => f.status === status).length] as const)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`);
  const failing = failingFindings(report).length;
  const head = `${plural(findings.length, 'finding')} (${counts.join(', ')})`;
  const lines =
    failing > 0
      ? [c.red(c.bold(`✖ ${head}, ${failing} ${failing === 1 ? 'fails' : 'fail'} at --fail-on ${report.failOn}`))]
      : [c.yellow(c.bold(`⚠ ${head}, none fail at --fail-on ${report.failOn}`))];

  const fixable = findings.filter((f) => f.fixable).length;
  if (fixable > 0) lines.push(`  ${fixable} of them ${fixable === 1 ? 'is' : 'are'} fixable with ${c.bold('eslint --fix')}`);
  const codemods = new Map<string, number>();
  for (const f of findings) if (f.codemod) codemods.set(f.codemod, (codemods.get(f.codemod) ?? 0) + 1);
  if (codemods.size > 0) {
    const names = [...codemods].map(([name, count]) => `${c.bold(clean(name))} (${plural(count, 'finding')})`);
    lines.push(`  ${codemods.size === 1 ? 'codemod that applies' : 'codemods that apply'}: ${names.join(', ')}`);
  }
  return lines;
}

/**
 * `Next dates to watch:` and up to three dated changes after today, with how often the code uses
 * each location; when more changes fall on the last date shown, one line says how many.
 */
function nextDatesSection(report: CheckReport, c: Colors): string[] {
  const all = nextDates(report.calendar, report.today, Number.POSITIVE_INFINITY);
  const shown = all.slice(0, NEXT_DATES);
  if (shown.length === 0) return [];
  const whens = shown.map((entry) => `${entry.date} (${relativeDay(entry.date!, report.today)})`);
  const width = Math.max(...whens.map((w) => w.length));
  const lines = [c.bold('Next dates to watch:')];
  shown.forEach((entry, i) => lines.push(`  ${c.bold(whens[i]!.padEnd(width))}  ${describeEntry(entry, report)}`));
  const last = shown[shown.length - 1]!.date;
  const more = all.slice(NEXT_DATES).filter((entry) => entry.date === last).length;
  if (more > 0) lines.push(c.dim(`  … and ${more} more on ${last}`));
  return lines;
}

function describeEntry(entry: CalendarEntry, report: CheckReport): string {
  let text = `${KIND_WORDS[entry.kind]} ${clean(entry.location)}`;
  if (entry.replacement) text += `; use ${clean(entry.replacement)}`;
  const uses = report.findings.filter((f) => f.location === entry.location).length;
  if (uses > 0) text += ` (used ${uses === 1 ? 'once' : `${uses} times`} here)`;
  return text;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** One line, no control characters: a message or path can neither break the columns nor drive the terminal. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(/\t/g, ' ').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '?');
}
