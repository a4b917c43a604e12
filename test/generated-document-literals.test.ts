/**
 * Generated documents' AST literals are blanked before a parse: on the example integration's real
 * codegen output, same length, same declarations, same types, and nothing else touched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Project, ts } from 'ts-morph';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { blankGeneratedDocumentLiterals, endsInside, generatedDocumentLiteralRanges } from '../src/documents/generated-document-literals.js';
import { EMPTY_SCAN } from '../src/documents/embedded-document.js';
import { scanSource } from '../src/documents/scan-source.js';
import { parseHostFile } from '../src/documents/typescript.js';
import { findLegacyProposalCalls } from '../src/rest/legacy-proposal-api.js';
import { Typing } from '../src/codemods/typing-scope.js';

const generatedFile = path.resolve('examples/platform/generated/graphql.ts');
const generated = readFileSync(generatedFile, 'utf8');

describe('blankGeneratedDocumentLiterals', () => {
  const blanked = blankGeneratedDocumentLiterals(generated);

  it('blanks every document literal of codegen output, keeping every offset', () => {
    expect(generated).toContain('{"kind":"Document"');
    expect(blanked).not.toContain('"kind"');
    expect(blanked.length).toBe(generated.length);
    const before = generated.split('\n');
    const after = blanked.split('\n');
    expect(after.length).toBe(before.length);
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed.length).toBe(before.filter((line) => line.includes('{"kind":"Document"')).length);
    for (const [i, line] of after.entries()) {
      if (line === before[i]) continue;
      // The head and the assertion stay; between them `{}` and spaces.
      expect(line).toMatch(/^export const \w+ = \{\} +as unknown as DocumentNode<\w+, \w+>;$/);
      expect(line.slice(0, line.indexOf('{}'))).toBe(before[i]!.slice(0, line.indexOf('{}')));
      expect(line.slice(line.indexOf(' as unknown'))).toBe(before[i]!.slice(before[i]!.lastIndexOf('} as unknown') + 1));
    }
  });

  it('gives the checker the same type for every generated constant', () => {
    const typesOf = (text: string) => {
      const project = new Project({ compilerOptions: { strict: true, skipLibCheck: true, noEmit: true } });
      const file = project.createSourceFile(generatedFile, text, { overwrite: true });
      return file.getVariableDeclarations().map((d) => `${d.getName()}: ${d.getType().getText(d)}`);
    };
    const before = typesOf(generated);
    expect(before.some((t) => /^AdvertisersPageDocument: DocumentNode<AdvertisersPageQuery, /.test(t))).toBe(true);
    expect(typesOf(blanked)).toEqual(before);
  });

  it('leaves documents the engine reads, and literals that are not JSON whole, as they are', () => {
    const template = 'export const ADocument = gql`query A { a }` as unknown as DocumentNode<AQuery, AQueryVariables>;\n';
    expect(blankGeneratedDocumentLiterals(template)).toBe(template);
    const notJson = 'export const ADocument = {"kind":"Document", definitions: []} as unknown as DocumentNode<AQuery, AQueryVariables>;\n';
    expect(blankGeneratedDocumentLiterals(notJson)).toBe(notJson);
    const twoOnALine = 'export const A = {"kind":"Document"} as unknown as X; export const B = {"kind":"Document"} as unknown as Y;\n';
    expect(blankGeneratedDocumentLiterals(twoOnALine)).toBe(twoOnALine);
  });

  it('keeps CRLF line ends, and never takes a head that runs across lines', () => {
    const crlf = generated.replace(/\n/g, '\r\n');
    const blankedCrlf = blankGeneratedDocumentLiterals(crlf);
    expect(blankedCrlf.length).toBe(crlf.length);
    expect(blankedCrlf).not.toContain('"kind"');
    expect(blankedCrlf.split('\r\n').length).toBe(crlf.split('\r\n').length);
    const split = 'export const ADocument =\n{"kind":"Document","definitions":[]} as unknown as DocumentNode<AQuery, AQueryVariables>;\n';
    expect(blankGeneratedDocumentLiterals(split)).toBe(split);
  });

  it("is what the codemods' typing parses, whether the run read the file or the project reads it from disk", () => {
    const given = new Typing(null, false, new Map([[path.normalize(generatedFile), generated]]));
    const fromDisk = new Typing(null, false, new Map());
    for (const typing of [given, fromDisk]) {
      expect(typing.text(path.normalize(generatedFile))).toBe(blankGeneratedDocumentLiterals(generated));
      expect(typing.sourceFile(path.normalize(generatedFile))!.text).toBe(blankGeneratedDocumentLiterals(generated));
    }
  });

  it('is idempotent, and the engine parses what it blanks', () => {
    const blanked = blankGeneratedDocumentLiterals(generated);
    expect(blankGeneratedDocumentLiterals(blanked)).toBe(blanked);
    const parsed = parseHostFile(generatedFile, generated);
    expect(parsed.text).toBe(blanked);
    expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    expect(parsed.statements.length).toBe(ts.createSourceFile(generatedFile, generated, ts.ScriptTarget.Latest).statements.length);
  });
});

describe('endsInside', () => {
  it("tells, for every offset of real codegen output, what a test of each literal's range tells", () => {
    const ranges = generatedDocumentLiteralRanges(generated);
    expect(ranges.length).toBeGreaterThan(3);
    const linear = (end: number) => ranges.some((r) => end > r.start && end <= r.end);
    let inside = 0;
    for (let end = 0; end <= generated.length + 1; end++) {
      expect(endsInside(ranges, end)).toBe(linear(end));
      if (linear(end)) inside++;
    }
    // Each literal's own offsets, its first excluded and its end included.
    expect(inside).toBe(ranges.reduce((n, r) => n + r.end - r.start, 0));
    expect(endsInside([], 5)).toBe(false);
  });
});

/** A generated module whose document passes an enum value and a `/proposal` path as arguments. */
const generatedItems = [
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export const ItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"EnumValue","value":"ARCHIVED"}},{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"StringValue","value":"/proposal/history","block":false}}]}]}}]} as unknown as DocumentNode<ItemsQuery, ItemsQueryVariables>;',
  "export const filter = { value: 'ARCHIVED' };",
  '',
].join('\n');

describe('what a scan reads of a generated module', () => {
  const options = { enumValueNames: new Set(['ARCHIVED']) };

  it("reports nothing inside a document's AST literal, whether it parses the file or is handed typescript-eslint's parse", () => {
    const own = scanSource('generated.ts', generatedItems, options);
    const { ast, services } = tseslint.parser.parseForESLint(generatedItems, { filePath: 'generated.ts', range: true, loc: true }) as unknown as {
      ast: unknown;
      services: { esTreeNodeToTSNodeMap: { get(node: unknown): unknown } };
    };
    const reused = scanSource('generated.ts', generatedItems, options, undefined, services.esTreeNodeToTSNodeMap.get(ast));
    // The value passed in code is read; the AST node's `"value":"ARCHIVED"` is not.
    const expected = [{ propertyName: 'value', value: 'ARCHIVED', start: generatedItems.lastIndexOf("'ARCHIVED'"), end: generatedItems.lastIndexOf("'ARCHIVED'") + 10, nested: false }];
    expect(own.stringProperties).toEqual(expected);
    expect(reused.stringProperties).toEqual(expected);
  });

  it('says whether the file parses as written, its literals blanked or not (a codemod writes no file that did not)', () => {
    const parsesAsWritten = (file: string, text: string) => {
      const kind = file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      const diagnostics = (ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind) as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics;
      return diagnostics.length === 0;
    };
    const cases: Array<[string, string]> = [
      ['generated.ts', generatedItems],
      ['generated.ts', `${generatedItems}export const broken = (;\n`],
      // Codegen's real output, marked so that the scan parses it.
      [generatedFile, `${generated}\n// gql(\n`],
      // A literal that is not JSON whole stays, and its error with it.
      ['generated.ts', `export const D = {"kind":"Document",:} as unknown as X;\n// gql(\n`],
      ['client.js', "const q = gql`query { a }`;\n/** @param {string */\nfunction f(x) {}\n"],
      ['client.js', 'const q = gql`query { a }`;\nfunction f(x: string) {}\n'],
      ['client.ts', 'const q = gql`query { a }`;\nif (x {\n'],
    ];
    for (const [file, text] of cases) {
      const scanned = scanSource(file, text, options);
      expect(scanned, file).not.toBe(EMPTY_SCAN);
      expect(scanned.codeParses, `${file}: ${text.slice(-40)}`).toBe(parsesAsWritten(file, text));
    }
    expect(cases.map(([file, text]) => parsesAsWritten(file, text))).toEqual([true, false, true, false, true, true, false]);
    // A file the scan does not parse: unknown.
    expect(scanSource('plain.ts', 'export const x = (;\n', options).codeParses).toBeUndefined();
  });

  it('finds no legacy /proposal call in a document literal, and still finds one in code', () => {
    expect(findLegacyProposalCalls('generated.ts', generatedItems)).toEqual([]);
    const calls = findLegacyProposalCalls('client.ts', "await fetch('https://api.example.com/v3/proposal/history');\n");
    expect(calls.length).toBe(1);
  });
});

describe('a module naming the retiring enum only where it declares it', () => {
  const options = { enumValueNames: new Set(['AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY']), enumTypeNames: new Set(['AdGroupBidFactorWorkflowMutationName']) };
  // A comment the scan's own marker takes for a GraphQL call: the file is then parsed and walked whole.
  const parsedWhole = (text: string) => scanSource(generatedFile, `${text}\n// gql(\n`, options);

  it('is not parsed: codegen output declares the enum, and the whole scan finds nothing there either', () => {
    expect(generated).toMatch(/enum AdGroupBidFactorWorkflowMutationName \{[^}]*'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY'/);
    expect(scanSource(generatedFile, generated, options)).toBe(EMPTY_SCAN);
    const whole = parsedWhole(generated);
    expect(whole).not.toBe(EMPTY_SCAN);
    expect([whole.documents.length, whole.stringProperties.length, whole.memberReferences.length]).toEqual([0, 0, 0]);
  });

  it.each([
    ['the value as a property', "export const step = { mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY' };", 'stringProperties'],
    ['a member of the enum', 'export const step = { mutationName: AdGroupBidFactorWorkflowMutationName.AdGroupUpdateIntegralViewability };', 'memberReferences'],
    ['a member after a comment and a line break', 'export const step = { mutationName: AdGroupBidFactorWorkflowMutationName /* old */\n  .AdGroupUpdateIntegralViewability };', 'memberReferences'],
    ['a member through an alias', "import { AdGroupBidFactorWorkflowMutationName as Steps } from './steps';\nexport const step = { mutationName: Steps.AdGroupUpdateIntegralViewability };", 'memberReferences'],
    ['a member through a constant naming the enum', 'const Steps = AdGroupBidFactorWorkflowMutationName;\nexport const step = { mutationName: Steps.AdGroupUpdateIntegralViewability };', 'memberReferences'],
    ['a member destructured from the enum', 'export const { AdGroupUpdateIntegralViewability: step } = AdGroupBidFactorWorkflowMutationName;', 'memberReferences'],
    ['a member through a constant naming the enum in a namespace', "import * as Types from './generated';\nconst Steps = (Types.AdGroupBidFactorWorkflowMutationName);\nexport const step = { mutationName: Steps.AdGroupUpdateIntegralViewability };", 'memberReferences'],
    ['a member destructured from the enum in a namespace', "import * as Types from './generated';\nexport const { AdGroupUpdateIntegralViewability: step } = Types.AdGroupBidFactorWorkflowMutationName;", 'memberReferences'],
    ['the value in a constant of a declaration list', "const\n  OLD = 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY',\n  other = 1;\nexport const step = { mutationName: OLD, other };", 'stringProperties'],
  ] as const)('is parsed as before when it also holds %s', (_, use, found) => {
    const text = `${generated}\n${use}\n`;
    const scanned = scanSource(generatedFile, text, options);
    expect(scanned[found].length).toBeGreaterThan(0);
    expect(scanned).toEqual(parsedWhole(text));
  });
});
