/**
 * V8's tiering flag the command sets as it starts (src/cli/v8-tiering.ts): when it is set, and the
 * real command run with a budget of Node's own (a subprocess). Its speed is the benches' to judge.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { INTERRUPT_BUDGET, tieringFlag } from '../src/cli/v8-tiering.js';
import { binPath, repoRoot } from './helpers/run-cli.js';

describe('tieringFlag', () => {
  it('raises the interrupt budget for a command started plainly', () => {
    expect(tieringFlag({ execArgv: [], env: {} })).toBe(`--interrupt-budget=${INTERRUPT_BUDGET}`);
    // Other options of Node's own leave it to be set.
    expect(tieringFlag({ execArgv: ['--inspect', '--max-old-space-size=4096'], env: { NODE_OPTIONS: '--enable-source-maps' } })).toBe(`--interrupt-budget=${INTERRUPT_BUDGET}`);
    expect(INTERRUPT_BUDGET).toBeGreaterThan(67_584);
  });

  it('leaves a budget Node was given as it is', () => {
    expect(tieringFlag({ execArgv: ['--interrupt-budget=67584'], env: {} })).toBeNull();
    expect(tieringFlag({ execArgv: ['--interrupt_budget=1000'], env: {} })).toBeNull();
    expect(tieringFlag({ execArgv: [], env: { NODE_OPTIONS: '--max-old-space-size=512 --interrupt-budget=9000' } })).toBeNull();
    // A longer flag that starts the same is another flag.
    expect(tieringFlag({ execArgv: ['--interrupt-budget-for-feedback-allocation=940'], env: {} })).not.toBeNull();
  });

  it('runs the command under a budget of its own', () => {
    const run = spawnSync(process.execPath, ['--interrupt-budget=67584', binPath, 'codemod', '--list'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('deal-targeting-reasons');
  });
});
