#!/usr/bin/env node
// The published command runs the compiled CLI (npm run build); no TypeScript loader at run time.
import { main } from '../dist/src/cli/main.js';

// A reader that stops early (`sunset check … | head`) closes the pipe: the output it wanted is out,
// and the run ends with its own exit code instead of an EPIPE stack trace.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
});

process.exitCode = await main(process.argv);
