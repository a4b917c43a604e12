/**
 * The `sunset` command as one CommonJS file beside the compiled modules (dist/src/cli/main.cjs), which
 * bin/sunset.js loads. Node 20 loads the CLI's hundred ES modules one import level at a time and keeps
 * none of them compiled between runs; one CommonJS file is read once, and V8's code cache
 * (src/cli/compile-cache.ts) keeps it compiled. The small packages it uses go in it too: date-fns,
 * yaml, ics and the rest were 200 files of their own, each found, read and compiled on its own (about
 * 45 ms a run). Left outside, loaded as they are:
 * - graphql: one copy per process, whoever loads it (graphql-config's loaders, a schema they build):
 *   graphql-js refuses a schema made by another copy of itself;
 * - typescript and ts-morph: the compiler is one 9 MB file already, and ts-morph brings its own copy;
 * - graphql-config, required only where a project has a config file, with all it loads.
 * The library entry points (`sunset`, `sunset/eslint`, `sunset/codegen`) stay the ES modules of dist/.
 */
import { builtinModules } from 'node:module';
import { defineConfig } from 'rolldown';

const OUTSIDE = /^(?:graphql|graphql-config|typescript|ts-morph|@ts-morph\/[^/]+|@graphql-tools\/[^/]+)(?:\/|$)/;
const builtin = new Set(builtinModules);

export default defineConfig({
  input: 'dist/src/cli/main.js',
  platform: 'node',
  // Node's own, and the packages above: left to Node's resolution.
  external: (id) => id.startsWith('node:') || builtin.has(id) || OUTSIDE.test(id),
  // Beside main.js, so that paths found from the module's own location (the package root) are the same.
  // A package imported on use (`diff`) is required: a dynamic import() does not work in a script V8
  // compiled from the code cache (the fallback compiles through vm.Script).
  // Strict, as the ES modules it is made of are (a frozen object's write throws in both).
  output: { format: 'cjs', file: 'dist/src/cli/main.cjs', codeSplitting: false, dynamicImportInCjs: false, strict: true },
  logLevel: 'warn',
});
