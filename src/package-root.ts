/** The installed package's root, where the bundled `schema/` lives (from `src/` under vitest or `dist/src/` when built). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'schema'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('sunset: cannot find its own package root');
    dir = parent;
  }
  return (root = dir);
}

/** The bundled platform schema and change schedule. */
export const bundledSchemaPath = () => path.join(packageRoot(), 'schema', 'platform.graphql');
export const bundledChangesPath = () => path.join(packageRoot(), 'schema', 'changes.yaml');
