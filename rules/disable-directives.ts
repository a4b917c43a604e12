/**
 * Whether ESLint will hide a rule's report at a place, from the file's `eslint-disable` comments
 * (`// …` and `/* … *\/` in TS/JS, `# …` in `.graphql` files): a rule reports before ESLint applies
 * them, and sometimes must know (a report at the file's top, a fix that would also rewrite a
 * neighbour whose report is hidden). As ESLint reads them: `eslint-disable` and `eslint-enable` from
 * where their comment starts, `eslint-disable-line` on the comment's line, `eslint-disable-next-line`
 * on the line after it; no rule named is every rule. A rule cannot see `noInlineConfig`
 * (`--no-inline-config`), under which ESLint applies none of them: the rules then still go by them.
 */
import { ConfigCommentParser } from '@eslint/plugin-kit';
import type { Rule } from 'eslint';

type SourceCode = Rule.RuleContext['sourceCode'];

interface DisableDirective {
  type: string;
  node: { loc: { start: { line: number; column: number }; end: { line: number; column: number } } };
  value: string;
}

/** A place in the file: 1-based line, 0-based column (ESLint's). */
export interface Place {
  line: number;
  column: number;
}

const parser = new ConfigCommentParser();

/** The rules a directive names, read as ESLint reads its list (quotes stripped); none: every rule. */
const rulesNamed = (directive: DisableDirective) => Object.keys(parser.parseListConfig(directive.value));

/** Whether a directive names the rule, or every rule. */
const names = (directive: DisableDirective, ruleId: string) => {
  const rules = rulesNamed(directive);
  return rules.length === 0 || rules.includes(ruleId);
};

/** Whether an `eslint-disable-line` or `-next-line` directive covers `line`. */
const hidesLine = (directive: DisableDirective, line: number) =>
  (directive.type === 'disable-line' && directive.node.loc.start.line === line) || (directive.type === 'disable-next-line' && directive.node.loc.end.line + 1 === line);

/** The file's disable directives, as its SourceCode gives them (none where it gives none). */
const directivesOf = (sourceCode: SourceCode): DisableDirective[] =>
  (sourceCode as unknown as { getDisableDirectives?: () => { directives: DisableDirective[] } }).getDisableDirectives?.().directives ?? [];

const before = (a: Place, b: Place) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** Whether a report of `ruleId` at `place` is hidden by the file's disable comments. */
export function isDisabledAt(sourceCode: SourceCode, ruleId: string, place: Place): boolean {
  let disabled = false;
  const directives = [...directivesOf(sourceCode)].sort((a, b) => (before(a.node.loc.start, b.node.loc.start) ? -1 : 1));
  for (const directive of directives) {
    if (!names(directive, ruleId)) continue;
    if (hidesLine(directive, place.line)) return true;
    // In the file's order: the last `disable` or `enable` at or before the place decides.
    if ((directive.type === 'disable' || directive.type === 'enable') && before(directive.node.loc.start, place)) disabled = directive.type === 'disable';
  }
  return disabled;
}

/**
 * The `eslint-disable-line` or `eslint-disable-next-line` comment that hides a report of `ruleId` at
 * `place`: the rules it names (none: every rule), where the comment starts, and the offsets of the
 * text to delete with it (its whole line where it stands alone on it, else from the code before it).
 * Null where none does (a `disable` … `enable` range, or nothing).
 */
export function hidingLineDirective(sourceCode: SourceCode, ruleId: string, place: Place): { rules: string[]; comment: number; start: number; end: number } | null {
  const directive = directivesOf(sourceCode).find((d) => names(d, ruleId) && hidesLine(d, place.line));
  if (!directive) return null;
  const text = sourceCode.text;
  const start = sourceCode.getIndexFromLoc({ line: directive.node.loc.start.line, column: directive.node.loc.start.column });
  const end = sourceCode.getIndexFromLoc({ line: directive.node.loc.end.line, column: directive.node.loc.end.column });
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(lineStart, start);
  const rules = rulesNamed(directive);
  if (before.trim() !== '') return { rules, comment: start, start: lineStart + before.trimEnd().length, end };
  const lineEnd = text.indexOf('\n', end);
  return { rules, comment: start, start: lineStart, end: lineEnd < 0 ? text.length : lineEnd + 1 };
}
