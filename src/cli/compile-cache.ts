/**
 * V8's code cache between runs of the command. Much of a short run is V8 compiling the TypeScript
 * compiler (9 MB of JavaScript that `codemod` and `check` load) and then running it cold.
 *
 * Node 22.1+ has this built in (`module.enableCompileCache()`, which eslint's and tsc's commands call),
 * and it is used where it exists. On Node 20 the same is done for CommonJS files (TypeScript,
 * ts-morph, graphql, the command bundled by rolldown.config.js) by compiling them through `vm.Script` with the cached data of an earlier
 * run, and saving, as the run exits, what V8 compiled during it: a cache made only at load time would
 * hold little more than each file's top level, since V8 compiles functions when first called.
 *
 * Either way, `NODE_DISABLE_COMPILE_CACHE=1` turns it off and `NODE_COMPILE_CACHE` names the folder, as
 * for Node's own. The default folder is per user, under the system's temporary folder; it holds an
 * entry a file path, and entries no run has used for a month are deleted. A cache that
 * cannot be read or written is ignored: it only ever makes a run faster. V8 rejects data made for
 * another source, V8 or set of flags (`cachedDataRejected`), and the file is then compiled as usual.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

interface CommonJsModule {
  exports: unknown;
  filename: string;
  require: (id: string) => unknown;
  _compile(content: string, filename: string): unknown;
}

type ModuleClass = typeof module & { prototype: CommonJsModule; wrap(content: string): string };

/**
 * Turns the cache on for the rest of the process; returns where it is kept (null: not kept).
 * `workload` names what the process runs (the command): each keeps entries of its own. An entry
 * holds what the run that made it compiled, and is used as it is from then on; one made by `check`
 * lacks most of what `codemod` compiles (the codemod bench's run took 0.98–1.03 s with `check`'s
 * entries against 0.90 s with its own).
 */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env, workload = ''): string | null {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  const builtIn = (module as { enableCompileCache?: (dir?: string) => { directory?: string } }).enableCompileCache;
  if (builtIn) return builtIn(env.NODE_COMPILE_CACHE || undefined).directory ?? null;
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  const directory = path.join(env.NODE_COMPILE_CACHE || path.join(os.tmpdir(), 'node-compile-cache'), `sunset-${uid}-${process.version}-${process.arch}`);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
  } catch {
    return null;
  }
  installFallback(directory, workload);
  return directory;
}

/** Files below this size are tested for `import(` (a test of the 9 MB compiler would cost more than its cache saves). */
const SMALL_FILE = 256 * 1024;
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/**
 * An entry is the file's path's (one a path, whatever its version: a package reinstalled or a bundle
 * rebuilt replaces its entry rather than adding one), and starts with what tells the version of the
 * source it was made from: its size, modification and change times, and inode. V8 checks only the
 * size; the modification time can be set back (`cp -p`, `rsync -a`, `touch -r`, an archive unpacked),
 * the change time cannot. Keyed by size and time, the folder grew by a full set of entries at every
 * install and build: 313 MB in a day of building and testing here.
 */
const HEADER_BYTES = 32;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An entry no run has used for this long is deleted: its package was removed, or its checkout. */
const UNUSED_FOR_MS = 30 * DAY_MS;
/** An entry a run uses is marked used (its time set) when older than this: once a week, not every run. */
const MARK_USED_AFTER_MS = 7 * DAY_MS;

function headerOf(length: number, source: { mtimeMs: number; ctimeMs: number; ino: number }): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeDoubleLE(length, 0);
  header.writeDoubleLE(source.mtimeMs, 8);
  header.writeDoubleLE(source.ctimeMs, 16);
  header.writeDoubleLE(source.ino, 24);
  return header;
}

/** The cached data in `file` for a source of that size and time; undefined when there is none, or it is another version's. */
function readEntry(file: string, header: Buffer): Buffer | undefined {
  let entry: Buffer;
  try {
    entry = readFileSync(file);
  } catch {
    // None yet: made as the run exits.
    return undefined;
  }
  if (entry.length <= HEADER_BYTES || !entry.subarray(0, HEADER_BYTES).equals(header)) return undefined;
  try {
    const now = Date.now();
    if (statSync(file).mtimeMs < now - MARK_USED_AFTER_MS) utimesSync(file, new Date(now), new Date(now));
  } catch {
    // Then it may be made again in a month: only slower once.
  }
  return entry.subarray(HEADER_BYTES);
}

/**
 * Deletes the entries no run has used for a month, in this folder and in those of the same user's
 * other Node versions (a Node upgraded leaves its folder to no run); at most once a day (`.swept`
 * says when it last did). A folder left empty goes too, unless it is this run's.
 */
function sweep(directory: string): void {
  const now = Date.now();
  const marker = path.join(directory, '.swept');
  try {
    if (statSync(marker).mtimeMs > now - DAY_MS) return;
  } catch {
    // Never swept.
  }
  try {
    writeFileSync(marker, '', { mode: 0o600 });
    utimesSync(marker, new Date(now), new Date(now));
  } catch {
    return;
  }
  const parent = path.dirname(directory);
  const user = path.basename(directory).split('-').slice(0, 2).join('-');
  let folders: string[];
  try {
    folders = readdirSync(parent).filter((name) => name.startsWith(`${user}-`)).map((name) => path.join(parent, name));
  } catch {
    folders = [directory];
  }
  for (const folder of folders) {
    try {
      const names = readdirSync(folder);
      let left = names.length;
      for (const name of names) {
        if (name.startsWith('.')) continue;
        const file = path.join(folder, name);
        try {
          if (statSync(file).mtimeMs < now - UNUSED_FOR_MS) {
            unlinkSync(file);
            left--;
          }
        } catch {
          // Gone already, or another run's: left.
        }
      }
      if (folder !== directory && left === names.filter((name) => name.startsWith('.')).length) rmSync(folder, { recursive: true, force: true });
    } catch {
      // A folder that cannot be listed is swept another time.
    }
  }
}

function installFallback(directory: string, workload: string): void {
  const Module = module.Module as unknown as ModuleClass;
  const compile = Module.prototype._compile;
  const pending: Array<{ file: string; header: Buffer; script: vm.Script }> = [];

  Module.prototype._compile = function (this: CommonJsModule, content: string, filename: string) {
    // On Node 20 a script compiled from cached data cannot run `import()` (no callback reaches it:
    // ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). A small file that says `import(` (cosmiconfig's loader)
    // is compiled as usual; the large files the cache is for run none (the CLI's own are requires).
    if (content.length < SMALL_FILE && DYNAMIC_IMPORT.test(content)) return compile.call(this, content, filename);
    let file: string;
    let header: Buffer;
    try {
      // The entry is the path's; its header says which version of the file it was made from.
      header = headerOf(content.length, statSync(filename));
      file = path.join(directory, createHash('sha1').update(workload ? `${filename}\0${workload}` : filename).digest('hex'));
    } catch {
      return compile.call(this, content, filename);
    }
    const cachedData = readEntry(file, header);
    const script = new vm.Script(Module.wrap(content), {
      filename,
      ...(cachedData ? { cachedData } : {}),
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (!cachedData || script.cachedDataRejected) pending.push({ file, header, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const require = Object.assign((id: string) => this.require(id), module.createRequire(filename));
    return wrapper.call(this.exports, this.exports, require, this, filename, path.dirname(filename));
  };

  process.once('exit', () => {
    if (pending.length === 0) return;
    for (const { file, header, script } of pending) {
      // Written whole or not at all: a reader never sees half a cache.
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, Buffer.concat([header, script.createCachedData()]), { mode: 0o600 });
        renameSync(temporary, file);
      } catch {
        try {
          unlinkSync(temporary);
        } catch {
          // Nothing was written.
        }
      }
    }
    // Only a run that wrote can have grown the folder.
    sweep(directory);
  });
}
