/**
 * V8's tiering flag the command sets as it starts (src/cli/v8-tiering.ts): when it is set, in the
 * process's own facts and in a real Node (a subprocess each). Its speed is the benches' to judge.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERRUPT_BUDGET, tieringFlag } from '../src/cli/v8-tiering.js';
import { binPath, repoRoot } from './helpers/run-cli.js';

const flag = `--interrupt-budget=${INTERRUPT_BUDGET}`;

/** What `optimizeLater()` of the built module returns in a Node started with `nodeOptions`. */
function optimizeLaterIn(nodeOptions: string[]): string {
  const module = path.join(repoRoot, 'dist', 'src', 'cli', 'v8-tiering.cjs');
  const run = spawnSync(process.execPath, [...nodeOptions, '-e', `process.stdout.write(String(require(${JSON.stringify(module)}).optimizeLater()))`], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  return run.stdout;
}

describe('tieringFlag', () => {
  it('raises the interrupt budget for a command started plainly, or with other options of Node', () => {
    expect(tieringFlag({ execArgv: [] })).toBe(flag);
    expect(tieringFlag({ execArgv: ['--inspect', '--max-old-space-size=4096'] })).toBe(flag);
    expect(INTERRUPT_BUDGET).toBeGreaterThan(67_584);
  });

  it('leaves a budget Node was given as it is', () => {
    expect(tieringFlag({ execArgv: ['--interrupt-budget=67584'] })).toBeNull();
    expect(tieringFlag({ execArgv: ['--interrupt_budget=1000'] })).toBeNull();
    // A longer flag that starts the same is another flag.
    expect(tieringFlag({ execArgv: ['--interrupt-budget-for-feedback-allocation=940'] })).toBe(flag);
  });

  it("reads a real Node's options", () => {
    expect(optimizeLaterIn([])).toBe(flag);
    expect(optimizeLaterIn(['--max-old-space-size=512'])).toBe(flag);
    expect(optimizeLaterIn(['--interrupt-budget=67584'])).toBe('null');
  });

  it('runs the command under a budget of its own', () => {
    const run = spawnSync(process.execPath, ['--interrupt-budget=67584', binPath, 'codemod', '--list'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('deal-targeting-reasons');
  });
});
