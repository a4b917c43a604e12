/**
 * The `sunset` command as one CommonJS file beside the compiled modules (dist/src/cli/main.cjs), which
 * bin/sunset.js loads. Node 20 loads the CLI's hundred ES modules one import level at a time and keeps
 * none of them compiled between runs; one CommonJS file is read once, and V8's code cache
 * (src/cli/compile-cache.ts) keeps it compiled. Packages stay outside it, loaded as they are.
 * The library entry points (`sunset`, `sunset/eslint`, `sunset/codegen`) stay the ES modules of dist/.
 */
import { defineConfig } from 'rolldown';

export default defineConfig({
  input: 'dist/src/cli/main.js',
  platform: 'node',
  // Every import that is not a path is a package (or Node's own): left to Node's resolution.
  external: (id) => !id.startsWith('.') && !id.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(id),
  // Beside main.js, so that paths found from the module's own location (the package root) are the same.
  // A package imported on use (`diff`) is required: a dynamic import() does not work in a script V8
  // compiled from the code cache (the fallback compiles through vm.Script).
  // Strict, as the ES modules it is made of are (a frozen object's write throws in both).
  output: { format: 'cjs', file: 'dist/src/cli/main.cjs', codeSplitting: false, dynamicImportInCjs: false, strict: true },
  logLevel: 'warn',
});
