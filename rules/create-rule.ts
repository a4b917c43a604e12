/**
 * The one way both rules are made: a thin face over the engine. A rule asks `analyzeFile` for the
 * engine's findings on the text being linted and reports those of its statuses, at the finding's
 * exact host range, with the engine's message, fix and suggestions. No analysis happens here.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rule } from 'eslint';
import type { Finding, FindingStatus, TextEdit } from '../src/analysis/types.js';
import { parseIsoDate, utcToday } from '../src/dates.js';
import { packageRoot } from '../src/package-root.js';
import { analyzeFile, type SunsetRuleOptions } from './project-state.js';

type JsonSchema = Record<string, unknown>;

const pointers = (minItems: number): JsonSchema => ({
  oneOf: [
    { type: 'string', minLength: 1 },
    { type: 'array', items: { type: 'string', minLength: 1 }, minItems },
  ],
});

/** The options schema both rules share. */
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

/** Dates already checked: `create` runs once per rule and file, and parsing a date is not free. */
const validDates = new Set<string>();

/** True where the engine's 1-based line/column and ESLint's may differ: ESLint also breaks lines at `\r`, U+2028 and U+2029. */
const UNUSUAL_LINE_BREAK = /\r(?!\n)|[\u2028\u2029]/;

/** typescript-eslint's own TypeScript parse of the file (its parser services map the Program to it), if any. */
function typescriptParse(sourceCode: Rule.RuleContext['sourceCode']): unknown {
  const services = sourceCode.parserServices as { esTreeNodeToTSNodeMap?: { get(node: unknown): unknown } } | undefined;
  return services?.esTreeNodeToTSNodeMap?.get(sourceCode.ast);
}

export function createSunsetRule(definition: SunsetRuleDefinition): Rule.RuleModule {
  const statuses = new Set<FindingStatus>(definition.statuses);
  const rest = definition.api === 'rest';
  return {
    meta: {
      type: 'problem',
      docs: { description: definition.description, recommended: true, url: docsUrl(definition.name) },
      fixable: 'code',
      hasSuggestions: true,
      schema: OPTIONS_SCHEMA as NonNullable<Rule.RuleMetaData['schema']>,
      defaultOptions: [{ lookaheadDays: 90 }],
    },
    create(context) {
      const options = (context.options[0] ?? {}) as SunsetRuleOptions;
      const today = options.today ?? utcToday();
      if (!validDates.has(today)) {
        if (!parseIsoDate(today)) throw new Error(`sunset/${definition.name}: "today" must be a real YYYY-MM-DD date, got "${today}"`);
        validDates.add(today);
      }

      const lint = () => {
        const sourceCode = context.sourceCode;
        const ast = sourceCode.ast as unknown as { kind?: unknown; definitions?: unknown };
        const analysis = analyzeFile(
          {
            cwd: context.cwd,
            filename: context.filename,
            physicalFilename: context.physicalFilename,
            text: sourceCode.text,
            isGraphqlDocument: ast.kind === 'Document' && Array.isArray(ast.definitions),
            typescriptSourceFile: typescriptParse(sourceCode),
          },
          options,
          today,
        );
        if (analysis.error !== null) {
          context.report({ loc: { line: 1, column: 0 }, message: analysis.error });
          return;
        }
        const exotic = UNUSUAL_LINE_BREAK.test(sourceCode.text);
        const position = (finding: Finding, which: 'start' | 'end') => {
          if (exotic) return sourceCode.getLocFromIndex(finding[which]);
          return which === 'start' ? { line: finding.line, column: finding.column - 1 } : { line: finding.endLine, column: finding.endColumn - 1 };
        };
        const edits = (fixer: Rule.RuleFixer, list: readonly TextEdit[]) => list.map((e) => fixer.replaceTextRange([e.start, e.end], e.text));
        for (const finding of analysis.findings) {
          if (!statuses.has(finding.status) || (finding.elementKind === 'restEndpoint') !== rest) continue;
          const fix = finding.fix;
          context.report({
            loc: { start: position(finding, 'start'), end: position(finding, 'end') },
            message: finding.message,
            fix: fix ? (fixer) => edits(fixer, fix) : null,
            suggest: finding.suggestions.map((suggestion) => ({ desc: suggestion.message, fix: (fixer: Rule.RuleFixer) => edits(fixer, suggestion.fix) })),
          });
        }
      };
      // The root node: `Program` in TS/JS (any parser), `Document` in `.graphql` files (the sunset/graphql language).
      return { Program: lint, Document: lint };
    },
  };
}
