/**
 * Runs one command in a child process and measures it: wall time, CPU time, peak resident memory, output.
 *
 * Peak memory and CPU time come from GNU time (`/usr/bin/time -f '%M %U %S'`: the child's ru_maxrss in KB,
 * user and system seconds) when it is installed; otherwise, for Node commands, from a preload
 * (`--require maxrss-preload.cjs`) that writes `process.resourceUsage()` figures to a file as the child
 * exits. Neither: `peakRssMb` and `cpuMs` are null. Wall time is measured here, spawn to exit.
 * CPU time matters on a shared machine: other processes stretch wall time, not CPU time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GNU_TIME = '/usr/bin/time';
const PRELOAD = fileURLToPath(new URL('./maxrss-preload.cjs', import.meta.url));

let gnuTimeWorks;
/** Whether `/usr/bin/time` is GNU time (BusyBox and BSD time lack `-f`/`-o`). Checked once. */
async function hasGnuTime() {
  if (gnuTimeWorks !== undefined) return gnuTimeWorks;
  gnuTimeWorks = false;
  if (!fs.existsSync(GNU_TIME)) return false;
  const out = path.join(os.tmpdir(), `sunset-bench-time-${process.pid}.txt`);
  const rc = await new Promise((resolve) => {
    const child = spawn(GNU_TIME, ['-f', '%M %U %S', '-o', out, process.execPath, '-e', '0'], { stdio: 'ignore' });
    child.on('error', () => resolve(-1));
    child.on('close', (code) => resolve(code));
  });
  gnuTimeWorks = rc === 0 && /^\d+ [\d.]+ [\d.]+\s*$/m.test(readAndRemove(out) ?? '');
  return gnuTimeWorks;
}

function readAndRemove(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/**
 * @param {string} command  the executable (use `process.execPath` for Node scripts)
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, method?: 'auto' | 'time' | 'preload' }} [options]
 * @returns {Promise<{ wallMs: number, cpuMs: number | null, peakRssMb: number | null, loadAverage: number, stdout: string, stderr: string, exitCode: number | null, signal: string | null, method: string }>}
 */
export async function measure(command, args, options = {}) {
  const method = options.method ?? 'auto';
  const useTime = method === 'time' || (method === 'auto' && (await hasGnuTime()));
  const isNode = command === process.execPath || path.basename(command) === 'node';
  const rssFile = path.join(os.tmpdir(), `sunset-bench-rss-${process.pid}-${Date.now()}.txt`);
  let file = command;
  let argv = args;
  let how = 'none';
  if (useTime) {
    file = GNU_TIME;
    argv = ['-f', '%M %U %S', '-o', rssFile, command, ...args];
    how = 'GNU time';
  } else if (isNode) {
    argv = ['--require', PRELOAD, ...args];
    how = 'process.resourceUsage()';
  }
  const env = { ...process.env, ...options.env };
  if (how.startsWith('process')) env.SUNSET_BENCH_MAXRSS_FILE = rssFile;

  const loadAverage = os.loadavg()[0];
  const started = performance.now();
  const { stdout, stderr, exitCode, signal } = await new Promise((resolve, reject) => {
    const child = spawn(file, argv, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, sig) => resolve({ stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), exitCode: code, signal: sig }));
  });
  const wallMs = performance.now() - started;

  let peakRssMb = null;
  let cpuMs = null;
  const recorded = how === 'none' ? null : readAndRemove(rssFile);
  if (recorded) {
    // "<maxrss KB> <user s> <system s>"; GNU time writes "Command exited with non-zero status N" first when the child fails.
    const [kb, user, system] = recorded.trim().split('\n').pop().trim().split(/\s+/).map(Number);
    if (Number.isFinite(kb) && kb > 0) peakRssMb = kb / 1024;
    if (Number.isFinite(user) && Number.isFinite(system)) cpuMs = (user + system) * 1000;
  }
  return { wallMs, cpuMs, peakRssMb, loadAverage, stdout, stderr, exitCode, signal, method: how };
}
