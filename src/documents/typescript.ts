/**
 * The TypeScript compiler API, for parsing host files (never type-checking them). Required rather
 * than imported: importing this 9 MB CommonJS file through Node's ESM loader first sniffs its module
 * format and lexes it for named exports, which costs more than parsing a thousand small files.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type TS from 'typescript';
import { blankGeneratedDocumentLiterals, generatedDocumentLiteralRanges, type TextRange } from './generated-document-literals.js';

const require = createRequire(import.meta.url);

/**
 * Loaded on first use, by `parseHostFile` and `reusableSourceFile` (every path to a TypeScript node
 * starts there): commands that never scan code (`--help`, `calendar`, `map`) start without it.
 * A live binding: importers see it once it is set.
 */
export let ts: typeof TS = undefined as unknown as typeof TS;

/** The compiler, loaded on first use (the ESLint rules take typescript-eslint's Program's types with it). */
export function loadTypeScript(): typeof TS {
  return (ts ??= require('typescript') as typeof TS);
}

/**
 * Parse with `instance` instead of the `typescript` package, when no TypeScript is loaded yet: a
 * codemod run parses with ts-morph's bundled TypeScript, which it loads anyway, rather than load a
 * second compiler. Once one is loaded it stays (nodes already made are of its kinds). Hosts that hand
 * over their own parse (typescript-eslint) never call this: their SourceFile is reused only when it
 * is of the `typescript` package (`reusableSourceFile`).
 */
export function useTypeScript(instance: object): void {
  ts ??= instance as typeof TS;
}

/** The script kind a file's extension implies (JSX only in .tsx/.jsx). */
export function scriptKindFor(fileName: string): TS.ScriptKind {
  loadTypeScript();
  switch (path.extname(fileName)) {
    case '.tsx':
      return ts.ScriptKind.TSX;
    case '.jsx':
      return ts.ScriptKind.JSX;
    case '.js':
    case '.mjs':
    case '.cjs':
      return ts.ScriptKind.JS;
    default:
      return ts.ScriptKind.TS;
  }
}

/**
 * Parses a TS/JS file with parent links, without a program, a type-check or JSDoc (never read here),
 * and without the AST literals of generated documents (blanked, offsets kept: `sourceFile.text` is
 * then not `text`, only the same length).
 */
export function parseHostFile(fileName: string, text: string, generated: readonly TextRange[] = generatedDocumentLiteralRanges(text)): TS.SourceFile {
  loadTypeScript();
  return ts.createSourceFile(
    fileName,
    blankGeneratedDocumentLiterals(text, generated),
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
    scriptKindFor(fileName),
  );
}

/** A parse's syntax errors (JSDoc's are kept apart, in `jsDocDiagnostics`): TypeScript keeps them on the file, off its public type. */
export function syntaxErrorsOf<Diagnostic = TS.DiagnosticWithLocation>(sourceFile: object): readonly Diagnostic[] {
  return (sourceFile as { parseDiagnostics?: Diagnostic[] }).parseDiagnostics ?? [];
}

export const hasSyntaxErrors = (sourceFile: object): boolean => syntaxErrorsOf(sourceFile).length > 0;

let ownPrototype: object | undefined;

/**
 * `candidate` when it is a parse of `text` by this same TypeScript (a host such as typescript-eslint
 * may have parsed the file already); null otherwise. Another TypeScript's nodes number their kinds
 * differently, so only nodes made by this instance's constructors are reused.
 */
export function reusableSourceFile(candidate: unknown, text: string): TS.SourceFile | null {
  ownPrototype ??= Object.getPrototypeOf(parseHostFile('probe.ts', '')) as object;
  if (!candidate || typeof candidate !== 'object' || Object.getPrototypeOf(candidate) !== ownPrototype) return null;
  const sourceFile = candidate as TS.SourceFile;
  return sourceFile.kind === ts.SyntaxKind.SourceFile && sourceFile.text === text ? sourceFile : null;
}

/** The value under parentheses, `as`, `satisfies`, `!` and `<T>` (`(Enum as typeof Enum)` is `Enum`). */
export function skipOuterExpressions(node: TS.Expression): TS.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node)) node = node.expression;
  return node;
}
