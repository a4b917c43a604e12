// The jscodeshift baseline of bench/codemod-bench.js: a transform that changes nothing.
// Returning undefined makes jscodeshift report the file as skipped; the file is read and handed
// to the transform, but never parsed (jscodeshift parses only when a transform calls `j(source)`).
// `--parse` (jscodeshift passes unknown flags on as options) parses each file with the chosen
// parser and still changes nothing: the reference row "parse only" of the bench.
'use strict';

module.exports = function noopTransform(file, api, options) {
  if (options.parse) api.jscodeshift(file.source);
  return undefined;
};
