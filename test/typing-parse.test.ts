/**
 * How the codemods' typing projects parse: TypeScript without its JSDoc (types never come from it
 * there), JavaScript with it (they may). The types the rewrites follow are the same either way.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Typing } from '../src/codemods/typing-scope.js';
import { parseForTypesOnly, Project, ts } from '../src/codemods/ts-morph.js';

const TS_TEXT = `/** The count. @deprecated use total */
export const count: number = 1;
/** @type {string} */
export const label = count;
`;
const JS_TEXT = `/** @type {string} */
export const label = globalThis.anything;
`;

const hasJsDoc = (file: ts.SourceFile) => file.statements.some((statement) => (statement as { jsDoc?: unknown[] }).jsDoc?.length);
const typeOf = (program: ts.Program, file: string, name: string) => {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const declaration = source.statements.filter(ts.isVariableStatement).flatMap((s) => [...s.declarationList.declarations]).find((d) => d.name.getText(source) === name)!;
  return checker.typeToString(checker.getTypeAtLocation(declaration.name));
};

describe("the typing projects' parse", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-typing-parse-'));
  const tsFile = path.join(dir, 'count.ts');
  const jsFile = path.join(dir, 'label.js');
  writeFileSync(tsFile, TS_TEXT);
  writeFileSync(jsFile, JS_TEXT);

  it('leaves out JSDoc in TypeScript and keeps it in JavaScript, with the same types as a full parse', () => {
    const types = (project: InstanceType<typeof Project>) => {
      project.addSourceFileAtPath(tsFile);
      project.addSourceFileAtPath(jsFile);
      const program = project.getProgram().compilerObject;
      return { jsDoc: [hasJsDoc(program.getSourceFile(tsFile)!), hasJsDoc(program.getSourceFile(jsFile)!)], count: typeOf(program, tsFile, 'count'), tsLabel: typeOf(program, tsFile, 'label'), jsLabel: typeOf(program, jsFile, 'label') };
    };
    const options = { allowJs: true, checkJs: true, strict: true, noResolve: true, skipLibCheck: true };
    const full = types(new Project({ compilerOptions: options }));
    const lean = new Project({ compilerOptions: options });
    parseForTypesOnly(lean);
    const forTypes = types(lean);

    expect(full.jsDoc).toEqual([true, true]);
    expect(forTypes.jsDoc).toEqual([false, true]);
    expect(forTypes).toEqual({ ...full, jsDoc: [false, true] });
    // The JavaScript file's type comes from its JSDoc: kept, it still types the value.
    expect(forTypes.jsLabel).toBe('string');
    expect(forTypes.tsLabel).toBe('number');
  });

  it('is how every codemod typing parses', () => {
    const typing = new Typing(null, true, new Map());
    expect(hasJsDoc(typing.sourceFile(tsFile)!)).toBe(false);
    expect(hasJsDoc(typing.sourceFile(jsFile)!)).toBe(true);
  });
});
