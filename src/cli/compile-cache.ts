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
 * for Node's own. The default folder is per user, under the system's temporary folder. A cache that
 * cannot be read or written is ignored: it only ever makes a run faster. V8 rejects data made for
 * another source, V8 or set of flags (`cachedDataRejected`), and the file is then compiled as usual.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** Turns the cache on for the rest of the process; returns where it is kept (null: not kept). */
export function enableCompileCache(env: NodeJS.ProcessEnv = process.env): string | null {
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
  installFallback(directory);
  return directory;
}

/** Files below this size are tested for `import(` (a test of the 9 MB compiler would cost more than its cache saves). */
const SMALL_FILE = 256 * 1024;
const DYNAMIC_IMPORT = /\bimport\s*\(/;

function installFallback(directory: string): void {
  const Module = module.Module as unknown as ModuleClass;
  const compile = Module.prototype._compile;
  const pending: Array<{ file: string; script: vm.Script }> = [];

  Module.prototype._compile = function (this: CommonJsModule, content: string, filename: string) {
    // On Node 20 a script compiled from cached data cannot run `import()` (no callback reaches it:
    // ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). A small file that says `import(` (cosmiconfig's loader)
    // is compiled as usual; the large files the cache is for run none (the CLI's own are requires).
    if (content.length < SMALL_FILE && DYNAMIC_IMPORT.test(content)) return compile.call(this, content, filename);
    let file: string;
    try {
      // The file's path, size and time: a package updated in place gets a cache of its own.
      const { mtimeMs } = statSync(filename);
      file = path.join(directory, createHash('sha1').update(`${filename}\0${content.length}\0${mtimeMs}`).digest('hex'));
    } catch {
      return compile.call(this, content, filename);
    }
    let cachedData: Buffer | undefined;
    try {
      cachedData = readFileSync(file);
    } catch {
      // None yet: made as the run exits.
    }
    const script = new vm.Script(Module.wrap(content), {
      filename,
      ...(cachedData ? { cachedData } : {}),
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (!cachedData || script.cachedDataRejected) pending.push({ file, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    const require = Object.assign((id: string) => this.require(id), module.createRequire(filename));
    return wrapper.call(this.exports, this.exports, require, this, filename, path.dirname(filename));
  };

  process.once('exit', () => {
    for (const { file, script } of pending) {
      // Written whole or not at all: a reader never sees half a cache.
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
        renameSync(temporary, file);
      } catch {
        try {
          unlinkSync(temporary);
        } catch {
          // Nothing was written.
        }
      }
    }
  });
}
