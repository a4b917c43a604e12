/**
 * The files a check reads: the paths given (files, directories or globs), else the project's
 * configured documents, else the working directory. Dependencies, build output and whatever the
 * `.gitignore` files ignore are skipped.
 */
import { readdir, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { escapePath, glob } from 'tinyglobby';
import { asPattern, globFrom, globStart, isGlob } from '../glob-start.js';
import { SunsetError } from '../errors.js';
import { displayPath, namedPath, pathWithin } from '../paths.js';
import { DOCUMENT_EXTENSIONS, SOURCE_EXTENSIONS } from './scan-source.js';

const EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...SOURCE_EXTENSIONS].map((ext) => ext.slice(1));
// Two patterns, not one a folder: the walk tests every path against each (picomatch), and one pattern
// of alternatives tests as fast as one folder's. Not one pattern: picomatch misreads a `**` in nested braces.
const ALWAYS_SKIPPED = ['**/{node_modules,.git,dist,build,out,coverage,.next,.turbo}/**', '**/*.d.ts'];
const SOURCE_GLOB = `**/*.{${EXTENSIONS.join(',')}}`;

export const isSourceFile = (file: string) => EXTENSIONS.some((ext) => file.endsWith(`.${ext}`)) && !file.endsWith('.d.ts');

/**
 * Absolute paths of the files to scan, sorted. With `globsMustMatch` (paths given on the command
 * line), a glob that leaves no file to read stops the run: a typo or the wrong directory, like a path
 * that does not exist. Not so for a project's configured document globs, which may match nothing (yet).
 */
export async function findSourceFiles(pointers: readonly string[], cwd: string, options: { globsMustMatch?: boolean } = {}): Promise<string[]> {
  const found = new Set<string>();
  // A glob reaching above the working directory (`../**`, a project's documents from a subfolder) reads the .gitignore files of where it starts.
  const roots = [cwd, ...pointers.map((p) => (isGlob(p, cwd) ? globStart(p, cwd).base : path.resolve(cwd, p)))];
  // The .gitignore files are found while the paths are listed: two walks of the tree at once, where
  // one after the other each waited on the file system (and on the run's other work) in turn.
  const ignoring = gitignoreFilter(roots);
  const listings = (pointers.length > 0 ? pointers : ['.']).map((pointer) => ({ pointer, listing: listPointer(pointer, cwd) }));
  // Each is awaited below, in order; one that fails before its turn is not an unhandled rejection.
  for (const { listing } of listings) listing.catch(() => {});
  const ignored = await ignoring;
  // A file or directory named on the command line is read even where a .gitignore ignores it: it was
  // asked for. So is the working directory, for the globs run there: a project in a folder its enclosing
  // repository ignores (a generated sample, a checkout inside another) still has its documents. Below
  // the outermost ignored directory holding what was asked for, the .gitignore files there still count,
  // however the same files are named (`.`, `src`, or from a subfolder).
  const askedFiles = new Set<string>();
  const askedDirs = new Set<string>();
  const outermostIgnored = (dir: string) => {
    let top = dir;
    for (let parent = path.dirname(top); parent !== top && ignored(parent, true); parent = path.dirname(top)) top = parent;
    return top;
  };
  if (ignored(cwd, true)) askedDirs.add(outermostIgnored(cwd));
  const keep = (file: string) => {
    if (askedFiles.has(file)) return true;
    const within = [...askedDirs].filter((dir) => isInside(file, dir)).sort((a, b) => a.length - b.length)[0];
    return !ignored(file, false, within);
  };
  // A directory that cannot be listed would pass a gate without its files: it stops the run, unless
  // a .gitignore skips it anyway. Those of the paths taken so far, as when they were listed in turn.
  const unreadable: UnreadableDirectory[] = [];
  const assertListed = () => {
    const stop = unreadable.find((u) => !ignored(u.dir, true));
    if (stop) throw new SunsetError(`cannot read directory: ${stop.code}`, { file: namedPath(stop.dir, cwd) });
  };
  for (const { pointer, listing } of listings) {
    const listed = await listing;
    unreadable.push(...listed.unreadable);
    if (listed.kind === 'missing') throw new SunsetError('no such file or directory', { file: pointer });
    if (listed.kind === 'glob') {
      assertListed();
      // A file the .gitignore files skip is no match either.
      if (options.globsMustMatch && !listed.files.some(keep)) throw new SunsetError(`no GraphQL or TS/JS source file matches ${pointer}`);
      for (const file of listed.files) found.add(file);
      continue;
    }
    const absolute = path.resolve(cwd, pointer);
    if (listed.kind === 'file') {
      found.add(absolute);
      if (ignored(absolute)) askedFiles.add(absolute);
      continue;
    }
    if (ignored(absolute, true)) askedDirs.add(outermostIgnored(absolute));
    for (const file of listed.files) found.add(file);
    assertListed();
  }
  return [...found].filter(keep).sort();
}

/** What one path given lists: a glob's matches, a file, a directory's source files, or nothing there. */
type Listing = { unreadable: UnreadableDirectory[] } & ({ kind: 'glob'; files: string[] } | { kind: 'directory'; files: string[] } | { kind: 'file' } | { kind: 'missing' });

async function listPointer(pointer: string, cwd: string): Promise<Listing> {
  const unreadable: UnreadableDirectory[] = [];
  if (isGlob(pointer, cwd)) return { kind: 'glob', files: await globSources(pointer, cwd, unreadable), unreadable };
  const absolute = path.resolve(cwd, pointer);
  const info = await stat(absolute).catch(() => null);
  if (!info) return { kind: 'missing', unreadable };
  if (info.isFile()) return { kind: 'file', unreadable };
  const files = await glob(SOURCE_GLOB, { cwd: absolute, absolute: true, ignore: ALWAYS_SKIPPED, dot: false, fs: reportingReaddir(unreadable) });
  return { kind: 'directory', files, unreadable };
}

interface UnreadableDirectory {
  dir: string;
  code: string;
}

/**
 * The glob's file system with a `readdir` that records the directories it cannot list (the glob
 * itself passes over them in silence). A directory gone meanwhile is no error.
 */
function reportingReaddir(unreadable: UnreadableDirectory[]) {
  return {
    readdir: ((dir: string, options: object, callback: (error: NodeJS.ErrnoException | null, entries: unknown) => void) =>
      readdir(dir, options, (error, entries) => {
        if (error && error.code !== 'ENOENT') unreadable.push({ dir: path.normalize(dir), code: error.code ?? error.message });
        callback(error, entries);
      })) as unknown as typeof readdir,
  };
}

/** Whether `file` is `dir` or below it. */
const isInside = (file: string, dir: string) => pathWithin(dir, file) !== null;

/**
 * The files a run (check, codemods) reads: the paths given on the command line, every glob of which
 * must match, else the project's configured documents (relative to its config's directory), less
 * those its `!` patterns exclude (`['src/**', '!src/generated/**']`, as graphql-config reads them).
 */
export async function findRunSourceFiles(paths: readonly string[] | undefined, project: { documents: readonly string[]; rootDir: string }, cwd: string): Promise<string[]> {
  if (paths?.length) return findSourceFiles(paths, cwd, { globsMustMatch: true });
  // The config's globs are relative to its folder, the working directory or one above it (a run from a package of a monorepo).
  const prefix = project.rootDir === cwd ? '' : `${escapePath(path.relative(cwd, project.rootDir).split(path.sep).join('/'))}/`;
  const excluding = project.documents.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  const found = await findSourceFiles(
    project.documents.filter((glob) => !glob.startsWith('!')).map((glob) => (path.isAbsolute(glob) ? glob : prefix + glob)),
    cwd,
  );
  if (excluding.length === 0) return found;
  const excluded = new Set((await globFrom(excluding.map((pointer) => asPattern(pointer, project.rootDir)), project.rootDir, { dot: true })).map((file) => path.normalize(file)));
  return found.filter((file) => !excluded.has(path.normalize(file)));
}

const globSources = async (pattern: string, cwd: string, unreadable: UnreadableDirectory[]) =>
  (await globFrom(pattern, cwd, { ignore: ALWAYS_SKIPPED, dot: false, fs: reportingReaddir(unreadable) })).filter(isSourceFile);

/**
 * A test for "ignored by a .gitignore", as git reads them: every .gitignore under each root (the
 * working directory, and directories named on the command line), and those of the directories
 * above a root up to its repository's top (a run from a subfolder of a monorepo, or on `../other`);
 * with `within`, only those in that directory and below it.
 */
async function gitignoreFilter(roots: readonly string[]): Promise<(file: string, isDirectory?: boolean, within?: string) => boolean> {
  const files = new Set<string>();
  // A root inside another is covered by it: its .gitignore files, and those above it, are the outer one's.
  for (const root of new Set(roots.filter((root) => !roots.some((other) => other !== root && isInside(root, other))))) {
    const info = await stat(root).catch(() => null);
    const dir = info?.isDirectory() ? root : path.dirname(root);
    for (const file of await glob('**/.gitignore', { cwd: dir, absolute: true, ignore: ['**/node_modules/**', '**/.git/**'], dot: true })) files.add(path.normalize(file));
    for (const above of await ancestorsInRepository(dir)) files.add(path.join(above, '.gitignore'));
  }
  const rules: Array<{ dir: string; matcher: Ignore }> = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.trim()) rules.push({ dir: path.dirname(file), matcher: ignore().add(text) });
  }
  if (rules.length === 0) return () => false;
  // `dir/` patterns match only paths written as directories, with the trailing slash.
  // `within`: only the .gitignore files in that directory and below it.
  return (file, isDirectory = false, within) =>
    rules.some(({ dir, matcher }) => {
      if (within !== undefined && !isInside(dir, within)) return false;
      const relative = pathWithin(dir, file);
      if (!relative) return false;
      return matcher.ignores(relative.split(path.sep).join('/') + (isDirectory ? '/' : ''));
    });
}

/** The directories above `dir` up to the top of the git repository holding it (none outside a repository). */
async function ancestorsInRepository(dir: string): Promise<string[]> {
  const above: string[] = [];
  for (let current = dir; ; ) {
    if (await stat(path.join(current, '.git')).catch(() => null)) return above;
    const parent = path.dirname(current);
    if (parent === current) return [];
    above.push(parent);
    current = parent;
  }
}

/**
 * Reads every file; a file that cannot be read stops the run with its name. Synchronous on purpose:
 * for thousands of small files it is several times faster than promises through libuv's thread pool.
 */
export async function readSourceFiles(files: readonly string[], cwd: string): Promise<Array<{ file: string; text: string }>> {
  return files.map((absolute) => {
    const display = displayPath(absolute, cwd);
    try {
      return { file: display, text: readFileSync(absolute, 'utf8') };
    } catch (error) {
      throw new SunsetError(`cannot read file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { file: display });
    }
  });
}
