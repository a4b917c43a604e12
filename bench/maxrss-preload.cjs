// Preloaded into a measured Node child (`node --require`) when GNU time is missing: records the
// process's peak resident set size (KB) and CPU seconds in $SUNSET_BENCH_MAXRSS_FILE as it exits.
'use strict';
const fs = require('node:fs');

const file = process.env.SUNSET_BENCH_MAXRSS_FILE;
if (file) {
  // Not inherited by the child's own children.
  delete process.env.SUNSET_BENCH_MAXRSS_FILE;
  process.on('exit', () => {
    try {
      const usage = process.resourceUsage();
      // The format GNU time writes with -f '%M %U %S': KB, user seconds, system seconds.
      fs.writeFileSync(file, `${usage.maxRSS} ${usage.userCPUTime / 1e6} ${usage.systemCPUTime / 1e6}`);
    } catch {
      // Nothing to report to: the bench shows the memory as unknown.
    }
  });
}
