/**
 * How files are named and placed against folders: `pathWithin` compares resolved POSIX paths as
 * strings, and must say what path.relative says of every path, resolved or not.
 */
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPath, pathWithin } from '../src/paths.js';

/** What path.relative says: `file` below or at `dir` (its relative path), or not (null). */
function reference(dir: string, file: string): string | null {
  const relative = path.relative(dir, file);
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative) ? null : relative;
}

// Segments that make the string test and path.relative part ways if the one is not careful: dots,
// names starting with dots, empty segments.
const segment = fc.constantFrom('a', 'b', 'ab', '.', '..', '..a', '.git', 'a.ts', '');
const posixPath = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }), fc.boolean()).map(([absolute, parts, slash]) => `${absolute ? '/' : ''}${parts.join('/')}${slash ? '/' : ''}` || '.');

describe('pathWithin', () => {
  it.runIf(path.sep === '/')('says what path.relative says, of resolved paths and of any other', () => {
    fc.assert(
      fc.property(posixPath, posixPath, (dir, file) => {
        expect(pathWithin(dir, file)).toBe(reference(dir, file));
      }),
      { numRuns: 5000 },
    );
  });

  it('places the cases that matter by name', () => {
    const root = path.resolve('/work/app');
    expect(pathWithin(root, path.join(root, 'src', 'a.ts'))).toBe(path.join('src', 'a.ts'));
    expect(pathWithin(root, root)).toBe('');
    // A sibling whose name starts with the folder's is not inside it.
    expect(pathWithin(root, `${root}-old${path.sep}a.ts`)).toBeNull();
    expect(pathWithin(root, path.resolve('/work/other/a.ts'))).toBeNull();
    // A name starting with two dots is a file in the folder, not a way out of it.
    expect(pathWithin(root, path.join(root, '..a.ts'))).toBe('..a.ts');
    expect(pathWithin(root, `${root}${path.sep}src${path.sep}..${path.sep}..${path.sep}x.ts`)).toBeNull();
    expect(pathWithin(path.parse(root).root, root)).toBe(root.slice(path.parse(root).root.length));
  });

  it('names files as before: relative with / separators, ../ outside the folder', () => {
    const cwd = path.resolve('/work/app');
    expect(displayPath(path.join(cwd, 'src', 'a.ts'), cwd)).toBe('src/a.ts');
    expect(displayPath(path.resolve('/work/other/b.ts'), cwd)).toBe('../other/b.ts');
    expect(displayPath(`${cwd}${path.sep}src${path.sep}..${path.sep}c.ts`, cwd)).toBe('c.ts');
  });
});
