/**
 * The second start with V8's thread pool sized to the machine (src/cli/thread-pool.ts): when it is
 * wanted, and the real command run through it (a subprocess each) ending as the run ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { respawnArguments, type LaunchFacts } from '../src/cli/thread-pool.js';
import { binPath, repoRoot, runCli } from './helpers/run-cli.js';

const facts = (over: Partial<LaunchFacts> & { args?: string[] } = {}): LaunchFacts => ({
  argv: ['/usr/bin/node', '/app/bin/sunset.js', ...(over.args ?? ['codemod', 'all', 'src'])],
  execArgv: over.execArgv ?? [],
  env: over.env ?? {},
  cores: over.cores ?? 2,
});

describe('respawnArguments', () => {
  it('sizes the pool to the cores beside the main thread, for codemod on one or two cores', () => {
    expect(respawnArguments(facts())).toEqual(['--v8-pool-size=1', '/app/bin/sunset.js', 'codemod', 'all', 'src']);
    expect(respawnArguments(facts({ cores: 1, args: ['codemod', 'all', '--dry-run'] }))).toEqual(['--v8-pool-size=1', '/app/bin/sunset.js', 'codemod', 'all', '--dry-run']);
  });

  it('runs as started on more cores, for other commands, for help and the codemod list', () => {
    expect(respawnArguments(facts({ cores: 3 }))).toBeNull();
    expect(respawnArguments(facts({ args: ['check', 'src'] }))).toBeNull();
    expect(respawnArguments(facts({ args: ['calendar'] }))).toBeNull();
    expect(respawnArguments(facts({ args: ['map', 'CampaignId'] }))).toBeNull();
    expect(respawnArguments(facts({ args: [] }))).toBeNull();
    expect(respawnArguments(facts({ args: ['codemod', 'all', '--help'] }))).toBeNull();
    expect(respawnArguments(facts({ args: ['codemod', '-h'] }))).toBeNull();
    expect(respawnArguments(facts({ args: ['codemod', '--list'] }))).toBeNull();
  });

  it('leaves a Node started with options of its own, or told otherwise, as it was started', () => {
    expect(respawnArguments(facts({ execArgv: ['--inspect'] }))).toBeNull();
    expect(respawnArguments(facts({ execArgv: ['--v8-pool-size=3'] }))).toBeNull();
    expect(respawnArguments(facts({ env: { NODE_OPTIONS: '--v8-pool-size=2' } }))).toBeNull();
    expect(respawnArguments(facts({ env: { NODE_OPTIONS: '--max-old-space-size=4096 --inspect-brk' } }))).toBeNull();
    expect(respawnArguments(facts({ env: { SUNSET_RESPAWN: '0' } }))).toBeNull();
    // `=1`: on any number of cores, but not over Node options of the caller's.
    expect(respawnArguments(facts({ cores: 8, env: { SUNSET_RESPAWN: '1' } }))).toEqual(['--v8-pool-size=7', '/app/bin/sunset.js', 'codemod', 'all', 'src']);
    expect(respawnArguments(facts({ cores: 8, env: { SUNSET_RESPAWN: '1' }, execArgv: ['--inspect'] }))).toBeNull();
    expect(respawnArguments(facts({ env: { NODE_OPTIONS: '--max-old-space-size=4096' } }))).not.toBeNull();
  });
});

describe('the command started again', () => {
  // SUNSET_RESPAWN=1: started again whatever the cores, as on one or two.
  const again = { SUNSET_RESPAWN: '1' };

  it('gives the same output and exit code as a run in one process', () => {
    const args = ['codemod', 'all', 'examples', '--dry-run', '--json'];
    const respawned = runCli(args, { env: again });
    const inOne = runCli(args, { env: { SUNSET_RESPAWN: '0' } });
    expect(respawned.code).toBe(0);
    expect(JSON.parse(respawned.stdout).changed.length).toBeGreaterThan(0);
    expect(respawned.stdout).toBe(inOne.stdout);
    expect(respawned.stderr).toBe(inOne.stderr);
    // Bad input: exit 2 and one line, through the second process as well.
    const bad = runCli(['codemod', 'no-such-codemod', 'examples', '--dry-run'], { env: again });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });

  // Linux's /proc shows the process the command started and its options.
  const observable = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);
  const childrenOf = (pid: number) => readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The command started (its run still to do), and the Node it started once that Node runs sunset; `output`: what they print, once both are done. */
  async function startedAgain(): Promise<{ parent: ChildProcess; child: number; cmdline: string[]; ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; output: Promise<string> }> {
    const parent = spawn(process.execPath, [binPath, 'codemod', 'all', 'examples', '--dry-run'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, ...again } });
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => parent.once('exit', (code, signal) => resolve({ code, signal })));
    // The pipe stays open while either process holds it.
    const chunks: Buffer[] = [];
    parent.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    const output = new Promise<string>((resolve) => parent.stdout!.once('close', () => resolve(Buffer.concat(chunks).toString('utf8'))));
    // Between fork and exec the child's command line is still its parent's: wait for Node's.
    for (let i = 0; i < 400; i++) {
      const child = childrenOf(parent.pid!)[0];
      const cmdline = child === undefined ? [] : readFileSync(`/proc/${child}/cmdline`, 'utf8').split('\0');
      if (child !== undefined && cmdline.some((arg) => arg.startsWith('--v8-pool-size='))) return { parent, child, cmdline, ended, output };
      await sleep(5);
    }
    throw new Error('the command started no Node with --v8-pool-size');
  }

  it.skipIf(!observable)('runs in a Node with the sized pool, which a SIGTERM to the command ends too', async () => {
    const { parent, child, cmdline, ended } = await startedAgain();
    expect(cmdline).toContain(`--v8-pool-size=${Math.max(1, os.availableParallelism() - 1)}`);
    expect(cmdline).toContain(binPath);
    parent.kill('SIGTERM');
    expect(await ended).toEqual({ code: null, signal: 'SIGTERM' });
    // The run got the signal too: no process is left behind.
    await sleep(100);
    expect(alive(child)).toBe(false);
  });

  it.skipIf(!observable)('ends the run when the command is killed outright (SIGKILL), instead of leaving it running', async () => {
    const { parent, child, ended, output } = await startedAgain();
    parent.kill('SIGKILL');
    expect(await ended).toEqual({ code: null, signal: 'SIGKILL' });
    // Left running, the run would go on to the end and print its summary.
    expect(await output).not.toContain('files scanned');
    expect(alive(child)).toBe(false);
  });
});
