/** How sunset names files and tells them from URLs, the same in every message and report. */
import path from 'node:path';

/** A schema pointer that is a live endpoint rather than a file. */
export const isUrl = (pointer: string) => /^https?:\/\//i.test(pointer);

/** `file` relative to `cwd` with `/` separators (`../` included); absolute only on another drive. */
export function displayPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, file);
  return (path.isAbsolute(relative) ? file : relative).split(path.sep).join('/');
}
