/**
 * Every file sunset writes (`--out`, the codemods' rewrites) is written whole or not at all: the text
 * goes to a temporary file beside the target, is flushed to disk, then renamed over it, so a reader
 * sees the old text or the new one, never part of either.
 *
 * Not write-file-atomic: it issues one write(2) and ignores a short count, so on a full disk (or
 * under a file size limit) it renames a truncated file over the good one; its main branch still
 * does. `FileHandle.writeFile` writes until every byte is out and throws when the disk refuses.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { messageOf } from './errors.js';

export async function writeAtomically(target: string, text: string): Promise<void> {
  const existing = await fs.stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  // A pipe, a device or /dev/stdout is written in place: a rename would replace it with a plain file.
  if (existing && !existing.isFile()) return fs.writeFile(target, text);
  // Beside the file a symlink points to, so that the link stays a link.
  const real = existing ? await fs.realpath(target) : target;
  const temp = path.join(path.dirname(real), `.${path.basename(real)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temp, 'wx');
    await handle.writeFile(text);
    // The old file's permissions and, where we may, its owner carry over to the new text.
    if (existing) {
      await handle.chmod(existing.mode & 0o7777);
      if (process.getuid?.() === 0) await handle.chown(existing.uid, existing.gid).catch(() => {});
    }
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, real);
  } catch (error) {
    await handle?.close().catch(() => {});
    await fs.rm(temp, { force: true }).catch(() => {});
    // The error names the file asked for, not the temporary one.
    throw new Error(messageOf(error).split(temp).join(target), { cause: error });
  }
}
