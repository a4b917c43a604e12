/**
 * Files the rules read, with their modification times then: what tells the rules' caches and the
 * prefetch worker's results that a schema, schedule, config or fragment file changed since.
 */
import { statSync } from 'node:fs';

/** How long a check of a file's modification time holds. */
export const RECHECK_MS = 1000;

export const mtimeOf = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

export interface WatchedFile {
  file: string;
  mtimeMs: number;
}

/** `files` with their modification times now. */
export const watch = (files: readonly string[]): WatchedFile[] => files.map((file) => ({ file, mtimeMs: mtimeOf(file) }));

/** Whether none of `files` changed since it was watched. */
export const unchanged = (files: readonly WatchedFile[]): boolean => files.every((w) => mtimeOf(w.file) === w.mtimeMs);

/** A set of watched files, checked on disk at most once a second (the rules run on every keystroke). */
export class WatchedFiles {
  private checkedAt: number;

  constructor(
    readonly files: readonly WatchedFile[],
    now: number,
  ) {
    this.checkedAt = now;
  }

  /** True while none changed; within a second of the last check, true without looking. */
  unchanged(now: number): boolean {
    if (now - this.checkedAt < RECHECK_MS) return true;
    this.checkedAt = now;
    return unchanged(this.files);
  }
}
