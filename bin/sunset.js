#!/usr/bin/env node
// The published command runs the compiled CLI (npm run build); no TypeScript loader at run time.
// CommonJS (bin/package.json), as everything it loads is (rolldown.config.js): Node then never starts
// its ES module loader, which cost 3–6 ms a process.
'use strict';
// Before any of the command is loaded: V8 optimizes later, as suits a run of a second or two
// (src/cli/v8-tiering.ts says why and what it measured).
// Node's own modules that a run loads are compiled from Node's code cache only under the flags it was
// made with: those most runs load are loaded before the flag changes (each compiled from source
// otherwise, about 8 ms of a run).
for (const id of ['crypto', 'module', 'os', 'vm', 'child_process', 'fs/promises', 'perf_hooks']) require(id);
require('../dist/src/cli/v8-tiering.cjs').optimizeLater();

(async () => {
  // V8's code cache between runs (Node's own on 22.1+, as eslint's and tsc's commands use it): much of a
  // run is compiling TypeScript and running it cold. Before the CLI is loaded, so that it is cached too:
  // the CLI as one CommonJS file (rolldown.config.js says why).
  // Each command keeps its own: an entry holds what the run that made it compiled.
  require('../dist/src/cli/compile-cache.cjs').enableCompileCache(process.env, process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '');
  const { main } = require('../dist/src/cli/main.cjs');

  // A reader that stops early (`sunset check … | head`) closes the pipe: the output it wanted is out,
  // and the run ends with its own exit code instead of an EPIPE stack trace. Output that cannot be
  // written otherwise (a full disk) is an output error, exit 2, as with `--out`: not a finding (1).
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
    process.stderr.write(`sunset: cannot write output: ${error.code ?? error.message}\n`);
    process.exit(2);
  });

  process.exitCode = await main(process.argv);

  // The run is over once its output is out. Left to end by itself, Node first waits for V8's
  // background work, a concurrent collection of the large heap a run leaves, which took up to 40 ms
  // (the codemod bench's median run 1.174 -> 1.132 s). Written, not just queued: a pipe on macOS is asynchronous.
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
  process.exit();
})();
