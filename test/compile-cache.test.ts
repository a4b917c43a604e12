/**
 * The compile cache `bin/sunset.js` turns on (src/cli/compile-cache.ts): runs of the real command, a
 * subprocess each, with NODE_COMPILE_CACHE naming a folder of the test's own. On Node 22.1+ it is
 * Node's own cache, whose files are Node's to lay out: only that it is kept there is checked then.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

  it.skipIf(builtIn)("keeps each command's entries apart, so one command's run never shapes another's", () => {
    expect(list({}).code).toBe(0);
    const codemod = new Map([...cacheFiles()].filter(([file]) => !path.basename(file).startsWith('.')));
    const times = new Map([...codemod.keys()].map((file) => [file, statSync(file).mtimeMs]));
    const calendar = runCli(['calendar', '--format', 'json'], { env: { NODE_COMPILE_CACHE: folder } });
    expect(calendar.code).toBe(0);
    const after = new Map([...cacheFiles()].filter(([file]) => !path.basename(file).startsWith('.')));
    // The calendar made entries of its own (the command's bundle, at least), and left the codemod's as they were.
    expect([...after.keys()].filter((file) => !codemod.has(file)).length).toBeGreaterThan(0);
    for (const [file, time] of times) expect(statSync(file).mtimeMs).toBe(time);
    // And the codemod's next run finds its own, writing none.
    expect(list({}).code).toBe(0);
    expect(new Map([...cacheFiles()].filter(([file]) => !path.basename(file).startsWith('.')))).toEqual(after);
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

  /** Runs `module` (a CommonJS file) in a Node with the cache on, in `folder`; what it printed. */
  const runThroughCache = (module: string) => {
    const compileCache = pathToFileURL(path.join(repoRoot, 'dist/src/cli/compile-cache.js')).href;
    const script = `const { enableCompileCache } = await import(${JSON.stringify(compileCache)}); enableCompileCache({ NODE_COMPILE_CACHE: ${JSON.stringify(folder)} }); const { createRequire } = await import('node:module'); console.log(createRequire(import.meta.url)(${JSON.stringify(module)}));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    return result.stdout;
  };
  /** The cache's entries (the module itself, in `folder`, is not one). */
  const entries = () => [...cacheFiles().keys()].filter((file) => path.dirname(file) !== folder && !path.basename(file).startsWith('.'));
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

  it.skipIf(builtIn)('keeps one entry a file: a file changed in place replaces its entry', () => {
    const module = path.join(folder, 'answer.cjs');
    writeFileSync(module, 'module.exports = 42;\n');
    expect(runThroughCache(module)).toBe('42\n');
    const [entry] = entries();
    expect(entries()).toHaveLength(1);
    const before = readFileSync(entry!);
    writeFileSync(module, 'module.exports = "forty-two";\n');
    utimesSync(module, daysAgo(-1), daysAgo(-1));
    expect(runThroughCache(module)).toBe('forty-two\n');
    expect(entries()).toEqual([entry]);
    expect(readFileSync(entry!).equals(before)).toBe(false);
    // Used as it is: not written again.
    const after = readFileSync(entry!);
    expect(runThroughCache(module)).toBe('forty-two\n');
    expect(readFileSync(entry!).equals(after)).toBe(true);
  });

  it.skipIf(builtIn)('makes an entry again for a file edited to the same size with its modification time set back (cp -p, rsync -a)', () => {
    const module = path.join(folder, 'word.cjs');
    const then = daysAgo(3);
    writeFileSync(module, 'module.exports = "AAAA";\n');
    utimesSync(module, then, then);
    expect(runThroughCache(module)).toBe('AAAA\n');
    expect(runThroughCache(module)).toBe('AAAA\n');
    writeFileSync(module, 'module.exports = "BBBB";\n');
    utimesSync(module, then, then);
    expect(runThroughCache(module)).toBe('BBBB\n');
  });

  it.skipIf(builtIn)('deletes, once a day, the entries no run has used for a month, and keeps those used', () => {
    const used = path.join(folder, 'used.cjs');
    writeFileSync(used, 'module.exports = 1;\n');
    runThroughCache(used);
    const [usedEntry] = entries();
    const directory = path.dirname(usedEntry!);
    const stale = path.join(directory, 'a'.repeat(40));
    const recent = path.join(directory, 'b'.repeat(40));
    writeFileSync(stale, 'old');
    writeFileSync(recent, 'new');
    utimesSync(stale, daysAgo(40), daysAgo(40));
    utimesSync(recent, daysAgo(20), daysAgo(20));
    // Used ten days ago: this run marks it used.
    utimesSync(usedEntry!, daysAgo(10), daysAgo(10));
    rmSync(path.join(directory, '.swept'), { force: true });
    const other = path.join(folder, 'other.cjs');
    writeFileSync(other, 'module.exports = 2;\n');
    runThroughCache(used);
    runThroughCache(other);
    expect(statSync(usedEntry!).mtimeMs).toBeGreaterThan(daysAgo(1).getTime());
    const left = entries();
    expect(left).not.toContain(stale);
    expect(left).toContain(recent);
    expect(left).toContain(usedEntry);
    expect(left).toHaveLength(3);
    // Another Node version's folder, which no run of this Node uses: its stale entries go, and the folder once empty.
    const [user, uid] = path.basename(directory).split('-');
    const otherNode = path.join(path.dirname(directory), `${user}-${uid}-v0.0.0-x64`);
    const anotherNode = path.join(path.dirname(directory), `${user}-${uid}-v0.0.1-x64`);
    for (const dir of [otherNode, anotherNode]) mkdirSync(dir);
    writeFileSync(path.join(otherNode, 'c'.repeat(40)), 'old');
    utimesSync(path.join(otherNode, 'c'.repeat(40)), daysAgo(40), daysAgo(40));
    writeFileSync(path.join(anotherNode, 'd'.repeat(40)), 'recent');
    rmSync(path.join(directory, '.swept'), { force: true });
    writeFileSync(other, 'module.exports = 4;\n');
    utimesSync(other, daysAgo(-2), daysAgo(-2));
    runThroughCache(other);
    expect(existsSync(otherNode)).toBe(false);
    expect(readdirSync(anotherNode)).toEqual(['d'.repeat(40)]);
    rmSync(anotherNode, { recursive: true });
    // Swept today: a stale entry waits for tomorrow's sweep.
    writeFileSync(stale, 'old');
    utimesSync(stale, daysAgo(40), daysAgo(40));
    writeFileSync(other, 'module.exports = 3;\n');
    utimesSync(other, daysAgo(-1), daysAgo(-1));
    runThroughCache(other);
    expect(entries()).toContain(stale);
  });

  it.skipIf(builtIn)('is made again where its data does not fit the file (V8 rejects it), and the run is the same', () => {
    const first = list({});
    const files = entries();
    expect(files.length).toBeGreaterThan(0);
    const garbage = Buffer.from('not V8 code cache data');
    for (const file of files) writeFileSync(file, garbage);
    const second = list({});
    expect(second).toEqual(first);
    for (const file of files) expect(readFileSync(file).equals(garbage)).toBe(false);
  });
});
