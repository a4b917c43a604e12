/**
 * The `sunset` command as one CommonJS file beside the compiled modules (dist/src/cli/main.cjs), which
 * bin/sunset.js loads. Node 20 loads the CLI's hundred ES modules one import level at a time and keeps
 * none of them compiled between runs; one CommonJS file is read once, and V8's code cache
 * (src/cli/compile-cache.ts) keeps it compiled. The packages it uses go in it too: graphql, date-fns,
 * yaml, ics and the rest were 330 files of their own, each found, read and compiled on its own (about
 * 60 ms a run). Left outside, loaded as they are:
 * - typescript and ts-morph: the compiler is one 9 MB file already, and ts-morph brings its own copy;
 * - graphql-config, required only for a config the plain reader leaves to it (src/config/project-config.ts),
 *   with all it loads, its own graphql among them. Only strings come back from it (the config's
 *   pointers), so the two copies of graphql never meet: graphql-js refuses a schema another copy made.
 * The library entry points (`sunset`, `sunset/eslint`, `sunset/codegen`) stay the ES modules of dist/.
 */
import { builtinModules } from 'node:module';
import { defineConfig } from 'rolldown';

const OUTSIDE = /^(?:graphql-config|typescript|ts-morph|@ts-morph\/[^/]+|@graphql-tools\/[^/]+)(?:\/|$)/;
const builtin = new Set(builtinModules);

// Node's own, and the packages above: left to Node's resolution.
const external = (id) => id.startsWith('node:') || builtin.has(id) || OUTSIDE.test(id);

/** `dist/src/cli/<name>.js` as one CommonJS file beside it, `<name>.cjs`. */
const commonJs = (name) =>
  defineConfig({
    input: `dist/src/cli/${name}.js`,
    platform: 'node',
    external,
    // Beside the module, so that paths found from its own location (the package root) are the same.
    // A module imported on use (`diff`) stays in the file, set up when first used: a dynamic import()
    // does not work in a script V8 compiled from the code cache (the fallback compiles through vm.Script).
    // Strict, as the ES modules it is made of are (a frozen object's write throws in both).
    // ASCII, its comments left out but the licences': a file with one character past ASCII is read
    // into a string of two bytes a character (main.cjs: 3.7-4.5 ms to read, 1.4 as ASCII), and V8
    // compiles from that. The library modules of dist/ keep their comments.
    output: {
      format: 'cjs',
      file: `dist/src/cli/${name}.cjs`,
      codeSplitting: false,
      dynamicImportInCjs: false,
      strict: true,
      charset: 'ascii',
      comments: { legal: true, annotation: false, jsdoc: false },
    },
    // Built for use, as packages' production builds are: graphql-js's development `instanceOf` looks
    // for a second copy of graphql on every failed type test (isObjectType on an interface), a tenth of
    // a check's validation on Saleor's bench corpus. The bundle holds one copy, and the one
    // graphql-config loads only ever hands back strings (above).
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'warn',
  });

// bin/sunset.js is CommonJS too, and loads the first two before the command: V8's tiering flag
// (src/cli/v8-tiering.ts) and the compile cache.
export default [commonJs('v8-tiering'), commonJs('compile-cache'), commonJs('main')];
