/**
 * What the reads of a changed result are typed with: a ts-morph project per tsconfig holding only
 * what a hit needs. A type reaches a file only through names, its own or those it imports, so:
 *
 * - a file naming a field that moves is typed only when a changed result can reach it: it names
 *   one (a generated type, document or hook of the changed definition), or imports a binding whose
 *   declaration does, through any chain of the project's files (`readersOf`);
 * - what the typed files import is followed a few levels down, and a package binding by binding:
 *   the files declaring what is imported from it and what those declarations mention (graphql's
 *   `DocumentNode`, not its hundred other files; `importClosure`);
 * - the host libs (the DOM, most of what a program would parse and bind) are loaded only where a
 *   file may use a name they declare (`hostLibsOf`, `hostNameUses`).
 *
 * Each file is parsed once, by the ts-morph project whose program then types it.
 */
import path from 'node:path';
import type { FileSystemHost, Project as MorphProject, SourceFile as MorphSourceFile, ts as TS } from 'ts-morph';
import { normalizeName } from '../analysis/generated-names.js';
import { blankGeneratedDocumentLiterals } from '../documents/generated-document-literals.js';
import type { ReadTarget } from './rewrite-reads.js';
import { morphCommon, parseForTypesOnly, Project, ts } from './ts-morph.js';

/** How many import levels below a typed file are followed: enough for generated types re-exported once or twice. */
const IMPORT_DEPTH = 4;
/** And at most this many files per project, whatever the import graph. */
const MAX_PROJECT_FILES = 5_000;


/**
 * Whether a text names a changed result: an identifier holding a changed definition's name, as its
 * generated types, documents and hooks do (`XQuery`, `XDocument`, `XFragmentDoc`, `useXQuery`; without
 * case and separators, as the generated names are compared), or a schema type holding a moving field
 * (reads through it are reported).
 */
export function namesChangedResult(targets: readonly ReadTarget[]): (text: string) => boolean {
  const definitions = [...new Set(targets.map((t) => normalizeName(t.definition.name)))];
  const loose = new RegExp(definitions.map((n) => [...n].join('[_$]*')).join('|'), 'i');
  const schemaTypes = [...new Set(targets.map((t) => t.parentType).filter((n) => /^[_A-Za-z]\w*$/.test(n)))];
  const exact = schemaTypes.length > 0 ? new RegExp(`\\b(?:${schemaTypes.join('|')})\\b`) : null;
  return (text) => loose.test(text) || (exact?.test(text) ?? false);
}

const inPackage = (file: string) => /[\\/]node_modules[\\/]/.test(file);
export const isJavaScript = (file: string) => /\.[cm]?jsx?$/.test(file);
const scriptKindOf = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
/** Declarations that reach files without an import: `declare global`, `declare module 'x'`, and a TS script's top level. */
const reachesUnimported = (file: string, text: string) => /\bdeclare\s+(?:global\b|module\s*['"])/.test(text) || (!isJavaScript(file) && !/^\s*(?:import|export)\b/m.test(text));

/**
 * The candidates (normalized absolute paths) whose code can hold a changed result (`readers`), and
 * the files declaring globals they may rely on (`context`). A candidate is a reader when it names a
 * changed result, or imports a binding whose declaration does or mentions one that does, through any
 * chain of the project's files (`export const load = () => request(XDocument)`); importing only other
 * names from the generated code is not enough. A package's entry is tested, not followed: only
 * generated code shipped as one can name this project's results. JavaScript candidates are all
 * readers: their values are untyped, and their reads are reported.
 */
export function readersOf(candidates: readonly string[], namesResult: (text: string) => boolean, typing: Typing): { readers: string[]; context: string[] } {
  // The project files the candidates import, through any chain; and which name a changed result.
  const read = new Map<string, string>();
  const specifiers = new Map<string, readonly TS.FileReference[]>();
  const naming = new Set<string>();
  const importers = new Map<string, string[]>();
  const queue = [...candidates];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    const text = typing.text(file);
    if (text === undefined) continue;
    read.set(file, text);
    if (namesResult(text)) naming.add(file);
    if (inPackage(file)) continue;
    const imports = typing.importedFiles(file);
    specifiers.set(file, imports);
    for (const imported of imports) {
      const target = typing.resolve(imported.fileName, file);
      if (!target) continue;
      importers.set(target, [...(importers.get(target) ?? []), file]);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  // Files that name one or import a file that does: the only ones where a binding can carry one.
  const reaching = new Set(naming);
  const stack = [...naming];
  while (stack.length > 0) {
    for (const importer of importers.get(stack.pop()!) ?? []) {
      if (!reaching.has(importer)) {
        reaching.add(importer);
        stack.push(importer);
      }
    }
  }
  // Declarations reaching files without an import stay in the program, as they would with every
  // candidate in it; when one can carry a changed result, every candidate is typed.
  const context = [...read.keys()].filter((file) => !inPackage(file) && reachesUnimported(file, read.get(file)!));
  if (context.some((file) => reaching.has(file))) return { readers: [...candidates], context };
  const bindings = new BindingTaint(reaching, read, namesResult, typing);
  const readers = candidates.filter((file) => isJavaScript(file) || naming.has(file) || (reaching.has(file) && bindings.importsChangedResult(file, specifiers.get(file) ?? [])));
  return { readers, context };
}

/** A binding: the file declaring it (null when unresolved) and the name it is exported under there, `*` for all. */
interface BindingRef {
  from: string | null;
  name: string;
}

/** A module's top level as far as types flow: what each declaration mentions, what is imported and exported. */
interface ModuleShape {
  /** Per top-level name: its declarations, and the identifiers they mention. */
  locals: Map<string, { declarations: TS.Node[]; mentions: Set<string> }>;
  /** Imported names, and `import()`/`require()` inside declarations (as `\0import:<specifier>`). */
  imports: Map<string, BindingRef>;
  exports: Map<string, { local: string } | BindingRef>;
  stars: Array<string | null>;
}

/** Which bindings of the files reaching a changed result carry one. */
class BindingTaint {
  private readonly tainted = new Map<string, boolean>();

  constructor(
    private readonly reaching: ReadonlySet<string>,
    private readonly texts: ReadonlyMap<string, string>,
    private readonly namesResult: (text: string) => boolean,
    private readonly typing: Typing,
  ) {}

  /**
   * Whether `file` imports a binding carrying a changed result. Only its imports are parsed (the text
   * up to the last module specifier); an import that is not a declaration (`import()`, `require()`)
   * takes the whole file it names.
   */
  importsChangedResult(file: string, specifiers: readonly TS.FileReference[]): boolean {
    if (isJavaScript(file)) return true;
    const text = this.texts.get(file)!;
    const end = Math.max(...specifiers.map((s) => s.pos + s.fileName.length + 2));
    const head = ts.createSourceFile(file, text.slice(0, end), { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone }, false, scriptKindOf(file));
    const refs: BindingRef[] = [];
    const declared = new Set<number>();
    for (const statement of head.statements) {
      if (!ts.isImportDeclaration(statement)) continue;
      const specifier = statement.moduleSpecifier;
      if (!ts.isStringLiteral(specifier) || specifier.end > end) continue;
      declared.add(specifier.getStart(head));
      const from = this.typing.resolve(specifier.text, file);
      const clause = statement.importClause;
      if (clause?.name) refs.push({ from, name: 'default' });
      const named = clause?.namedBindings;
      if (named && ts.isNamespaceImport(named)) refs.push({ from, name: '*' });
      else if (named) for (const element of named.elements) refs.push({ from, name: (element.propertyName ?? element.name).text });
    }
    // Anything else naming a module (`import()`, `require()`, `import x = require()`, `export … from`): the whole module.
    for (const s of specifiers) if (!declared.has(s.pos)) refs.push({ from: this.typing.resolve(s.fileName, file), name: '*' });
    return refs.some((ref) => this.ref(ref));
  }

  private ref(ref: BindingRef, visiting = new Set<string>()): boolean {
    return this.find(ref, visiting) ?? true;
  }

  /** Whether the binding carries a changed result; undefined when its file does not export it (as far as can be told). */
  private find({ from, name }: BindingRef, visiting: Set<string>): boolean | undefined {
    if (from === null || !this.reaching.has(from)) return false;
    const shape = inPackage(from) ? null : this.typing.shape(from);
    // Not followed binding by binding (JavaScript, `export =`, a package): the whole file.
    if (!shape || name === '*') return true;
    const key = `${from}\0${name}`;
    if (visiting.has(key)) return undefined;
    visiting.add(key);
    const exported = shape.exports.get(name);
    if (exported) return 'local' in exported ? this.local(from, shape, exported.local) : this.ref(exported, visiting);
    let found: boolean | undefined;
    for (const star of shape.stars) {
      const here = this.find({ from: star, name }, visiting);
      if (here) return true;
      if (here === false) found = false;
    }
    return found;
  }

  private local(file: string, shape: ModuleShape, name: string): boolean {
    const imported = shape.imports.get(name);
    if (imported) return this.ref(imported);
    const key = `${file}\0\0${name}`;
    const known = this.tainted.get(key);
    if (known !== undefined) return known;
    // Within a cycle, assumed to carry one: a file typed for nothing rather than a read missed.
    this.tainted.set(key, true);
    const entry = shape.locals.get(name);
    const result =
      !!entry &&
      (entry.declarations.some((d) => this.namesResult(d.getText())) ||
        [...entry.mentions].some((m) => m !== name && (shape.locals.has(m) || shape.imports.has(m)) && this.local(file, shape, m)));
    this.tainted.set(key, result);
    return result;
  }
}

/** The shape of a parsed module; null for `export =`, whose exports are not told apart. */
function moduleShape(sourceFile: TS.SourceFile, resolveFrom: (specifier: string) => string | null): ModuleShape | null {
  const shape: ModuleShape = { locals: new Map(), imports: new Map(), exports: new Map(), stars: [] };
  const resolve = (specifier: TS.Expression | undefined) => (specifier && ts.isStringLiteralLike(specifier) ? resolveFrom(specifier.text) : null);
  const mentionsOf = (node: TS.Node): Set<string> => {
    const mentions = new Set<string>();
    const visit = (n: TS.Node): void => {
      if (ts.isIdentifier(n)) mentions.add(n.text);
      let specifier: TS.Expression | undefined;
      if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument)) specifier = n.argument.literal;
      else if (ts.isCallExpression(n) && (n.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(n.expression) && n.expression.text === 'require'))) specifier = n.arguments[0];
      if (specifier && ts.isStringLiteralLike(specifier)) {
        const pseudo = `\0import:${specifier.text}`;
        shape.imports.set(pseudo, { from: resolve(specifier), name: '*' });
        mentions.add(pseudo);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return mentions;
  };
  const declare = (name: string, node: TS.Node, exported: boolean) => {
    const entry = shape.locals.get(name) ?? { declarations: [], mentions: new Set<string>() };
    entry.declarations.push(node);
    for (const m of mentionsOf(node)) entry.mentions.add(m);
    shape.locals.set(name, entry);
    if (exported) shape.exports.set(name, { local: name });
  };
  const bindingNames = (name: TS.BindingName, out: string[] = []): string[] => {
    if (ts.isIdentifier(name)) out.push(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindingNames(element.name, out);
    return out;
  };
  for (const statement of sourceFile.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault = modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (ts.isImportDeclaration(statement)) {
      const from = resolve(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (clause?.name) shape.imports.set(clause.name.text, { from, name: 'default' });
      const named = clause?.namedBindings;
      if (named && ts.isNamespaceImport(named)) shape.imports.set(named.name.text, { from, name: '*' });
      else if (named) for (const element of named.elements) shape.imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
    } else if (ts.isImportEqualsDeclaration(statement)) {
      const reference = statement.moduleReference;
      if (ts.isExternalModuleReference(reference)) shape.imports.set(statement.name.text, { from: resolve(reference.expression), name: '*' });
      else declare(statement.name.text, statement, exported);
      if (exported) shape.exports.set(statement.name.text, { local: statement.name.text });
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      const from = statement.moduleSpecifier ? resolve(statement.moduleSpecifier) : undefined;
      if (!clause) shape.stars.push(from ?? null);
      else if (ts.isNamespaceExport(clause)) shape.exports.set(clause.name.text, { from: from ?? null, name: '*' });
      else {
        for (const element of clause.elements) {
          const name = (element.propertyName ?? element.name).text;
          shape.exports.set(element.name.text, from === undefined ? { local: name } : { from, name });
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      if (statement.isExportEquals) return null;
      declare('\0default', statement, false);
      shape.exports.set('default', { local: '\0default' });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) for (const name of bindingNames(declaration.name)) declare(name, statement, exported);
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name))
    ) {
      const name = statement.name?.text ?? '\0default';
      declare(name, statement, exported && !isDefault);
      if (exported && isDefault) shape.exports.set('default', { local: name });
    }
  }
  return shape;
}

/** Where the projects' lib files are: ts-morph's own lib files, served from memory (`libFolderPath`). */
const LIB_FOLDER = '/node_modules/typescript/lib';

/**
 * The file system as ts-morph sees it: ts-morph's lib files in LIB_FOLDER, those in `leftOut` holding
 * only the text given (their references to other libs, so a host lib no file uses is not parsed and
 * bound), and every other file as `read` gives it (the files as the run read them, `texts`, else the
 * disk; as `Typing.text` has them).
 */
function typingFileSystem(texts: ReadonlyMap<string, string>, leftOut: ReadonlyMap<string, string>, read: (file: string) => string | undefined): FileSystemHost {
  const libs = new Map(morphCommon.getLibFiles().map((f) => [f.fileName, f.text]));
  // ts-morph hands over standardized absolute paths: on Windows, with the drive (`C:/node_modules/…`).
  const isLibFolder = (dir: string) => dir === LIB_FOLDER || (dir.endsWith(LIB_FOLDER) && /^[A-Za-z]:$/.test(dir.slice(0, -LIB_FOLDER.length)));
  const lib = (file: string) => (isLibFolder(path.posix.dirname(file)) ? (leftOut.get(path.posix.basename(file)) ?? libs.get(path.posix.basename(file))) : undefined);
  const given = new Set([...texts.keys()].map((file) => file.replace(/\\/g, '/')));
  const known = (file: string) => given.has(file) || lib(file) !== undefined;
  return new (class extends morphCommon.RealFileSystemHost {
    override readFileSync(file: string, encoding?: string): string {
      return lib(file) ?? read(file) ?? super.readFileSync(file, encoding);
    }
    override async readFile(file: string, encoding?: string): Promise<string> {
      return this.readFileSync(file, encoding);
    }
    override fileExistsSync(file: string): boolean {
      return known(file) || super.fileExistsSync(file);
    }
    override async fileExists(file: string): Promise<boolean> {
      return this.fileExistsSync(file);
    }
    override directoryExistsSync(dir: string): boolean {
      return isLibFolder(dir) || super.directoryExistsSync(dir);
    }
    override async directoryExists(dir: string): Promise<boolean> {
      return this.directoryExistsSync(dir);
    }
    override realpathSync(file: string): string {
      return known(file) ? file : super.realpathSync(file);
    }
  })();
}

/**
 * What every typing of one run reads of a file, whatever its tsconfig: its text as the projects parse
 * it, and the modules it names (`ts.preProcessFile`). The literal typing of one codemod and the result
 * typing of the reads walk much the same import graph; each file is read and scanned once a run.
 * Keyed by the run's texts, so a run's facts go with it.
 */
interface RunFiles {
  /** Each file's text as read (`Typing.text`). */
  read: Map<string, string | undefined>;
  imports: Map<string, readonly TS.FileReference[]>;
  /**
   * The disk as module resolution and the tsconfig lookups see it, each path asked once a run: they
   * ask the same ones again and again (every candidate's folders up to its tsconfig, the
   * `node_modules` folders each import tries), 2,200 questions for 400 paths on the codemod bench.
   */
  host: TS.ModuleResolutionHost;
}
const filesOfRun = new WeakMap<ReadonlyMap<string, string>, RunFiles>();

function runFilesOf(texts: ReadonlyMap<string, string>): RunFiles {
  let run = filesOfRun.get(texts);
  if (!run) filesOfRun.set(texts, (run = { read: new Map(), imports: new Map(), host: keptAnswers() }));
  return run;
}

/** `ts.sys` as a module resolution host, its answers about what exists kept. */
function keptAnswers(): TS.ModuleResolutionHost {
  const files = new Map<string, boolean>();
  const directories = new Map<string, boolean>();
  const kept = (answers: Map<string, boolean>, ask: (path: string) => boolean) => (path: string) => {
    let answer = answers.get(path);
    if (answer === undefined) answers.set(path, (answer = ask(path)));
    return answer;
  };
  return {
    fileExists: kept(files, ts.sys.fileExists),
    directoryExists: kept(directories, (dir) => ts.sys.directoryExists(dir)),
    readFile: ts.sys.readFile,
    realpath: ts.sys.realpath,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getDirectories: ts.sys.getDirectories,
    useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
  };
}

/** The tsconfig.json that governs `file` (absolute), as the compiler finds it; null when there is none. */
export function tsconfigOf(file: string, texts: ReadonlyMap<string, string>): string | null {
  return ts.findConfigFile(path.dirname(file), runFilesOf(texts).host.fileExists) ?? null;
}

/**
 * The ts-morph project typing one tsconfig's readers: the tsconfig's options, bounded (`noResolve`:
 * the program holds only the files added, see importClosure); each file parsed once, by the project,
 * whichever analysis or program asks. Files parsed for an analysis only are dropped before the program
 * is made.
 */
export class Typing {
  readonly options: TS.CompilerOptions;
  readonly project: MorphProject;
  private readonly added = new Map<string, MorphSourceFile>();
  private readonly read: Map<string, string | undefined>;
  private readonly imports: Map<string, readonly TS.FileReference[]>;
  private readonly host: TS.ModuleResolutionHost;
  private readonly shapes = new Map<string, ModuleShape | null>();
  private readonly resolutions: TS.ModuleResolutionCache;
  private readonly modes = new Map<string, TS.ResolutionMode>();
  /** Host libs left out of the program, with what stands in their place. */
  private readonly leftOut = new Map<string, string>();

  constructor(
    private readonly config: string | null,
    private readonly needsJs: boolean,
    private readonly texts: ReadonlyMap<string, string>,
  ) {
    this.options = compilerOptionsOf(config, needsJs);
    const run = runFilesOf(texts);
    this.read = run.read;
    this.imports = run.imports;
    this.host = run.host;
    this.project = new Project({ compilerOptions: this.options, fileSystem: typingFileSystem(texts, this.leftOut, (file) => this.text(path.normalize(file))), libFolderPath: LIB_FOLDER });
    parseForTypesOnly(this.project);
    this.resolutions = ts.createModuleResolutionCache(process.cwd(), (f) => f, this.options);
  }

  /**
   * The declaration files of the tsconfig (outside packages) that reach files without an import
   * (`declare module 'x'`, `declare global`, a script), as `tsc` would include them. Asked only when
   * a run meets an untyped value: listing them walks the tsconfig's folders.
   */
  ambientDeclarations(): string[] {
    if (!this.config) return [];
    const read = ts.readConfigFile(this.config, ts.sys.readFile);
    if (read.error) return [];
    const declarationsOnly: TS.ParseConfigHost = {
      useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
      readDirectory: (root, _extensions, excludes, includes, depth) => ts.sys.readDirectory(root, ['.d.ts'], excludes, includes, depth),
    };
    const parsed = ts.parseJsonConfigFileContent(read.config, declarationsOnly, path.dirname(this.config), undefined, this.config);
    return parsed.fileNames
      .map((file) => path.normalize(file))
      .filter((file) => file.endsWith('.d.ts') && !inPackage(file) && reachesUnimported(file, this.text(file) ?? ''));
  }

  /** A project like this one, with none of its files (to make a program again from scratch). */
  fresh(): Typing {
    return new Typing(this.config, this.needsJs, this.texts);
  }

  /**
   * A file's text, as given or on disk, as the project parses it: generated documents' AST literals
   * blanked (they do not shape a constant's type, `… as unknown as DocumentNode<…>`). Read once.
   */
  text(fileName: string): string | undefined {
    if (!this.read.has(fileName)) {
      const text = this.texts.get(fileName) ?? ts.sys.readFile(fileName);
      this.read.set(fileName, text === undefined ? undefined : blankGeneratedDocumentLiterals(text));
    }
    return this.read.get(fileName);
  }

  /** The modules a file names (imports, re-exports, `import()`, `require()`), as `ts.preProcessFile` finds them; none when it cannot be read. */
  importedFiles(fileName: string): readonly TS.FileReference[] {
    let imports = this.imports.get(fileName);
    if (!imports) {
      const text = this.text(fileName);
      imports = text === undefined ? [] : ts.preProcessFile(text, true, true).importedFiles;
      if (text !== undefined && isJavaScript(fileName)) imports = [...imports, ...jsDocImports(text)];
      this.imports.set(fileName, imports);
    }
    return imports;
  }

  /** A file as the project parses it (null when it cannot be read). */
  sourceFile(fileName: string): TS.SourceFile | undefined {
    let file = this.added.get(fileName);
    if (!file) {
      // Read through typingFileSystem: the text as the run read it, parsed once.
      file = this.project.addSourceFileAtPathIfExists(fileName);
      if (!file) return undefined;
      this.added.set(fileName, file);
    }
    return file.compilerNode;
  }

  /** Where an import resolves, as the programs resolve it; null when it does not. */
  resolve(specifier: string, from: string): string | null {
    let mode = this.modes.get(from);
    if (!this.modes.has(from)) this.modes.set(from, (mode = ts.getImpliedNodeFormatForFile(from as TS.Path, this.resolutions.getPackageJsonInfoCache(), this.host, this.options)));
    const resolved = ts.resolveModuleName(specifier, from, this.options, this.host, this.resolutions, undefined, mode).resolvedModule;
    return resolved ? path.normalize(resolved.resolvedFileName) : null;
  }

  /** A TypeScript file's top level (null for JavaScript, `export =`, a file that cannot be read). */
  shape(file: string): ModuleShape | null {
    if (this.shapes.has(file)) return this.shapes.get(file)!;
    const sourceFile = isJavaScript(file) ? undefined : this.sourceFile(file);
    const shape = sourceFile ? moduleShape(sourceFile, (specifier) => this.resolve(specifier, file)) : null;
    this.shapes.set(file, shape);
    return shape;
  }

  /**
   * The program of `rootNames`; with `stubs`, each of those lib files holding only its references to
   * other libs (a host lib no file uses: its declarations are left out, the rest is as the options say).
   */
  program(rootNames: readonly string[], stubs: ReadonlyMap<string, string> = new Map()): TS.Program {
    const roots = new Set(rootNames);
    for (const [file, sourceFile] of this.added) {
      if (roots.has(file)) continue;
      sourceFile.forget();
      this.added.delete(file);
    }
    for (const file of rootNames) this.sourceFile(file);
    for (const [lib, text] of stubs) this.leftOut.set(lib, text);
    return this.project.getProgram().compilerObject;
  }
}

/**
 * The modules JavaScript takes types from in its JSDoc comments (`@param {import('./x.js').T}`,
 * `@import { T } from './x.js'`), which `ts.preProcessFile` does not read: under `checkJs` they type
 * its values as imports type TypeScript's.
 */
function jsDocImports(text: string): TS.FileReference[] {
  const found: TS.FileReference[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    for (const m of comment[0].matchAll(/\bimport\(\s*(['"])([^'"\n]+)\1\s*\)|@import\b[^@]*?\bfrom\s*(['"])([^'"\n]+)\3/g)) {
      const fileName = m[2] ?? m[4]!;
      const pos = comment.index + m.index + m[0].lastIndexOf(fileName);
      found.push({ fileName, pos, end: pos + fileName.length });
    }
  }
  return found;
}

/** The tsconfig's options (its files are not listed: only the readers are typed), bounded to the files given. */
function compilerOptionsOf(config: string | null, needsJs: boolean): TS.CompilerOptions {
  // TypeScript's own resolution would load the whole import graph, recursively: importClosure finds what is needed.
  const bounded = { noResolve: true, ...(needsJs ? { allowJs: true } : {}) };
  const defaults = { strict: true, skipLibCheck: true, ...bounded, allowJs: true };
  if (!config) return { ...defaults, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const read = ts.readConfigFile(config, ts.sys.readFile);
  // A tsconfig TypeScript cannot read: type what can be typed with defaults.
  if (read.error) return defaults;
  const host: TS.ParseConfigHost = { useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames, readDirectory: () => [], fileExists: ts.sys.fileExists, readFile: ts.sys.readFile };
  return ts.parseJsonConfigFileContent(read.config, host, path.dirname(config), bounded, config).options;
}

/** Libs describing a host (the browser's DOM, a worker, WSH) rather than the language. */
const HOST_LIB = /^lib\.(?:dom|webworker|scripthost)\b/i;
/** The libs a lib file references (`/// <reference lib="es2015" />`), as lib file names. */
const libReferences = (text: string) => [...text.matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"/gm)].map((m) => `lib.${m[1]!.toLowerCase()}.d.ts`);

/**
 * The host libs the options load, if any (the DOM alone is most of what a program parses and binds):
 * each as a stub holding only its references to other libs, and the global names they declare (every
 * `interface X`, `declare var x`…, wherever it stands: more names only type more). Null when there are
 * none, or a lib cannot be read.
 */
export function hostLibsOf(options: TS.CompilerOptions): { stubs: Map<string, string>; names: Set<string> } | null {
  if (options.noLib) return null;
  const libs = new Map(morphCommon.getLibFiles().map((f) => [f.fileName, f.text]));
  const defaultLib = options.lib ? undefined : libs.get(ts.getDefaultLibFileName(options));
  if (!options.lib && defaultLib === undefined) return null;
  // A default lib (`lib.es2022.full.d.ts`) is its references: the language's lib and the DOM's.
  const expanded = options.lib ?? libReferences(defaultLib!);
  const host = expanded.filter((l) => HOST_LIB.test(l));
  if (host.length === 0) return null;
  const names = new Set<string>();
  const stubs = new Map<string, string>();
  for (const file of host) {
    const text = libs.get(file);
    if (text === undefined) return null;
    for (const m of text.matchAll(/(?<![\w$.])(?:var|let|const|function|interface|type|namespace|module|class|enum)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
    stubs.set(file, [...text.matchAll(/^\/\/\/\s*<reference\s+lib="[^"]+"\s*\/>\n?/gm)].map((m) => m[0]).join(''));
    // A host lib's own references to host libs are stubbed too.
    for (const reference of libReferences(text)) if (HOST_LIB.test(reference) && !host.includes(reference)) host.push(reference);
  }
  return { stubs, names };
}

/**
 * Where the files may use a name the host libs declare: in a file typed anywhere, elsewhere where it
 * can shape a declaration's type (a body or initializer under a declared type cannot). `global`:
 * such a name used where the file declares none, so only a host lib can; `local`: one the file also
 * declares, for the checker to resolve.
 */
export function hostNameUses(sourceFiles: readonly TS.SourceFile[], names: ReadonlySet<string>, typed: ReadonlySet<string>): { global: boolean; local: NameUse[] } {
  const local: NameUse[] = [];
  for (const sourceFile of sourceFiles) {
    // JavaScript types through JSDoc, which is not walked here.
    if (isJavaScript(sourceFile.fileName)) return { global: true, local };
    const declared = new Set<string>();
    const uses: TS.Identifier[] = [];
    const visit = (node: TS.Node, anywhere: boolean): void => {
      if (ts.isIdentifier(node)) {
        if (!names.has(node.text)) return;
        if (isReference(node)) uses.push(node);
        else if (declares(node)) declared.add(node.text);
        return;
      }
      const declaredType = ts.isFunctionLike(node) || ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) ? node.type : undefined;
      const hidden = anywhere || !declaredType ? undefined : ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) ? node.initializer : 'body' in node ? node.body : undefined;
      ts.forEachChild(node, (child) => {
        // Names declared under a hidden body still count as declared; their uses there do not.
        if (child === hidden) collectDeclared(child, names, declared);
        else visit(child, anywhere);
      });
    };
    visit(sourceFile, typed.has(path.normalize(sourceFile.fileName)));
    for (const use of uses) {
      if (!declared.has(use.text)) return { global: true, local };
      local.push({ file: sourceFile.fileName, start: use.getStart(sourceFile) });
    }
  }
  return { global: false, local };
}

function collectDeclared(node: TS.Node, names: ReadonlySet<string>, declared: Set<string>): void {
  if (ts.isIdentifier(node)) {
    if (names.has(node.text) && declares(node)) declared.add(node.text);
    return;
  }
  ts.forEachChild(node, (child) => collectDeclared(child, names, declared));
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.VariableDeclaration, ts.SyntaxKind.Parameter, ts.SyntaxKind.BindingElement, ts.SyntaxKind.FunctionDeclaration, ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.ClassExpression, ts.SyntaxKind.InterfaceDeclaration, ts.SyntaxKind.TypeAliasDeclaration, ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration, ts.SyntaxKind.ImportSpecifier, ts.SyntaxKind.ImportClause, ts.SyntaxKind.NamespaceImport, ts.SyntaxKind.ImportEqualsDeclaration, ts.SyntaxKind.TypeParameter,
]);
/** The name a declaration gives something in scope. */
const declares = (node: TS.Identifier) => DECLARATIONS.has(node.parent.kind) && (node.parent as { name?: TS.Node }).name === node;

/** An identifier, by file and start: the program's files are not always the nodes first parsed. */
interface NameUse {
  file: string;
  start: number;
}

/** Whether the identifier at `use` names something in the program. */
export function resolvesIn(program: TS.Program, checker: TS.TypeChecker, use: NameUse): boolean {
  const sourceFile = program.getSourceFile(use.file);
  let node: TS.Identifier | undefined;
  const visit = (n: TS.Node): void => {
    if (node || use.start < n.pos || use.start >= n.end) return;
    if (ts.isIdentifier(n) && n.getStart(sourceFile) === use.start) node = n;
    else ts.forEachChild(n, visit);
  };
  if (sourceFile) visit(sourceFile);
  if (!node) return false;
  return !!(ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node));
}

/** An identifier naming something in scope: not a property, a member, an attribute or a declaration's own name. */
function isReference(node: TS.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === node;
  if (ts.isQualifiedName(parent)) return parent.left === node;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if ((parent as { name?: TS.Node }).name === node) return false;
  return !((ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) && parent.propertyName === node);
}

/**
 * What `files` (absolute, normalized) import, and what those import: the project's files up to
 * IMPORT_DEPTH levels; a package binding by binding, whatever the depth: the files declaring what is
 * imported from it and what those declarations mention (graphql's `DocumentNode`, not its hundred
 * other files).
 */
export function importClosure(files: readonly string[], typing: Typing): string[] {
  const seen = new Set(files);
  const found: string[] = [];
  const include = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    found.push(file);
  };
  const demanded = new Set<string>();
  const whole = (file: string) => {
    const key = `${file}\0*`;
    if (demanded.has(key)) return;
    demanded.add(key);
    include(file);
    for (const imported of typing.importedFiles(file)) demand({ from: typing.resolve(imported.fileName, file), name: '*' });
  };
  /** A binding of a package file: the files along its re-exports, its declarations', and what they mention. */
  const demand = ({ from, name }: BindingRef): void => {
    if (from === null || found.length >= MAX_PROJECT_FILES) return;
    const shape = typing.shape(from);
    if (!shape) return whole(from);
    const key = `${from}\0${name}`;
    if (demanded.has(key)) return;
    demanded.add(key);
    include(from);
    if (name === '*') {
      for (const exported of shape.exports.keys()) demand({ from, name: exported });
      for (const star of shape.stars) demand({ from: star, name: '*' });
      return;
    }
    const exported = shape.exports.get(name);
    if (exported) return 'local' in exported ? local(from, shape, exported.local) : demand(exported);
    for (const star of shape.stars) if (star !== null && exportsName(star, name, new Set())) demand({ from: star, name });
  };
  const local = (file: string, shape: ModuleShape, name: string): void => {
    const imported = shape.imports.get(name);
    if (imported) return demand(imported);
    const key = `${file}\0\0${name}`;
    if (demanded.has(key)) return;
    demanded.add(key);
    for (const m of shape.locals.get(name)?.mentions ?? []) if (m !== name && (shape.locals.has(m) || shape.imports.has(m))) local(file, shape, m);
  };
  const exportsName = (file: string, name: string, visiting: Set<string>): boolean => {
    const shape = typing.shape(file);
    if (!shape) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    return shape.exports.has(name) || shape.stars.some((star) => star !== null && exportsName(star, name, visiting));
  };

  let frontier = [...seen];
  for (let depth = 0; depth < IMPORT_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const file of frontier) {
      if (typing.text(file) === undefined) continue;
      const shape = typing.shape(file);
      for (const imported of typing.importedFiles(file)) {
        const target = typing.resolve(imported.fileName, file);
        if (!target) continue;
        if (inPackage(target)) {
          // What the file takes from the package; all of it when that cannot be told.
          const refs = shape ? bindingsFrom(shape, target) : [];
          for (const ref of refs.length > 0 ? refs : [{ from: target, name: '*' }]) demand(ref);
          continue;
        }
        if (seen.has(target)) continue;
        include(target);
        next.push(target);
      }
      if (found.length >= MAX_PROJECT_FILES) return found;
    }
    frontier = next;
  }
  return found;
}

/** The bindings a module takes from `target`: imported, re-exported, or all of it (`export *`, `import()`). */
function bindingsFrom(shape: ModuleShape, target: string): BindingRef[] {
  const refs = [...shape.imports.values(), ...[...shape.exports.values()].filter((e): e is BindingRef => 'from' in e)].filter((r) => r.from === target);
  if (shape.stars.includes(target)) refs.push({ from: target, name: '*' });
  return refs;
}
