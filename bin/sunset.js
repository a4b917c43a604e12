#!/usr/bin/env node
// The published command runs the compiled CLI (npm run build); no TypeScript loader at run time.
import { main } from '../dist/src/cli/main.js';

process.exitCode = await main(process.argv);
