/**
 * `sunset check --format sarif`: SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`)
 * and other SARIF viewers. One rule per finding status, so an alert's rule says what happened
 * (removed, deprecated, …) and its level says whether it fails this run's `--fail-on`.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { editsKey } from '../../analysis/text-edits.js';
import { STATUS_ORDER, type Finding, type FindingStatus } from '../../analysis/types.js';
import { calendarEntryFor, failsAt, type CheckReport } from '../report.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Where SARIF viewers send a reader who wants to know what sunset is. */
export const SUNSET_INFORMATION_URI = 'https://www.npmjs.com/package/sunset';

/** The key of sunset's own fingerprint in `partialFingerprints`; a new version of the scheme gets a new key. */
export const FINGERPRINT_KEY = 'sunsetFinding/v1';

export interface SarifOptions {
  /** sunset's version, for `tool.driver.version`. */
  toolVersion: string;
  /** The directory the files are relative to (absolute); when given, `%SRCROOT%` is bound to it. Off by default so the output is the same on every machine. */
  srcRoot?: string;
  /** Whether the paths are relative to the top of the git repository the check ran below, rather than to the directory it ran in (what `%SRCROOT%` says it is). */
  fromRepositoryTop?: boolean;
  informationUri?: string;
}

type SarifLevel = 'error' | 'warning' | 'note';

interface Message {
  text: string;
  markdown?: string;
}

interface RuleText {
  name: string;
  short: string;
  full: string;
  help: string;
  level: SarifLevel;
}

const RULES: Record<FindingStatus, RuleText> = {
  invalid: {
    name: 'InvalidDocument',
    short: 'GraphQL document does not work against the schema as of today',
    full: 'A GraphQL document does not parse, or does not validate against the schema as it is on the day of the check (with every removal dated on or before that day applied). The server rejects it.',
    help: 'The document fails at run time now. Fix the syntax error, or stop selecting what the schema no longer has: the message names the problem. An invalid document fails every run, whatever `--fail-on` says.',
    level: 'error',
  },
  removed: {
    name: 'RemovedElement',
    short: 'Use of a removed schema element',
    full: 'The code uses a schema element (field, argument, input field or enum value) whose removal date has passed. The server no longer has it.',
    help: 'The removal date has passed: requests that use this element fail. Switch to the replacement named in the message (run `eslint --fix` or the codemod when the change is mechanical). A removed element fails every run.',
    level: 'error',
  },
  deprecated: {
    name: 'DeprecatedElement',
    short: 'Use of a deprecated schema element',
    full: 'The code uses a schema element that is deprecated: its deprecation date has passed, or the schema marks it `@deprecated` without a date. It still works, and will be removed.',
    help: 'The element still works but is on its way out; the message says when it is removed, if that is announced. Move to the replacement before the removal date (run `eslint --fix` or the codemod when the change is mechanical). Fails the run at `--fail-on deprecated` (the default) and `--fail-on upcoming`.',
    level: 'warning',
  },
  upcoming: {
    name: 'UpcomingRetirement',
    short: 'Use of a schema element with an upcoming deprecation or removal',
    full: 'The code uses a schema element whose deprecation (or removal) is scheduled after today, within the look-ahead window.',
    help: 'Nothing is broken yet: this is notice of a scheduled change, so the migration can be planned before the date in the message. Fails the run only at `--fail-on upcoming`.',
    level: 'note',
  },
};

export function formatSarif(report: CheckReport, options: SarifOptions): string {
  const ruleIndex = new Map(STATUS_ORDER.map((status, index) => [status, index]));
  const fingerprints = fingerprintsOf(report.findings);
  const firstWithFix = findingsOwningFixes(report.findings);
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'sunset',
            informationUri: options.informationUri ?? SUNSET_INFORMATION_URI,
            version: options.toolVersion,
            ...(/^\d+\.\d+\.\d+/.test(options.toolVersion) ? { semanticVersion: options.toolVersion } : {}),
            rules: STATUS_ORDER.map((status) => rule(status)),
          },
        },
        invocations: [
          {
            executionSuccessful: true,
            ...(report.warnings.length > 0
              ? {
                  toolExecutionNotifications: report.warnings.map((warning) => ({
                    level: 'warning',
                    message: { text: warning.message },
                    ...(warning.file ? { locations: [{ physicalLocation: physicalLocation(warning.file, warning.line, warning.column) }] } : {}),
                  })),
                }
              : {}),
          },
        ],
        originalUriBaseIds: {
          '%SRCROOT%': options.srcRoot
            ? { uri: directoryUri(options.srcRoot) }
            : { description: { text: srcRootDescription(options) } },
        },
        columnKind: 'utf16CodeUnits',
        results: report.findings.map((finding, i) => result(finding, report, ruleIndex.get(finding.status)!, fingerprints[i]!, firstWithFix.has(finding))),
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}

function rule(status: FindingStatus) {
  const text = RULES[status];
  return {
    id: `sunset/${status}`,
    name: text.name,
    shortDescription: { text: text.short },
    fullDescription: { text: text.full },
    help: { text: stripMarkdown(text.help), markdown: `**${text.short}.** ${text.help}` },
    defaultConfiguration: { level: text.level },
    properties: { tags: ['graphql', 'deprecation', 'maintainability'], precision: status === 'invalid' ? 'very-high' : 'high' },
  };
}

/**
 * The findings that carry a fix in SARIF: one edit set shared by several findings (three fields
 * merged into one) goes on the first of them only, so that a viewer applying fixes one by one
 * does not apply it twice.
 */
function findingsOwningFixes(findings: readonly Finding[]): Set<Finding> {
  const seen = new Set<string>();
  const owners = new Set<Finding>();
  for (const finding of findings) {
    if (!finding.fix || finding.fix.length === 0) continue;
    const key = `${finding.file}\0${editsKey(finding.fix)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    owners.add(finding);
  }
  return owners;
}

function result(finding: Finding, report: CheckReport, ruleIndex: number, fingerprint: string, ownsFix: boolean) {
  const fails = failsAt(finding.status, report.failOn);
  const entry = calendarEntryFor(report.calendar, finding);
  const description = entry?.description ?? null;
  return {
    ruleId: `sunset/${finding.status}`,
    ruleIndex,
    level: levelOf(finding.status, fails),
    message: message(finding, description),
    locations: [
      {
        physicalLocation: {
          ...physicalLocation(finding.file),
          region: region(finding),
        },
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
    ...(ownsFix && finding.fix
      ? {
          fixes: [
            {
              description: { text: finding.replacement ? `Use ${finding.replacement}` : 'Apply the mechanical replacement' },
              artifactChanges: [
                {
                  artifactLocation: artifactLocation(finding.file),
                  replacements: finding.fix.map((edit) => ({
                    deletedRegion: { charOffset: edit.start, charLength: edit.end - edit.start },
                    insertedContent: { text: edit.text },
                  })),
                },
              ],
            },
          ],
        }
      : {}),
    properties: {
      location: finding.location,
      status: finding.status,
      fails,
      date: finding.date,
      removalDate: finding.removalDate,
      replacement: finding.replacement,
      codemod: finding.codemod,
      fixable: finding.fixable,
      fixWithheld: finding.fixWithheld,
      elementKind: finding.elementKind,
      origin: finding.origin,
      description,
    },
  };
}

/** Failing findings are errors; the rest keep their rule's level (deprecated a warning, upcoming a note). */
function levelOf(status: FindingStatus, fails: boolean): SarifLevel {
  return fails ? 'error' : RULES[status].level;
}

/** The finding's words as text; the Markdown adds the calendar's description and what fixes it. */
function message(finding: Finding, description: string | null): Message {
  const parts = [escapeMarkdown(finding.message)];
  if (description) parts.push(escapeMarkdown(description));
  if (finding.fixable) parts.push('Fixable with `eslint --fix`.');
  if (finding.fixWithheld) parts.push(`Not renamed by a fix: ${escapeMarkdown(finding.fixWithheld)}.`);
  if (finding.codemod) parts.push(`Codemod: \`${finding.codemod.replace(/`/g, '')}\`.`);
  return parts.length === 1 ? { text: finding.message } : { text: finding.message, markdown: parts.join('\n\n') };
}

function physicalLocation(file: string, line?: number, column?: number) {
  return {
    artifactLocation: artifactLocation(file),
    ...(line ? { region: { startLine: line, ...(column ? { startColumn: column } : {}) } } : {}),
  };
}

function artifactLocation(file: string) {
  return { uri: fileUri(file), uriBaseId: '%SRCROOT%' };
}

/** SARIF regions are 1-based with an exclusive end column, as findings are; clamped so a zero-width finding stays valid. */
function region(finding: Finding) {
  const startLine = Math.max(1, finding.line);
  const startColumn = Math.max(1, finding.column);
  const endLine = Math.max(startLine, finding.endLine);
  const endColumn = endLine === startLine ? Math.max(startColumn, finding.endColumn) : Math.max(1, finding.endColumn);
  return { startLine, startColumn, endLine, endColumn };
}

/**
 * A relative path as a relative URI reference: `/` separators, characters a URI cannot hold
 * percent-encoded (`,` and the like stay as they are), and `./` before a first segment that would
 * otherwise read as a scheme (`c:foo`).
 */
export function fileUri(file: string): string {
  const encoded = encodeURI(file.replace(/\\/g, '/')).replace(/[?#]/g, (c) => encodeURIComponent(c));
  return /^[^/]*:/.test(encoded) ? `./${encoded}` : encoded;
}

function srcRootDescription(options: SarifOptions): string {
  const root = options.fromRepositoryTop ? 'The top of the git repository `sunset check` ran in' : 'The directory `sunset check` ran in';
  return `${root}: every result path is relative to it.`;
}

function directoryUri(dir: string): string {
  const uri = pathToFileURL(dir).href;
  return uri.endsWith('/') ? uri : `${uri}/`;
}

/**
 * Fingerprints that survive edits elsewhere in the file and the passing of days: the file, the
 * status, and what was used (the schema coordinate, or for an invalid document its message with
 * dates and day counts taken out), plus which occurrence of that use it is in the file. Line numbers
 * are left out, so inserting lines above a finding keeps its alert open instead of opening a new one.
 */
export function fingerprintsOf(findings: readonly Finding[]): string[] {
  const keys = findings.map((finding) => {
    const what =
      finding.location !== null
        ? `${finding.location}\u0000${finding.elementKind}\u0000${finding.origin}`
        : finding.message
            .replace(/\((?:today|tomorrow|yesterday|in \d+ days?|\d+ days? ago)\)/g, '')
            .replace(/\d{4}-\d{2}-\d{2}/g, 'DATE');
    return createHash('sha256').update([finding.file, finding.status, what].join('\u0000')).digest('hex');
  });
  // Occurrences are counted in file order whatever order the findings come in.
  const order = findings.map((_, i) => i).sort((a, b) => findings[a]!.start - findings[b]!.start || findings[a]!.end - findings[b]!.end || a - b);
  const seen = new Map<string, number>();
  const result: string[] = new Array<string>(findings.length);
  for (const i of order) {
    const occurrence = (seen.get(keys[i]!) ?? 0) + 1;
    seen.set(keys[i]!, occurrence);
    result[i] = `${keys[i]!}:${occurrence}`;
  }
  return result;
}

/** Escapes what would turn text into links, HTML or emphasis, outside the `code spans` the messages use. */
function escapeMarkdown(text: string): string {
  return text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\<>[\]*_]/g, (c) => `\\${c}`)))
    .join('');
}

function stripMarkdown(text: string): string {
  return text.replace(/`/g, '');
}
