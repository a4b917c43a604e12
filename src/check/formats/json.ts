/**
 * `sunset check --format json`: a JSON array of findings, one object each, for scripts and dashboards.
 * The keys are fixed and always present (null when unknown), so `jq` filters never meet a missing key.
 * Offsets and edits (`start`, `end`, `fix`) stay internal: line and column are what a reader can use.
 */
import type { ElementKind, FindingOrigin, FindingStatus } from '../../analysis/types.js';
import { failsAt, type CheckReport } from '../report.js';

export interface JsonFinding {
  /** Relative to the working directory, `/` separators. */
  file: string;
  /** 1-based; `endColumn` is the column just after the range, as in ESLint and SARIF. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** The schema coordinate used, or null for a document that does not parse or validate. */
  location: string | null;
  status: FindingStatus;
  /** Whether this finding fails the run at the report's `--fail-on`. */
  fails: boolean;
  date: string | null;
  removalDate: string | null;
  replacement: string | null;
  message: string;
  /** Whether `eslint --fix` (or the matching codemod) can make the change mechanically. */
  fixable: boolean;
  /** Why a rename is not fixable here although it is mechanical: it would repeat a value beside it (a `case`, a key, a comparison). */
  fixWithheld: string | null;
  codemod: string | null;
  elementKind: ElementKind;
  origin: FindingOrigin;
}

export function formatJson(report: CheckReport): string {
  const findings: JsonFinding[] = report.findings.map((f) => ({
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    location: f.location,
    status: f.status,
    fails: failsAt(f.status, report.failOn),
    date: f.date,
    removalDate: f.removalDate,
    replacement: f.replacement,
    message: f.message,
    fixable: f.fixable,
    fixWithheld: f.fixWithheld,
    codemod: f.codemod,
    elementKind: f.elementKind,
    origin: f.origin,
  }));
  return JSON.stringify(findings, null, 2) + '\n';
}
