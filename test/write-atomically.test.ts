/**
 * Every file sunset writes is whole or absent (src/write-atomically.ts): a short write (a full disk,
 * a file size limit) fails the write and leaves the old file; pipes and devices are written in
 * place, not replaced; a symlink stays a link; the old file's mode carries over. The size limit is a
 * real one (`ulimit -f`, under which write(2) returns a short count, as on a full disk).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from '../src/write-atomically.js';
import { binPath, repoRoot } from './helpers/run-cli.js';

const posix = process.platform !== 'win32';
const scratch = () => mkdtempSync(path.join(tmpdir(), 'sunset-write-'));
/** Runs a shell command under a file size limit of 8 KiB (`ulimit -f` counts 1 KiB blocks). */
const limited = (command: string, cwd: string) => spawnSync('bash', ['-c', `ulimit -f 8; ${command}`], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const big = 'x'.repeat(20_000);
const hasMkfifo = posix && spawnSync('mkfifo', ['--version']).status === 0;

describe.skipIf(!posix)('writeAtomically', () => {
  it('writes a new file whole and leaves no temporary file', async () => {
    const dir = scratch();
    await writeAtomically(path.join(dir, 'a.txt'), big);
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe(big);
    expect(readdirSync(dir)).toEqual(['a.txt']);
  });

  it('fails, keeping the old text and no temporary file, when the system writes only part of it', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'a.txt'), 'old\n');
    const module = pathToFileURL(path.join(repoRoot, 'dist/src/write-atomically.js')).href;
    const script = `import(${JSON.stringify(module)}).then((m) => m.writeAtomically('a.txt', 'x'.repeat(20000))).then(() => console.log('written'), (e) => console.log('failed: ' + e.message))`;
    const result = limited(`${JSON.stringify(process.execPath)} -e ${JSON.stringify(script)}`, dir);
    expect(result.stdout.trim()).toBe('failed: EFBIG: file too large, write');
    expect(readFileSync(path.join(dir, 'a.txt'), 'utf8')).toBe('old\n');
    expect(readdirSync(dir)).toEqual(['a.txt']);
  });

  it('keeps the mode of the file it replaces, and a symlink stays a link to the new text', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'real.txt'), 'old\n');
    chmodSync(path.join(dir, 'real.txt'), 0o640);
    symlinkSync('real.txt', path.join(dir, 'link.txt'));
    await writeAtomically(path.join(dir, 'link.txt'), 'new\n');
    expect(lstatSync(path.join(dir, 'link.txt')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'real.txt'), 'utf8')).toBe('new\n');
    expect(statSync(path.join(dir, 'real.txt')).mode & 0o777).toBe(0o640);
  });

  it.skipIf(!hasMkfifo)('writes into a named pipe instead of replacing it with a file', async () => {
    const dir = scratch();
    const fifo = path.join(dir, 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let read = '';
    reader.stdout.on('data', (chunk: Buffer) => (read += chunk.toString('utf8')));
    const ended = new Promise((resolve) => reader.on('close', resolve));
    await writeAtomically(fifo, 'through the pipe\n');
    await ended;
    expect(read).toBe('through the pipe\n');
    expect(statSync(fifo).isFIFO()).toBe(true);
  });
});

describe.skipIf(!posix)('sunset calendar --out on a short write', () => {
  it('exits 2 with one line naming the output, and the file keeps its old text', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'calendar.json'), 'old\n');
    const result = limited(`${JSON.stringify(process.execPath)} ${JSON.stringify(binPath)} calendar --schema ${JSON.stringify(path.join(repoRoot, 'schema/platform.graphql'))} --changes ${JSON.stringify(path.join(repoRoot, 'schema/changes.yaml'))} --today 2026-11-21 --format json --out calendar.json`, dir);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n').filter((line) => line.startsWith('sunset:'))).toEqual(['sunset: calendar.json: cannot write output: EFBIG: file too large, write']);
    expect(result.stdout).toBe('');
    expect(readFileSync(path.join(dir, 'calendar.json'), 'utf8')).toBe('old\n');
    expect(readdirSync(dir)).toEqual(['calendar.json']);
  });
});
