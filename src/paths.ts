/** How sunset names files and tells them from URLs, the same in every message and report. */
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** A schema pointer that is a live endpoint rather than a file. */
export const isUrl = (pointer: string) => /^https?:\/\//i.test(pointer);

/** `file` relative to `cwd` with `/` separators (`../` included); absolute only on another drive. */
export function displayPath(file: string, cwd: string): string {
  const below = pathWithin(cwd, file);
  if (below !== null && path.sep === '/') return below;
  const relative = below ?? path.relative(cwd, file);
  return (path.isAbsolute(relative) ? file : relative).split(path.sep).join('/');
}

/** The name a message gives a path: as `displayPath` names it, and `.` for the working directory itself (`--changes .`). */
export const namedPath = (file: string, cwd: string): string => displayPath(file, cwd) || '.';

/** A `.` or `..` segment, or an empty one: a path not as path.resolve leaves it. */
const UNNORMALIZED = /\/\/|\/\.\.?(?:\/|$)/;

/**
 * `file` relative to `dir` when it is `dir` (`''`) or below it, else null. Absolute POSIX paths as
 * path.resolve and the directory walk give them are compared as strings: path.relative resolves both
 * first, which took most of the time a run spent choosing its files (2,500 files against the
 * `.gitignore` files' folders: 12–19 ms of 20). Any other path goes through path.relative.
 */
export function pathWithin(dir: string, file: string): string | null {
  if (path.sep === '/' && dir.startsWith('/') && file.startsWith('/') && !UNNORMALIZED.test(dir) && !UNNORMALIZED.test(file)) {
    const top = dir.length > 1 && dir.endsWith('/') ? dir.slice(0, -1) : dir;
    const below = file.length > 1 && file.endsWith('/') ? file.slice(0, -1) : file;
    if (below === top) return '';
    if (top === '/') return below.slice(1);
    return below.startsWith(top) && below[top.length] === '/' ? below.slice(top.length + 1) : null;
  }
  const relative = path.relative(dir, file);
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative) ? null : relative;
}

/**
 * For files named relative to `cwd`, the first name (in sorted order) of the same file on disk: a
 * file the tree reaches by two paths (a symbolic link) is one file, named once. A name that cannot be
 * resolved stands for itself.
 */
export async function firstNames(files: Iterable<string>, cwd: string): Promise<Map<string, string>> {
  const sorted = [...new Set(files)].sort();
  const reals = await Promise.all(sorted.map((file) => realpath(path.resolve(cwd, file)).catch(() => path.resolve(cwd, file))));
  const firstOf = new Map<string, string>();
  const names = new Map<string, string>();
  sorted.forEach((file, i) => {
    const first = firstOf.get(reals[i]!) ?? file;
    firstOf.set(reals[i]!, first);
    names.set(file, first);
  });
  return names;
}
