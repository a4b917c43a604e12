/**
 * The compile cache `bin/sunset.js` turns on (src/cli/compile-cache.ts): runs of the real command, a
 * subprocess each, with NODE_COMPILE_CACHE naming a folder of the test's own. On Node 22.1+ it is
 * Node's own cache, whose files are Node's to lay out: only that it is kept there is checked then.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './helpers/run-cli.js';

const builtIn = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'sunset-compile-cache-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Every file under the folder, with its size. */
function cacheFiles(): Map<string, number> {
  const files = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(full, statSync(full).size);
    }
  };
  walk(folder);
  return files;
}

// `codemod --list` loads the TypeScript compiler and ts-morph, the files the cache is for.
const list = (env: Record<string, string>) => runCli(['codemod', '--list'], { env: { NODE_COMPILE_CACHE: folder, ...env } });

describe('the compile cache', () => {
  it('is kept in NODE_COMPILE_CACHE, and a run using it prints what a run without it does', () => {
    const first = list({});
    expect(first.code).toBe(0);
    const files = cacheFiles();
    expect(files.size).toBeGreaterThan(0);
    const second = list({});
    expect(second).toEqual(first);
    if (builtIn) return;
    // The TypeScript compiler's cache is by far the largest: what the run compiled of it, megabytes.
    expect(Math.max(...files.values())).toBeGreaterThan(1_000_000);
    // A run that found every file cached writes none again.
    expect(cacheFiles()).toEqual(files);
    for (const file of files.keys()) expect(path.basename(path.dirname(file))).toMatch(/^sunset-/);
  });

  it('is not kept with NODE_DISABLE_COMPILE_CACHE', () => {
    const run = list({ NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(run.code).toBe(0);
    expect(cacheFiles().size).toBe(0);
  });

  it.skipIf(builtIn)('leaves a small file that imports with import() to Node, which then runs it in every run', () => {
    const module = path.join(folder, 'imports.cjs');
    writeFileSync(module, "module.exports = async () => (await import('node:path')).sep;\n");
    const compileCache = pathToFileURL(path.join(repoRoot, 'dist/src/cli/compile-cache.js')).href;
    const script = `const { enableCompileCache } = await import(${JSON.stringify(compileCache)}); enableCompileCache({ NODE_COMPILE_CACHE: ${JSON.stringify(folder)} }); const { createRequire } = await import('node:module'); console.log(await createRequire(import.meta.url)(${JSON.stringify(module)})());`;
    for (let run = 0; run < 2; run++) {
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(`${path.sep}\n`);
    }
  });

  it.skipIf(builtIn)('is made again where its data does not fit the file (V8 rejects it), and the run is the same', () => {
    const first = list({});
    const files = [...cacheFiles().keys()];
    expect(files.length).toBeGreaterThan(0);
    const garbage = Buffer.from('not V8 code cache data');
    for (const file of files) writeFileSync(file, garbage);
    const second = list({});
    expect(second).toEqual(first);
    for (const file of files) expect(readFileSync(file).equals(garbage)).toBe(false);
  });
});
