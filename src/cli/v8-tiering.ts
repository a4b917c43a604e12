/**
 * When V8 optimizes a function: later than its default, for every command of the CLI.
 *
 * A sunset run is short (about a second) and runs much code once: the TypeScript compiler, graphql-js,
 * the engine. By default V8 hands a function to its optimizing compiler (TurboFan) after little use
 * (`--interrupt-budget`, 67,584 bytecode units of it), and in such a run most of those compiles are
 * done for code that has finished before they are: work on a background thread that, on two cores,
 * takes its turns with the run's own. Measured on two cores (bench/, best of 5, own code caches):
 *
 * | run | default | 400,000 | 600,000 | 1,000,000 |
 * |---|---|---|---|---|
 * | `codemod all --dry-run` (codemod bench) | 0.92–0.99 s, CPU 1.31–1.41 s | 0.74–0.78 s, 0.87–0.93 s | 0.75–0.77 s, 0.80–0.86 s | 0.77–0.80 s, 0.80–0.85 s |
 * | `check` (Saleor bench corpus) | 0.93–1.07 s, CPU 1.29–1.48 s | 0.80–0.85 s, 0.95–0.99 s | 0.82–0.88 s, 0.92–1.00 s | 0.86–0.93 s, 0.98–1.06 s |
 *
 * The codemod used to get the same wall time by starting Node again with `--v8-pool-size=1` (one
 * background thread, so fewer compiles at once), which cost a second Node's start; with this budget
 * that start is no longer worth it (0.82–0.85 s with it, 0.77–0.82 s without). Turning optimization
 * off (`--no-opt`, `--max-opt=2`) is slower (0.91–0.96 s): the hot loops of a scan still want it.
 *
 * Set with `v8.setFlagsFromString` as the command starts, before any of its code is loaded, so every
 * run compiles under the same flags (V8's code cache is only taken by a run with the flags that made
 * it). Node's own modules that a run loads are compiled from Node's code cache only under the flags it
 * was made with, so `bin/sunset.js` loads those most runs load before setting it. Left as it is where
 * Node was started with a budget of its own (`node --interrupt-budget=…`).
 */
import v8 from 'node:v8';

/** Bytecode units a function runs before V8 considers optimizing it (V8's default: 67,584). */
export const INTERRUPT_BUDGET = 400_000;

export interface StartFacts {
  /** `process.execArgv`: Node's own options. */
  execArgv: readonly string[];
}

/**
 * The V8 flag to set as the command starts; null where Node was given a budget of its own on its
 * command line (NODE_OPTIONS takes no V8 flag of this kind: Node refuses to start with one there).
 */
export function tieringFlag({ execArgv }: StartFacts): string | null {
  if (execArgv.some((option) => /^--interrupt[-_]budget(?:=|$)/.test(option))) return null;
  return `--interrupt-budget=${INTERRUPT_BUDGET}`;
}

/** Sets the flag (see above) for the rest of the process; returns it, or null where none was set. */
export function optimizeLater(facts: StartFacts = { execArgv: process.execArgv }): string | null {
  const flag = tieringFlag(facts);
  if (flag) v8.setFlagsFromString(flag);
  return flag;
}
