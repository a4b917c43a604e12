/**
 * The one way the rules are made: a thin face over the engine. A rule asks `analyzeFile` for the
 * engine's findings on the text being linted and reports those of its statuses, at the finding's
 * exact host range, with the engine's message, fix and suggestions. No analysis happens here.
 *
 * When the rules cannot analyse (a project that cannot be loaded, an option that cannot be used),
 * the reason is reported once per file, at its top, by the first sunset rule that runs there: in the
 * shipped configs `sunset/no-removed`, so as an error. A rule turned off for the file (`# eslint
 * sunset/no-removed: off`, or an `eslint-disable` comment on line 1 naming it) leaves it to the next.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rule } from 'eslint';
import type TS from 'typescript';
import { typeRefusingValue } from '../src/analysis/literal-type.js';
import type { Finding, FindingStatus, Suggestion, TextEdit } from '../src/analysis/types.js';
import { loadTypeScript } from '../src/documents/typescript.js';
import { packageRoot } from '../src/package-root.js';
import { hidingLineDirective, isDisabledAt, isDisabledInDocument } from './disable-directives.js';
import { analyzeFile, type FileAnalysis } from './project-state.js';
import { ruleSetup, type SunsetRuleOptions } from './rule-options.js';

type JsonSchema = Record<string, unknown>;

const pointers = (minItems: number): JsonSchema => ({
  oneOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 }, minItems },
  ],
});

/** The options schema the rules share (the same names as `settings.sunset`, which they override, and `lookaheadDays`). */
export const OPTIONS_SCHEMA: JsonSchema[] = [
  {
    type: 'object',
    properties: {
      today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The day to judge against (YYYY-MM-DD); default today in UTC.' },
      lookaheadDays: { type: 'integer', minimum: 0, description: 'Days ahead in which upcoming retirements are reported.' },
      schema: { ...pointers(1), description: 'Schema files or globs (SDL or introspection JSON), relative to the working directory.' },
      changes: { ...pointers(0), description: 'Change schedule files (changes.yaml), relative to the working directory; [] for none.' },
      project: { type: 'string', minLength: 1, description: 'The graphql-config project to use.' },
    },
    additionalProperties: false,
  },
];

export interface SunsetRuleDefinition {
  name: 'no-removed' | 'no-deprecated' | 'no-legacy-proposal-api';
  description: string;
  /** The finding statuses this rule reports. */
  statuses: readonly FindingStatus[];
  /** Uses of GraphQL schema elements (the default), or calls to retired REST endpoints. */
  api?: 'graphql' | 'rest';
}

/** Where a rule's documentation is: the docs shipped with the package. */
const docsUrl = (name: string) => pathToFileURL(path.join(packageRoot(), 'docs', 'rules', `${name}.md`)).href;

/** True where the engine's 1-based line/column and ESLint's may differ: ESLint also breaks lines at `\r`, U+2028 and U+2029. */
const UNUSUAL_LINE_BREAK = /\r(?!\n)|[\u2028\u2029]/;

/** typescript-eslint's own TypeScript parse of the file (its parser services map the Program to it), if any. */
function typescriptParse(sourceCode: Rule.RuleContext['sourceCode']): unknown {
  const services = sourceCode.parserServices as { esTreeNodeToTSNodeMap?: { get(node: unknown): unknown } } | undefined;
  return services?.esTreeNodeToTSNodeMap?.get(sourceCode.ast);
}

type SourceCode = Rule.RuleContext['sourceCode'];

/**
 * A rename in code is applied only where it stays right. Where it would repeat a `case`, key or
 * comparison beside it, the engine offers it as a suggestion already (`Finding.fixWithheld`); with
 * typed linting on (typescript-eslint's parser services hold a Program), it also becomes one where the
 * string literal's type does not take the new value (the code's own union, `type Kind = 'LEGACY' |
 * 'PHYSICAL'`: it would not compile).
 */
function safeFix(finding: Finding, sourceCode: SourceCode, physicalFilename: string): { fix: TextEdit[] | null; suggestions: Suggestion[] } {
  const { fix, suggestions } = finding;
  if (!fix || finding.origin === 'document' || fix.length !== 1) return { fix, suggestions };
  const why = typeRefusedRename(finding, fix[0]!, sourceCode, physicalFilename);
  return why ? { fix: null, suggestions: [{ message: why, fix }, ...suggestions] } : { fix, suggestions };
}

/** The suggestion's message for the rename of a string literal whose type does not take the new value (typed linting only); null otherwise. */
function typeRefusedRename(finding: Finding, edit: TextEdit, sourceCode: SourceCode, physicalFilename: string): string | null {
  const program = (sourceCode.parserServices as { program?: TS.Program | null } | undefined)?.program;
  if (finding.origin !== 'ts-string-literal' || !program) return null;
  const sourceFile = program.getSourceFile(physicalFilename);
  const value = edit.text.slice(1, -1);
  const refusing = sourceFile && sourceFile.text === sourceCode.text ? typeRefusingValue(loadTypeScript(), program.getTypeChecker(), sourceFile, finding.start, value) : null;
  return refusing ? `Rename to '${value}', and change the type \`${refusing}\` too: as it is, it does not take the new value` : null;
}

/** The errors already reported at the top of a file, by its SourceCode (one per lint of a text). */
const saidAtTop = new WeakMap<SourceCode, Set<string>>();

/** Whether `ruleId` is the rule to report `message` at the top of the file: the first one to run there that is not disabled there. */
function firstToSay(sourceCode: SourceCode, ruleId: string, message: string): boolean {
  const said = saidAtTop.get(sourceCode) ?? new Set<string>();
  if (said.has(message)) return false;
  // A rule whose report a comment hides reports anyway (ESLint hides it, and counts the comment as
  // used: --fix does not delete it), and leaves it to the next rule to be seen.
  if (!isDisabledAt(sourceCode, ruleId, { line: 1, column: 0 })) saidAtTop.set(sourceCode, said.add(message));
  return true;
}

/** The namespace a rule id is in (`sunset/`): a comment naming only rules in it is this plugin's alone. */
const plugin = (ruleId: string) => ruleId.slice(0, ruleId.indexOf('/') + 1);

/** The rule of this plugin that reports a finding. */
const ruleFor = (finding: Finding): SunsetRuleDefinition['name'] =>
  finding.elementKind === 'restEndpoint' ? 'no-legacy-proposal-api' : finding.status === 'removed' || finding.status === 'invalid' ? 'no-removed' : 'no-deprecated';

/**
 * A fix shared by several findings (three `targetedAt…Level` become one `targetedAtHigherLevel`)
 * rewrites each of them: where one of the others has its report hidden by a disable comment
 * (`hidden` names the rule), the fix is offered as a suggestion, saying so, rather than applied.
 * The suggestion deletes that comment too, where it is an `eslint-disable-line` or `-next-line`
 * (`directiveOf`) naming only this plugin's rules and hiding no other report the fix leaves: the
 * field it was written for is rewritten or merged away, and kept, the comment would hide nothing, or
 * whatever comes to stand on that line instead. A field merged away takes its line directives with
 * it whatever they name (the engine's fix: `mergedAwayEdit`).
 */
function besideHidden(
  finding: Finding,
  all: readonly Finding[],
  proposed: { fix: TextEdit[] | null; suggestions: Suggestion[] },
  hidden: (other: Finding) => string | null,
  directiveOf: (other: Finding, rule: string) => { rules: string[]; comment: number; start: number; end: number } | null,
): { fix: TextEdit[] | null; suggestions: Suggestion[] } {
  const { fix, suggestions } = proposed;
  if (!fix) return proposed;
  for (const other of all) {
    if (other === finding || !fix.some((e) => e.start <= other.start && other.end <= e.end)) continue;
    const rule = hidden(other);
    if (!rule) continue;
    const inFix = (f: Finding) => fix.some((e) => e.start <= f.start && f.end <= e.end);
    const alone = !all.some((f) => f !== other && f.line === other.line && !inFix(f));
    const found = directiveOf(other, rule);
    // A field merged away takes its line directives with it (the engine's fix deletes them already).
    const deleted = !!found && fix.some((e) => e.text === '' && e.start <= found.comment && found.end <= e.end);
    const deletable = alone && found && found.rules.length > 0 && found.rules.every((name) => name.startsWith(plugin(rule))) ? found : null;
    // From where the fix's edits before the comment end (a field's deletion takes the space after it).
    const directive = deletable && { start: Math.max(deletable.start, ...fix.filter((e) => e.end > deletable.start && e.end <= deletable.comment).map((e) => e.end)), end: deletable.end };
    const apart = !deleted && directive && fix.every((e) => e.end <= directive.start || directive.end <= e.start);
    const suggested = apart ? [...fix, { ...directive, text: '' }] : fix;
    return { fix: null, suggestions: [{ message: `Apply the fix, which also rewrites \`${other.location}\` on line ${other.line}, whose report ${rule} is disabled there${apart || deleted ? ' (and deletes that comment)' : ''}`, fix: suggested }, ...suggestions] };
  }
  return proposed;
}

export function createSunsetRule(definition: SunsetRuleDefinition): Rule.RuleModule {
  const statuses = new Set<FindingStatus>(definition.statuses);
  const rest = definition.api === 'rest';
  return {
    meta: {
      type: 'problem',
      docs: { description: definition.description, recommended: true, url: docsUrl(definition.name) },
      // The REST rule names what replaces a call, which no mechanical edit can make.
      ...(rest ? {} : { fixable: 'code' as const, hasSuggestions: true }),
      schema: OPTIONS_SCHEMA as NonNullable<Rule.RuleMetaData['schema']>,
      defaultOptions: [{ lookaheadDays: 90 }],
    },
    create(context) {
      // The rule's options over the shared `settings.sunset`; a value that cannot be used is the file's error, never a throw.
      const setup = ruleSetup(context.options[0] as SunsetRuleOptions | undefined, context.settings);

      const lint = () => {
        const sourceCode = context.sourceCode;
        const ast = sourceCode.ast as unknown as { kind?: unknown; definitions?: unknown };
        const analysis: FileAnalysis =
          setup.error !== null
            ? { findings: [], error: setup.error }
            : analyzeFile(
                {
                  cwd: context.cwd,
                  filename: context.filename,
                  physicalFilename: context.physicalFilename,
                  text: sourceCode.text,
                  isGraphqlDocument: ast.kind === 'Document' && Array.isArray(ast.definitions),
                  typescriptSourceFile: typescriptParse(sourceCode),
                },
                setup.options,
              );
        if (analysis.error !== null) {
          if (firstToSay(sourceCode, context.id, analysis.error)) context.report({ loc: { line: 1, column: 0 }, message: analysis.error });
          return;
        }
        const exotic = UNUSUAL_LINE_BREAK.test(sourceCode.text);
        const position = (finding: Finding, which: 'start' | 'end') => {
          if (exotic) return sourceCode.getLocFromIndex(finding[which]);
          return which === 'start' ? { line: finding.line, column: finding.column - 1 } : { line: finding.endLine, column: finding.endColumn - 1 };
        };
        const edits = (fixer: Rule.RuleFixer, list: readonly TextEdit[]) => list.map((e) => fixer.replaceTextRange([e.start, e.end], e.text));
        const comments = analysis.comments ?? [];
        // The name a finding's rule has in this config (`sunset/no-removed`, or the plugin's other namespace).
        const ruleIdOf = (finding: Finding) => `${context.id.slice(0, context.id.length - definition.name.length)}${ruleFor(finding)}`;
        for (const finding of analysis.findings) {
          if (!statuses.has(finding.status) || (finding.elementKind === 'restEndpoint') !== rest) continue;
          // Hidden by a `# eslint-disable…` inside its document: ESLint would not hide it, so it is not reported.
          if (comments.length > 0 && isDisabledInDocument(sourceCode, comments, context.id, position(finding, 'start'))) continue;
          const { fix, suggestions } = besideHidden(
            finding,
            analysis.findings,
            safeFix(finding, sourceCode, context.physicalFilename),
            (other) => {
              const ruleId = ruleIdOf(other);
              const place = position(other, 'start');
              return isDisabledAt(sourceCode, ruleId, place) || (comments.length > 0 && isDisabledInDocument(sourceCode, comments, ruleId, place)) ? ruleId : null;
            },
            (other, ruleId) => hidingLineDirective(sourceCode, ruleId, position(other, 'start'), comments),
          );
          context.report({
            loc: { start: position(finding, 'start'), end: position(finding, 'end') },
            message: finding.message,
            fix: fix ? (fixer) => edits(fixer, fix) : null,
            suggest: suggestions.map((suggestion) => ({ desc: suggestion.message, fix: (fixer: Rule.RuleFixer) => edits(fixer, suggestion.fix) })),
          });
        }
      };
      // The root node: `Program` in TS/JS (any parser), `Document` in `.graphql` files (the sunset/graphql language).
      return { Program: lint, Document: lint };
    },
  };
}
