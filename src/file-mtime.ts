/** A file's modification time as the caches that watch files compare it. */
import { statSync } from 'node:fs';

/** A file's modification time, -1 when there is no file there (a directory of that name included). */
export function fileMtimeOf(file: string): number {
  try {
    // Most paths asked about are absent (the candidates of a resolution): no exception for those.
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats?.isFile() ? stats.mtimeMs : -1;
  } catch {
    return -1;
  }
}
