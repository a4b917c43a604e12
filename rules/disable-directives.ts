/**
 * Whether ESLint will hide a rule's report at a place, from the file's `eslint-disable` comments
 * (`// …` and `/* … *\/` in TS/JS, `# …` in `.graphql` files): a rule reports before ESLint applies
 * them, and sometimes must know (a report at the file's top, a fix that would also rewrite a
 * neighbour whose report is hidden). As ESLint reads them: `eslint-disable` and `eslint-enable` from
 * where their comment starts, `eslint-disable-line` on the comment's line, `eslint-disable-next-line`
 * on the line after it; no rule named is every rule. A rule cannot see `noInlineConfig`
 * (`--no-inline-config`), under which ESLint applies none of them: the rules then still go by them.
 *
 * A `# eslint-…` comment inside a document embedded in code (graphql-eslint's processor lints each
 * such document as a file of its own, and reads them there) is read the same way, within its
 * document only: ESLint never sees it, so the rules themselves leave out what it hides.
 */
import { ConfigCommentParser } from '@eslint/plugin-kit';
import type { Rule } from 'eslint';
import type { DocumentComment } from '../src/analysis/document-comments.js';

type SourceCode = Rule.RuleContext['sourceCode'];

interface DisableDirective {
  type: string;
  node: { loc: { start: Place; end: Place } };
  value: string;
}

/** A place in the file: 1-based line, 0-based column (ESLint's). */
export interface Place {
  line: number;
  column: number;
}

const parser = new ConfigCommentParser();

export type DirectiveType = 'disable' | 'enable' | 'disable-line' | 'disable-next-line';
const DIRECTIVE_TYPES = new Set<string>(['disable', 'enable', 'disable-line', 'disable-next-line']);

/** The disable directive a comment's text (after `//`, `/*` or `#`) holds, as ESLint reads it; null for any other comment. */
export function disableDirectiveIn(text: string): { type: DirectiveType; value: string; justification: string } | null {
  const parsed = parser.parseDirective(text);
  const type = parsed?.label.startsWith('eslint-') ? parsed.label.slice('eslint-'.length) : '';
  return parsed && DIRECTIVE_TYPES.has(type) ? { type: type as DirectiveType, value: parsed.value, justification: parsed.justification } : null;
}

/** The comments of embedded documents that are disable directives (the rest is no rule's business). */
export const directiveComments = (comments: readonly DocumentComment[]): DocumentComment[] => comments.filter((c) => disableDirectiveIn(c.text) !== null);

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

/** The directives written inside the embedded document (of the file's `documentComments`) that holds `place`. */
function documentDirectivesAt(sourceCode: SourceCode, comments: readonly DocumentComment[], place: Place): DisableDirective[] {
  const index = sourceCode.getIndexFromLoc(place);
  return comments.flatMap((comment) => {
    if (index < comment.documentStart || index >= comment.documentEnd) return [];
    const directive = disableDirectiveIn(comment.text);
    if (!directive) return [];
    const loc = (offset: number) => sourceCode.getLocFromIndex(offset);
    return [{ type: directive.type, value: directive.value, node: { loc: { start: loc(comment.start), end: loc(comment.end) } } }];
  });
}

const before = (a: Place, b: Place) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** Whether `directives` (in the order written) hide a report of `ruleId` at `place`. */
function hides(directives: readonly DisableDirective[], ruleId: string, place: Place): boolean {
  let disabled = false;
  const ordered = [...directives].sort((a, b) => (before(a.node.loc.start, b.node.loc.start) ? -1 : 1));
  for (const directive of ordered) {
    if (!names(directive, ruleId)) continue;
    if (hidesLine(directive, place.line)) return true;
    // In the file's order: the last `disable` or `enable` at or before the place decides.
    if ((directive.type === 'disable' || directive.type === 'enable') && before(directive.node.loc.start, place)) disabled = directive.type === 'disable';
  }
  return disabled;
}

/** Whether a report of `ruleId` at `place` is hidden by the file's disable comments (ESLint hides it). */
export function isDisabledAt(sourceCode: SourceCode, ruleId: string, place: Place): boolean {
  return hides(directivesOf(sourceCode), ruleId, place);
}

/**
 * Whether a report of `ruleId` at `place` is hidden by a directive inside the embedded document
 * holding it (`comments`: the file's `documentComments`). ESLint does not hide it: the rule must not report it.
 */
export function isDisabledInDocument(sourceCode: SourceCode, comments: readonly DocumentComment[], ruleId: string, place: Place): boolean {
  const within = documentDirectivesAt(sourceCode, comments, place);
  return within.length > 0 && hides(within, ruleId, place);
}

/**
 * The `eslint-disable-line` or `eslint-disable-next-line` comment that hides a report of `ruleId` at
 * `place`: the rules it names (none: every rule), where the comment starts, and the offsets of the
 * text to delete with it (its whole line where it stands alone on it, else from the code before it).
 * Null where none does (a `disable` … `enable` range, or nothing).
 */
export function hidingLineDirective(sourceCode: SourceCode, ruleId: string, place: Place, comments: readonly DocumentComment[] = []): { rules: string[]; comment: number; start: number; end: number } | null {
  const directive = [...directivesOf(sourceCode), ...documentDirectivesAt(sourceCode, comments, place)].find((d) => names(d, ruleId) && hidesLine(d, place.line));
  if (!directive) return null;
  const text = sourceCode.text;
  const start = sourceCode.getIndexFromLoc({ line: directive.node.loc.start.line, column: directive.node.loc.start.column });
  const end = sourceCode.getIndexFromLoc({ line: directive.node.loc.end.line, column: directive.node.loc.end.column });
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lead = text.slice(lineStart, start);
  const rules = rulesNamed(directive);
  if (lead.trim() !== '') return { rules, comment: start, start: lineStart + lead.trimEnd().length, end };
  const lineEnd = text.indexOf('\n', end);
  return { rules, comment: start, start: lineStart, end: lineEnd < 0 ? text.length : lineEnd + 1 };
}
