/**
 * ts-morph, and the TypeScript it bundles, for the type-aware rewriting. Required rather than
 * imported: Node's ESM loader would first lex its 1 MB CommonJS bundle for named exports (as
 * documents/typescript.ts says of the `typescript` package). Types come from `import type`.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

const require = createRequire(import.meta.url);
export const { Project, ts } = require('ts-morph') as typeof TsMorph;

/** `@ts-morph/common` (which ts-morph depends on, and has loaded): its bundled lib files, and its file system host. */
interface MorphCommon {
  getLibFiles(): Array<{ fileName: string; text: string }>;
  RealFileSystemHost: new () => TsMorph.FileSystemHost;
}
export const morphCommon = createRequire(require.resolve('ts-morph'))('@ts-morph/common') as MorphCommon;

/**
 * Has a project parse its TypeScript files without their JSDoc, as `tsc` does
 * (`JSDocParsingMode.ParseForTypeInfo`: in .ts, .tsx and .d.ts files JSDoc shapes no type; JavaScript
 * files keep theirs, their types may be in it). Packages' declaration files are mostly JSDoc, and
 * parsing it was a tenth of what the codemod bench's projects parse. ts-morph hands its document
 * registry's parse only the target; where its internals are not as expected, the project parses as
 * it always did.
 */
export function parseForTypesOnly(project: TsMorph.Project): void {
  type Registry = { createOrUpdateSourceFile(file: string, settings: TsMorph.ts.CompilerOptions, snapshot: TsMorph.ts.IScriptSnapshot, kind?: TsMorph.ts.ScriptKind): TsMorph.ts.SourceFile };
  const registry = (project as unknown as { _context?: { compilerFactory?: { documentRegistry?: Registry } } })._context?.compilerFactory?.documentRegistry;
  if (typeof registry?.createOrUpdateSourceFile !== 'function') return;
  const create = registry.createOrUpdateSourceFile.bind(registry);
  // The registry passes `settings.target` on to `createSourceFile` as it is: a target, or the parse's options.
  const options = (target: TsMorph.ts.ScriptTarget | undefined) => ({ languageVersion: target ?? ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeInfo });
  registry.createOrUpdateSourceFile = (file, settings, snapshot, kind) => create(file, { target: options(settings.target) as unknown as TsMorph.ts.ScriptTarget }, snapshot, kind);
}
