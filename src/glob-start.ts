/**
 * Globs run from where they start. tinyglobby leaves out the matches inside the working directory of
 * a glob that climbs above it (`../**` from `packages/app` finds `../other`, never `../app`:
 * tinyglobby#128), so a glob whose leading plain segments name a directory outside `cwd` (`..`,
 * `/abs/dir`) is run from that directory, with the rest of it. Every glob sunset runs over the user's
 * files goes through here: documents, schema files, and the files the ESLint rules watch.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapePath, glob, globSync, isDynamicPattern, type GlobOptions } from 'tinyglobby';
import { pathWithin } from './paths.js';

/**
 * Whether a pointer is a glob: glob syntax, and no file or folder of that name (`web (site)` and
 * `p(q)/t.graphql` are paths, though picomatch would read their parentheses; a glob of such a folder
 * escapes them: `web \\(site\\)/**`).
 */
export function isGlob(pointer: string, cwd: string): boolean {
  return isDynamicPattern(pointer) && !existsSync(path.resolve(cwd, pointer));
}

/**
 * A pointer as a glob pattern: a glob as it is; a file or folder that exists escaped, so that its
 * name is read as written (a folder as everything under it); a `!` before either kept.
 */
export function asPattern(pointer: string, cwd: string): string {
  if (pointer.startsWith('!')) return `!${asPattern(pointer.slice(1), cwd)}`;
  const info = statSync(path.resolve(cwd, pointer), { throwIfNoEntry: false });
  // What exists is written as it is named (isGlob's rule), glob syntax and all.
  const pattern = info && isDynamicPattern(pointer) ? escapePath(pointer) : pointer;
  return info?.isDirectory() ? `${pattern.replace(/\/+$/, '')}/**` : pattern;
}

/** How many leading segments are plain (no glob syntax and no escape, which tinyglobby reads); never the last. */
export function plainSegments(segments: readonly string[]): number {
  let plain = 0;
  while (plain < segments.length - 1 && !isDynamicPattern(segments[plain]!) && !segments[plain]!.includes('\\')) plain++;
  return plain;
}

/** The directory a glob starts in and the rest of it, when that directory is outside `cwd`; else `cwd` and the glob as it is. */
export function globStart(pattern: string, cwd: string): { base: string; rest: string } {
  const segments = pattern.split('/');
  const plain = plainSegments(segments);
  const base = path.resolve(cwd, segments.slice(0, plain).join('/') || (pattern.startsWith('/') ? '/' : '.'));
  if (plain === 0 || pathWithin(cwd, base) !== null) return { base: cwd, rest: pattern };
  return { base, rest: segments.slice(plain).join('/') };
}

type Options = Omit<GlobOptions, 'cwd' | 'absolute' | 'patterns'>;

/** The absolute paths `patterns` match from `cwd` (each run from where it starts), in no set order. */
export async function globFrom(patterns: string | readonly string[], cwd: string, options: Options = {}): Promise<string[]> {
  const runs = groupByStart(patterns, cwd);
  const found = await Promise.all([...runs].map(([base, rest]) => glob(rest, { ...options, cwd: base, absolute: true })));
  return [...new Set(found.flat())];
}

/** `globFrom`, without waiting: for the ESLint rules, which are synchronous. */
export function globFromSync(patterns: string | readonly string[], cwd: string, options: Options = {}): string[] {
  const runs = groupByStart(patterns, cwd);
  return [...new Set([...runs].flatMap(([base, rest]) => globSync(rest, { ...options, cwd: base, absolute: true })))];
}

/** The patterns by the directory they run from: those starting in `cwd` in one run, as tinyglobby takes them. */
function groupByStart(patterns: string | readonly string[], cwd: string): Map<string, string[]> {
  const runs = new Map<string, string[]>();
  for (const pattern of typeof patterns === 'string' ? [patterns] : patterns) {
    const { base, rest } = globStart(pattern, cwd);
    runs.set(base, [...(runs.get(base) ?? []), rest]);
  }
  return runs;
}
