// Measurement only (bench/run.js `--require`s it into some ESLint runs; sunset never ships it).
// ESLint's FileContext#extend gives each rule its context as `Object.create(fileContext)`, which makes
// every file's context a prototype: V8 then keeps that file's whole parse alive through young-generation
// collections. This copies the context's own fields instead, so that the bench can tell ESLint's own cost
// of enabling a rule from the cost of what the rule does.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(path.dirname(require.resolve('eslint/package.json')), 'lib', 'linter', 'file-context.js');
const { FileContext } = require(file);
const expected = 'return Object.freeze(Object.assign(Object.create(this), extension));';
if (typeof FileContext?.prototype.extend !== 'function' || !fs.readFileSync(file, 'utf8').includes(expected)) {
  throw new Error(`bench/eslint-extend-patch.cjs: ${file} no longer defines FileContext#extend as this patch expects`);
}
FileContext.prototype.extend = function extend(extension) {
  return Object.freeze(Object.assign(Object.create(Object.getPrototypeOf(this)), this, extension));
};
