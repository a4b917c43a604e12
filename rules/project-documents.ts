/**
 * Where a linted file's fragments come from, said once for both paths that resolve them: the
 * in-thread fragment index (rules/project-state.ts) and the prefetch worker (rules/prefetch-worker.ts).
 * The documents are the graphql-config project's `documents`, else every source file under the
 * file's project root; a spread resolves to the file's own fragment, else to the first definition
 * in another file (in path order).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ASTNode, FragmentDefinitionNode } from 'graphql';
import { documentComments, type DocumentComment } from '../src/analysis/document-comments.js';
import { forEachFragmentSpread } from '../src/analysis/fragment-spreads.js';
import { spreadersOf, type Analyzer, type ParsedSource, type SourceInput } from '../src/analysis/analyzer.js';
import { bothSpreaders, type Spreader, type SpreaderIndex } from '../src/analysis/fragment-spreaders.js';
import type { Finding } from '../src/analysis/types.js';
import type { ProjectSettings } from '../src/config/project-config.js';
import { isSourceFile } from '../src/documents/find-source-files.js';
import { asPattern, globFromSync } from '../src/glob-start.js';
import type { ConstantModules } from '../src/documents/imported-constants.js';
import { isDocumentFile } from '../src/documents/scan-source.js';
import { displayPath } from '../src/paths.js';
import { directiveComments } from './disable-directives.js';

const SKIPPED = ['**/node_modules/**', '**/.git/**', '**/dist/**', '**/build/**', '**/out/**', '**/coverage/**', '**/.next/**', '**/.turbo/**', '**/*.d.ts'];
const ALL_SOURCES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs,graphql,gql}';
const ROOT_MARKERS = ['package.json', 'tsconfig.json', 'jsconfig.json'];
/** Only a file that says `fragment Name` can define one: the others are never parsed for fragments. */
export const FRAGMENT_MARKER = /\bfragment\s+[_A-Za-z]/;

/** The documents a file's spreads are looked up in: a directory and the patterns under it. */
export interface DocumentScope {
  root: string;
  patterns: readonly string[];
}

export function documentScopeOf(settings: ProjectSettings, physicalFilename: string, cwd: string): DocumentScope {
  if (settings.documents.length > 0) return { root: settings.rootDir, patterns: settings.documents };
  return { root: projectRootOf(physicalFilename, cwd), patterns: [ALL_SOURCES] };
}

/** The scope's source files, absolute and normalized, in path order. */
export function listDocuments(scope: DocumentScope): string[] {
  return globFromSync(scope.patterns.map((pointer) => asPattern(pointer, scope.root)), scope.root, { ignore: SKIPPED, dot: false })
    .filter(isSourceFile)
    .map((file) => path.normalize(file))
    .sort();
}

const roots = new Map<string, string>();

/**
 * The nearest directory above `file` with a package.json or tsconfig.json, not above the working
 * directory: where its fragments are looked for when no graphql-config names the documents.
 */
function projectRootOf(file: string, cwd: string): string {
  const start = path.isAbsolute(file) ? path.dirname(file) : cwd;
  const cached = roots.get(start);
  if (cached) return cached;
  const inside = (dir: string) => {
    const relative = path.relative(cwd, dir);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  // A file outside the working directory is looked at from its own directory up to the file system root.
  const bounded = inside(start);
  let root = bounded ? cwd : start;
  // Every directory walked through without a marker has the same root: sibling folders stop there.
  const walked: string[] = [];
  for (let dir = start; ; ) {
    const known = roots.get(dir);
    if (known) {
      root = known;
      break;
    }
    walked.push(dir);
    if (ROOT_MARKERS.some((marker) => existsSync(path.join(dir, marker)))) {
      root = dir;
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir || (bounded && dir === cwd)) break;
    dir = parent;
  }
  // (Unbounded and unmarked, each directory is its own root.)
  if (bounded || root !== start) for (const dir of walked) roots.set(dir, root);
  else roots.set(start, root);
  return root;
}

/** Forgets the project roots found (tests). */
export function resetProjectRoots(): void {
  roots.clear();
}

/** The file's own fragments, and the ones it spreads from other files (transitively), as `resolve` finds them. */
function collectFragments(analyzer: Analyzer, parsed: ParsedSource, resolve: (name: string) => FragmentDefinitionNode | undefined): Map<string, FragmentDefinitionNode> {
  const fragments = analyzer.fragmentIndex([parsed]);
  const looked = new Set<string>();
  const pending: string[] = [];
  const collectSpreads = (node: ASTNode): void => {
    forEachFragmentSpread(node, (spread) => {
      if (!fragments.has(spread.name.value)) pending.push(spread.name.value);
    });
  };
  for (const document of parsed.documents) if (document.ast) collectSpreads(document.ast);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (fragments.has(name) || looked.has(name)) continue;
    looked.add(name);
    const definition = resolve(name);
    if (!definition) continue;
    fragments.set(name, definition);
    collectSpreads(definition.selectionSet);
  }
  return fragments;
}

/**
 * The engine's findings for one file's text, as the rules and the prefetch worker both compute them:
 * its documents with the fragments they spread, `project.resolve` answering for those it does not
 * define, a fix inside one of its fragments checked against `project.spreaders` (other files'
 * definitions spreading it, whose spreads `project.resolve` answers too), and the constants it
 * imports from other modules, as `constants` reads them from disk (from the file's absolute path).
 * `resolved` records each name looked up elsewhere (undefined: not found).
 */
export function analyzeWithFragments(
  analyzer: Analyzer,
  input: SourceInput,
  project: { resolve: (name: string) => FragmentDefinitionNode | undefined; spreaders: (name: string) => readonly Spreader[] },
  constants?: { modules: ConstantModules; file: string },
): { findings: Finding[]; resolved: Map<string, FragmentDefinitionNode | undefined>; comments: DocumentComment[] } {
  const own = analyzer.parseSource(input);
  const parsed = constants ? analyzer.withImportedConstants(own, constants.modules, constants.file, input.typescriptSourceFile) : own;
  const resolved = new Map<string, FragmentDefinitionNode | undefined>();
  const resolve = (name: string) => {
    if (!resolved.has(name)) resolved.set(name, project.resolve(name));
    return resolved.get(name);
  };
  const fragments = collectFragments(analyzer, parsed, resolve);
  const elsewhere: SpreaderIndex = { spreadersOf: project.spreaders, resolve };
  const spreaders = bothSpreaders(spreadersOf([parsed], (name) => fragments.get(name) ?? resolve(name)), elsewhere);
  // The disable directives written inside its embedded documents: the rules apply them (ESLint never sees them).
  return { findings: analyzer.analyzeSource(parsed, fragments, spreaders).findings, resolved, comments: directiveComments(documentComments(parsed)) };
}

/** The name findings carry for a linted file: relative to the working directory, `/` separators; a virtual `.graphql` name for GraphQL text. */
export function findingFileName(filename: string, cwd: string, isGraphqlDocument: boolean): string {
  const relative = (path.isAbsolute(filename) ? displayPath(filename, cwd) : filename.split(path.sep).join('/')) || filename;
  return isGraphqlDocument && !isDocumentFile(relative) ? `${relative}.graphql` : relative;
}
