/**
 * Files the rules read, with their modification times then: what tells the rules' caches and the
 * prefetch worker's results that a schema, schedule, config or fragment file changed since. And the
 * listings a project was loaded from (the graphql-config files in the working directory, the
 * matches of each schema glob), with the modification times of the directories they were listed
 * from: a file added or removed there changes its directory's time, and only then is it listed again.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { globFromSync, isGlob, plainSegments } from '../src/glob-start.js';
import { configFileNamesIn, configSearchDirs } from '../src/config/project-config.js';

/** How long a check of a file's modification time holds. */
export const RECHECK_MS = 1000;
/** How long a listing of the project's documents holds when a spread names a fragment none defines. */
export const RELIST_MS = 5000;

export const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

export { fileMtimeOf } from '../src/file-mtime.js';

export interface WatchedFile {
  file: string;
  mtimeMs: number;
}

/** `files` with their modification times now. */
export const watch = (files: readonly string[]): WatchedFile[] => files.map((file) => ({ file, mtimeMs: mtimeOf(file) }));

/** Whether none of `files` changed since it was watched. */
export const unchanged = (files: readonly WatchedFile[]): boolean => files.every((w) => mtimeOf(w.file) === w.mtimeMs);

/**
 * What a listing found, and the directories it depends on. Plain data: the prefetch worker posts
 * its listings to the rules' thread, which checks them.
 */
export interface WatchedListing {
  /** A schema glob (absolute, or relative to `cwd`); null: the graphql-config files where `cwd`'s is looked for. */
  glob: string | null;
  cwd: string;
  /** What it found then, sorted: absolute files (for the config files too). */
  found: string[];
  /** The directories whose entries it depends on, with their modification times. */
  dirs: WatchedFile[];
}

/** The options src/schema/load-schema.ts expands schema globs with. */

/** The graphql-config files where `cwd`'s is looked for (absolute), sorted: listings compare equal whatever order a directory gives. */
export const configFilesIn = (cwd: string): string[] => configSearchDirs(cwd).flatMap((dir) => configFileNamesIn(dir).map((name) => path.join(dir, name))).sort();

function relist(listing: Pick<WatchedListing, 'glob' | 'cwd'>): string[] {
  if (listing.glob === null) return configFilesIn(listing.cwd);
  return globFromSync(listing.glob, listing.cwd, { ignore: ['**/node_modules/**'] })
    .map((file) => path.normalize(file))
    .sort();
}

/** Beyond this many directories under a glob's fixed base, only those holding a match are watched. */
const MAX_WATCHED_DIRS = 200;

/**
 * The directories a glob can match files in: its fixed base (`schema` for `schema/**\/*.graphql`)
 * and the directories under it as deep as the glob goes; under a base with too many, those of the
 * matches `found` and the ones between them and the base.
 */
function globDirectories(glob: string, cwd: string, found: readonly string[]): string[] {
  const segments = glob.split('/');
  const fixed = plainSegments(segments);
  const base = path.resolve(cwd, segments.slice(0, fixed).join('/') || '.');
  const depth = segments.slice(fixed).includes('**') ? Infinity : segments.length - fixed - 1;
  if (depth === 0) return [base];
  const below = globSync('**', { cwd: base, onlyDirectories: true, absolute: true, ignore: ['**/node_modules/**'], ...(depth === Infinity ? {} : { deep: depth - 1 }) });
  if (below.length <= MAX_WATCHED_DIRS) return [base, ...below.map((dir) => path.resolve(dir))];
  const dirs = new Set([base]);
  for (const file of found) {
    for (let dir = path.dirname(file); !dirs.has(dir) && dir.startsWith(base + path.sep); dir = path.dirname(dir)) dirs.add(dir);
  }
  return [...dirs];
}

/** The graphql-config files where `cwd`'s is looked for, watched: one appearing (or going) changes which project loads. */
export function watchConfigFiles(cwd: string): WatchedListing {
  // The time first, the listing second: a file added in between changes the time, and is seen at the next check.
  const dirs = watch(configSearchDirs(cwd));
  return { glob: null, cwd, found: configFilesIn(cwd), dirs };
}

/** A glob's listing; `known`, the last one's matches, tell the directories to watch before listing. */
function globListing(glob: string, cwd: string, known: readonly string[] | null): WatchedListing {
  const dirs = known && watch(globDirectories(glob, cwd, known));
  const found = relist({ glob, cwd });
  return { glob, cwd, found, dirs: dirs ?? watch(globDirectories(glob, cwd, found)) };
}

/**
 * A schema glob's matches, watched: a schema file added where it matches changes the schema. Null
 * for a plain path. Taken before the schema is loaded: a file added in between is in the schema.
 */
export function watchGlob(glob: string, cwd: string): WatchedListing | null {
  return isGlob(glob, cwd) ? globListing(glob, cwd, null) : null;
}

/** Whether `listing` would find the same; lists again only when one of its directories changed. */
export function listingUnchanged(listing: WatchedListing): boolean {
  if (unchanged(listing.dirs)) return true;
  const again = listing.glob === null ? watchConfigFiles(listing.cwd) : globListing(listing.glob, listing.cwd, listing.found);
  if (again.found.length !== listing.found.length || again.found.some((f, i) => f !== listing.found[i])) return false;
  // Something else changed there (an editor's backup file, a new directory): the same matches, looked at again on the next change.
  listing.dirs = again.dirs;
  return true;
}

/** A set of watched files and listings, checked on disk at most once a second (the rules run on every keystroke). */
export class WatchedFiles {
  private checkedAt: number;

  constructor(
    readonly files: readonly WatchedFile[],
    readonly listings: readonly WatchedListing[],
    now: number,
  ) {
    this.checkedAt = now;
  }

  /** True while none changed; within a second of the last check, true without looking. */
  unchanged(now: number): boolean {
    if (now - this.checkedAt < RECHECK_MS) return true;
    this.checkedAt = now;
    return unchanged(this.files) && this.listings.every(listingUnchanged);
  }
}
