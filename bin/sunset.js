#!/usr/bin/env node
// The published command runs the compiled CLI (npm run build); no TypeScript loader at run time.
import module from 'node:module';

// V8's code cache between runs where Node has one (22.1+), as eslint's and tsc's commands do: much of
// a run's start is compiling TypeScript and graphql. Before the CLI is imported, so that it is cached too.
module.enableCompileCache?.();
const { main } = await import('../dist/src/cli/main.js');

// A reader that stops early (`sunset check … | head`) closes the pipe: the output it wanted is out,
// and the run ends with its own exit code instead of an EPIPE stack trace. Output that cannot be
// written otherwise (a full disk) is an output error, exit 2, as with `--out`: not a finding (1).
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') return;
  process.stderr.write(`sunset: cannot write output: ${error.code ?? error.message}\n`);
  process.exit(2);
});

process.exitCode = await main(process.argv);
