/**
 * V8's background thread pool, sized to the machine for `sunset codemod`.
 *
 * Node starts four threads for V8's background jobs (garbage collection, optimizing compiles) on any
 * machine. On two cores those four and the main thread take turns on the cores, and a run spends
 * longer than with one such thread: `sunset codemod all --dry-run` on the codemod bench's tree took
 * 1.33–1.86 s with Node's four and 1.12–1.33 s with one (user CPU 1.95–2.48 s against 1.69–1.99 s), on
 * one core (`taskset -c 0`) 2.34–3.16 s against 2.08–2.10 s. No V8 flag set at run time did the same
 * (`--single-threaded-gc`, `--concurrent-marking-max-worker-num=1`: measured with a compile cache of
 * their own, no faster than no flag), and the pool's size is fixed as the process starts, so the
 * command starts itself again with `--v8-pool-size`, which costs the start of a second Node (0.05–0.08 s).
 *
 * Only where it was measured to pay: on at most two cores, for `codemod`. `sunset check` gains as much
 * from the pool as the second start costs (Saleor's bench corpus: 1.10–1.19 s with the pool sized, in
 * one process, 1.14–1.68 s started again, 1.18–1.37 s as Node starts it), so it runs as started. And
 * only when Node was started with no options of its own (`node --inspect bin/sunset.js`, NODE_OPTIONS
 * naming a pool size or the inspector: left as started). `SUNSET_RESPAWN=0` turns it off, `=1` on
 * whatever the cores.
 *
 * The first process only waits: signals sent to it reach the run, the run's exit code or signal is
 * its own, and the run ends when the first process is killed outright (its end closes the channel
 * between them), rather than going on writing files after the caller believes the command stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

/** The commands whose runs gain more from the pool than the second start costs. */
const SIZED_POOL_COMMANDS = new Set(['codemod']);
/** At most this many cores (two measured; Node's four pool threads exceed what is left beside the main thread). */
const MAX_CORES = 2;
/** Set in the second process's environment (to the first one's pid): it watches the channel between them. */
const LAUNCHER = 'SUNSET_SIZED_POOL_LAUNCHER';

export interface LaunchFacts {
  /** `process.argv`: Node, the script, then the command's arguments. */
  argv: readonly string[];
  /** `process.execArgv`: Node's own options. */
  execArgv: readonly string[];
  env: NodeJS.ProcessEnv;
  /** `os.availableParallelism()`. */
  cores: number;
}

/** Node's arguments for the command's run with the pool sized to the machine; null to run as started. */
export function respawnArguments({ argv, execArgv, env, cores }: LaunchFacts): string[] | null {
  const setting = env.SUNSET_RESPAWN;
  if (setting === '0' || (setting !== '1' && cores > MAX_CORES) || execArgv.length > 0) return null;
  if (/--(?:v8-pool-size|inspect)/.test(env.NODE_OPTIONS ?? '')) return null;
  const [script, command, ...rest] = argv.slice(1);
  if (script === undefined || command === undefined || !SIZED_POOL_COMMANDS.has(command)) return null;
  // Runs that parse nothing: help, and the list of codemods.
  if (rest.some((arg) => arg === '--help' || arg === '-h' || arg === '--list')) return null;
  return [`--v8-pool-size=${Math.max(1, cores - 1)}`, script, command, ...rest];
}

/** Windows delivers only these to a child (libuv's kill throws on the others). */
const FORWARDED_SIGNALS: NodeJS.Signals[] = process.platform === 'win32' ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Signals that dump core: raised again here, they would dump this process's core too. */
const CORE_DUMPING = new Set<NodeJS.Signals>(['SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGILL', 'SIGQUIT', 'SIGSEGV', 'SIGSYS', 'SIGTRAP']);

/**
 * Runs the command again in a Node with its pool sized to the machine, when `respawnArguments` says so,
 * and resolves to true once that run has ended (its exit code set as this process's, its signal
 * raised here); false when the command is to run in this process (not wanted, or Node could not be
 * started again). The second process shares this one's standard streams, so a terminal stays one.
 */
export async function runWithSizedPool(facts: LaunchFacts = { argv: process.argv, execArgv: process.execArgv, env: process.env, cores: os.availableParallelism() }): Promise<boolean> {
  const args = respawnArguments(facts);
  if (!args) return false;
  // Listened for before the run starts: a signal in between is passed on once it has.
  let child: ChildProcess | undefined;
  let pending: NodeJS.Signals | undefined;
  const forward = (signal: NodeJS.Signals) => {
    if (!child) pending = signal;
    else {
      try {
        child.kill(signal);
      } catch {
        // Gone already: its exit is on the way.
      }
    }
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: { ...facts.env, [LAUNCHER]: String(process.pid) }, windowsHide: true });
  if (pending) forward(pending);
  const started = child;
  const outcome = await new Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>((resolve) => {
    let running = false;
    // Not started (no such file, no resources): run here. A later error (a signal it could not take) changes nothing.
    started.on('error', () => {
      if (!running) resolve(null);
    });
    started.once('spawn', () => (running = true));
    started.once('exit', (code, signal) => resolve({ code, signal }));
  });
  for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
  if (!outcome) return false;
  if (outcome.signal) {
    // Ended as the run ended: by the same signal where that is a plain end (a shell then reports
    // it as it reports the run's); else with the code a shell gives it. Windows has no such signals.
    process.exitCode = 128 + (os.constants.signals[outcome.signal] ?? 0);
    if (process.platform !== 'win32' && !CORE_DUMPING.has(outcome.signal)) process.kill(process.pid, outcome.signal);
    return true;
  }
  process.exitCode = outcome.code ?? 1;
  return true;
}

/**
 * In the second process: ends the run when the first process is gone (killed outright, SIGKILL, so
 * that nothing passed a signal on), which closes the channel between them. The channel keeps
 * nothing running. Nothing happens in a process that was not started by `runWithSizedPool`.
 */
export function endWithLauncher(env: NodeJS.ProcessEnv = process.env): void {
  if (env[LAUNCHER] === undefined) return;
  // Not passed on to what the run starts (git).
  delete env[LAUNCHER];
  // As a process whose terminal hung up: 128 + SIGHUP. Gone before this was listened for (the channel
  // closed already): at once.
  const end = () => process.exit(129);
  if (!process.channel || !process.connected) return end();
  process.channel.unref();
  process.once('disconnect', end);
}
