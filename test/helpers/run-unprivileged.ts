/**
 * Runs the compiled `sunset` as a user that file permissions apply to. Root ignores them, so under
 * root (as in CI containers) the command runs as `nobody` through util-linux's `setpriv`; null where
 * neither works (tests that need it are skipped, visibly).
 */
import { spawnSync } from 'node:child_process';
import { binPath, type CliResult } from './run-cli.js';

const NOBODY = '65534';

function runner(): ((args: string[], cwd: string) => CliResult) | null {
  const run = (command: string, args: string[], cwd: string): CliResult => {
    const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
    return { code: result.status ?? -1, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
  };
  if (process.platform === 'win32') return null;
  if (process.getuid?.() !== 0) return (args, cwd) => run(process.execPath, [binPath, ...args], cwd);
  const asNobody = ['--reuid', NOBODY, '--regid', NOBODY, '--clear-groups'];
  // Nobody must be able to run sunset where the checkout is (not so under a private home folder).
  if (spawnSync('setpriv', [...asNobody, process.execPath, binPath, '--version']).status !== 0) return null;
  return (args, cwd) => run('setpriv', [...asNobody, process.execPath, binPath, ...args], cwd);
}

export const unprivileged = runner();
