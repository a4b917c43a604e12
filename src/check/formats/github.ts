/**
 * `sunset check --format github`: GitHub Actions workflow commands, which the runner turns into
 * annotations on the pull request's diff. Failing findings are `::error`, deprecated ones that do
 * not fail `::warning`, upcoming ones `::notice`.
 *
 * GitHub shows at most 10 annotations of each level per step, so the most severe findings come
 * first, and a closing line says when some will not be shown.
 */
import { STATUS_ORDER, type Finding } from '../../analysis/types.js';
import { calendarEntryFor, failingFindings, failsAt, type CheckReport } from '../report.js';

type CommandName = 'error' | 'warning' | 'notice';

/** Annotations of one level GitHub shows per step. */
const SHOWN_PER_LEVEL = 10;

export function formatGithub(report: CheckReport): string {
  const lines: string[] = [];
  const perLevel: Record<CommandName, number> = { error: 0, warning: 0, notice: 0 };
  const rank = new Map(STATUS_ORDER.map((status, i) => [status, i]));
  // Stable: within a status, the report's order (file, then position).
  const ordered = [...report.findings].sort((a, b) => rank.get(a.status)! - rank.get(b.status)!);

  for (const finding of ordered) {
    const command = commandFor(finding, report);
    perLevel[command]++;
    lines.push(
      workflowCommand(
        command,
        {
          file: finding.file,
          line: finding.line,
          col: finding.column,
          endLine: finding.endLine,
          endColumn: finding.endColumn,
          title: titleOf(finding),
        },
        bodyOf(finding, report),
      ),
    );
  }
  for (const warning of report.warnings) {
    perLevel.warning++;
    lines.push(
      workflowCommand(
        'warning',
        { file: warning.file || undefined, line: warning.line, col: warning.column, title: 'sunset: warning' },
        warning.message,
      ),
    );
  }

  const failing = failingFindings(report).length;
  const total = report.findings.length;
  lines.push(
    total === 0
      ? `sunset: no uses of retiring schema elements in ${plural(report.stats.files, 'file')} (${plural(report.stats.documents, 'document')})`
      : `sunset: ${plural(total, 'finding')}, ${failing} failing at --fail-on ${report.failOn}`,
  );
  const hidden = (Object.keys(perLevel) as CommandName[]).filter((level) => perLevel[level] > SHOWN_PER_LEVEL);
  if (hidden.length > 0) {
    lines.push(
      `sunset: GitHub shows at most ${SHOWN_PER_LEVEL} annotations of each level per step (${hidden.map((l) => `${perLevel[l]} ${l}s here`).join(', ')}); ` +
        'the log above lists all of them, and --format sarif with github/codeql-action/upload-sarif keeps every one.',
    );
  }
  return lines.join('\n') + '\n';
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function commandFor(finding: Finding, report: CheckReport): CommandName {
  if (failsAt(finding.status, report.failOn)) return 'error';
  return finding.status === 'upcoming' ? 'notice' : 'warning';
}

/** `sunset: deprecated Query.audiences`, `sunset: invalid document`. */
function titleOf(finding: Finding): string {
  return `sunset: ${finding.status} ${finding.location ?? 'document'}`;
}

/** The message, then the calendar's description and what fixes it, one per line. */
function bodyOf(finding: Finding, report: CheckReport): string {
  const parts = [finding.message];
  const description = calendarEntryFor(report.calendar, finding)?.description;
  if (description) parts.push(description);
  if (finding.fixable) parts.push('Fixable with eslint --fix.');
  if (finding.codemod) parts.push(`Codemod: ${finding.codemod}`);
  return parts.join('\n');
}

type Properties = Record<string, string | number | undefined>;

/** `::name key=value,…::message`, escaped as @actions/core escapes it. Properties that are undefined are left out. */
export function workflowCommand(name: string, properties: Properties, message: string): string {
  const props = Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

/** Message text: `%`, CR and LF are encoded (`%` first, so an encoding is never encoded twice). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Property values: as data, and `:` and `,` too, since they separate the command's parts. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
