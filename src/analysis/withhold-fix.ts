/**
 * A fix offered as the first suggestion instead (ESLint shows it, `--fix` and the codemods leave it),
 * with why: where applying it unasked would do more than the report says, or move code onto something
 * that retires too.
 */
import type { Finding } from './types.js';

export function withholdFix(finding: Finding, suggestion: string, why: string): void {
  const fix = finding.fix;
  if (!fix) return;
  finding.suggestions = [{ message: suggestion, fix }, ...finding.suggestions];
  finding.fix = null;
  finding.fixable = false;
  finding.fixWithheld ??= why;
}
