/** Runs the compiled `sunset` command (bin/sunset.js → dist/) as a real subprocess. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is test/helpers/run-cli.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const binPath = path.join(repoRoot, 'bin', 'sunset.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): CliResult {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...options.env };
  // Colour codes would make stderr assertions depend on how vitest was started.
  delete env['FORCE_COLOR'];
  const result = spawnSync(process.execPath, [binPath, ...args], {
    cwd: options.cwd ?? repoRoot,
    env,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
