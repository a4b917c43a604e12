/**
 * ts-morph, and the TypeScript it bundles, for the type-aware rewriting. Required rather than
 * imported: Node's ESM loader would first lex its 1 MB CommonJS bundle for named exports (as
 * documents/typescript.ts says of the `typescript` package). Types come from `import type`.
 */
import { createRequire } from 'node:module';
import type * as TsMorph from 'ts-morph';

export const { Project, ts } = createRequire(import.meta.url)('ts-morph') as typeof TsMorph;
