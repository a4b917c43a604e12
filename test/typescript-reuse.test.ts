/** The engine reuses typescript-eslint's parse of a file instead of parsing it again, when it is safe. */
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { reusableSourceFile } from '../src/documents/typescript.js';

describe('reusableSourceFile', () => {
  const code = 'const Q = gql`query { shop { title } }`;\n';
  const { ast, services } = tseslint.parser.parseForESLint(code, { filePath: 'x.ts', range: true, loc: true }) as unknown as {
    ast: unknown;
    services: { esTreeNodeToTSNodeMap: { get(node: unknown): unknown } };
  };
  const parsed = services.esTreeNodeToTSNodeMap.get(ast);

  it("takes typescript-eslint's SourceFile of the same text", () => {
    expect(reusableSourceFile(parsed, code)).toBe(parsed);
  });

  it('refuses a parse of other text, or anything that is not this TypeScript\'s SourceFile', () => {
    expect(reusableSourceFile(parsed, code + ' ')).toBeNull();
    expect(reusableSourceFile({ kind: 308, text: code }, code)).toBeNull();
    expect(reusableSourceFile(undefined, code)).toBeNull();
  });
});
