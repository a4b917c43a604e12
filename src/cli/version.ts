import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../package-root.js';

/** The version in the package's own package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
