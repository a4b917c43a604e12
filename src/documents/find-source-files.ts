/**
 * The files a check reads: the paths given (files, directories or globs), else the project's
 * configured documents, else the working directory. Dependencies, build output and whatever the
 * `.gitignore` files ignore are skipped.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { glob, isDynamicPattern } from 'tinyglobby';
import { SunsetError } from '../errors.js';
import { displayPath } from '../paths.js';
import { DOCUMENT_EXTENSIONS, SOURCE_EXTENSIONS } from './scan-source.js';

const EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...SOURCE_EXTENSIONS].map((ext) => ext.slice(1));
const ALWAYS_SKIPPED = ['**/node_modules/**', '**/.git/**', '**/dist/**', '**/build/**', '**/out/**', '**/coverage/**', '**/.next/**', '**/.turbo/**', '**/*.d.ts'];
const SOURCE_GLOB = `**/*.{${EXTENSIONS.join(',')}}`;

export const isSourceFile = (file: string) => EXTENSIONS.some((ext) => file.endsWith(`.${ext}`)) && !file.endsWith('.d.ts');

/** Absolute paths of the files to scan, sorted. */
export async function findSourceFiles(pointers: readonly string[], cwd: string): Promise<string[]> {
  const found = new Set<string>();
  const ignored = await gitignoreFilter(cwd);
  // A file or directory named on the command line is read even where a .gitignore ignores it: it was asked for.
  const asked = new Set<string>();
  for (const pointer of pointers.length > 0 ? pointers : ['.']) {
    if (isDynamicPattern(pointer)) {
      for (const file of await globSources(pointer, cwd)) found.add(file);
      continue;
    }
    const absolute = path.resolve(cwd, pointer);
    const info = await stat(absolute).catch(() => null);
    if (!info) throw new SunsetError('no such file or directory', { file: pointer });
    const explicitlyIgnored = ignored(absolute, info.isDirectory());
    if (info.isFile()) {
      found.add(absolute);
      if (explicitlyIgnored) asked.add(absolute);
      continue;
    }
    for (const file of await glob(SOURCE_GLOB, { cwd: absolute, absolute: true, ignore: ALWAYS_SKIPPED, dot: false })) {
      found.add(file);
      if (explicitlyIgnored) asked.add(file);
    }
  }
  return [...found].filter((file) => asked.has(file) || !ignored(file)).sort();
}

const globSources = async (pattern: string, cwd: string) =>
  (await glob(pattern, { cwd, absolute: true, ignore: ALWAYS_SKIPPED, dot: false })).filter(isSourceFile);

/**
 * Stops on the first glob among paths given on the command line that matches no file to check: a
 * typo or the wrong directory, like a path that does not exist. Not for the project's configured
 * document globs, where one that matches nothing (yet) is no mistake.
 */
export async function requireGlobMatches(paths: readonly string[], cwd: string): Promise<void> {
  for (const pattern of paths) {
    if (isDynamicPattern(pattern) && (await globSources(pattern, cwd)).length === 0) throw new SunsetError(`no GraphQL or TS/JS source file matches ${pattern}`);
  }
}

/** A test for "ignored by a .gitignore": the working directory's and every nested one. */
async function gitignoreFilter(cwd: string): Promise<(file: string, isDirectory?: boolean) => boolean> {
  const files = await glob('**/.gitignore', { cwd, absolute: true, ignore: ['**/node_modules/**', '**/.git/**'], dot: true });
  const rules: Array<{ dir: string; matcher: Ignore }> = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.trim()) rules.push({ dir: path.dirname(file), matcher: ignore().add(text) });
  }
  if (rules.length === 0) return () => false;
  // `dir/` patterns match only paths written as directories, with the trailing slash.
  return (file, isDirectory = false) =>
    rules.some(({ dir, matcher }) => {
      const relative = path.relative(dir, file);
      if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false;
      return matcher.ignores(relative.split(path.sep).join('/') + (isDirectory ? '/' : ''));
    });
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
