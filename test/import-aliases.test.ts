/**
 * Path aliases (src/documents/import-aliases.ts): resolved as the compiler resolves them, checked
 * against `ts.resolveModuleName` itself on seeded random tsconfigs and file trees on disk.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type TS from 'typescript';
import { describe, expect, it } from 'vitest';
import { TsconfigAliases } from '../src/documents/import-aliases.js';
import { resolveImport } from '../src/documents/imported-constants.js';
import { fileMtimeOf } from '../src/file-mtime.js';
import { readSourceTextIfAny } from '../src/file-text.js';
import { tempProject } from './helpers/temp-project.js';

const ts = createRequire(import.meta.url)('typescript') as typeof TS;

/** The disk as sunset's own run reads it. */
const disk = { exists: (file: string) => fileMtimeOf(file) >= 0, readFile: readSourceTextIfAny };

const project = (files: Record<string, string>) => tempProject('sunset-import-aliases-', files);

/** What sunset resolves `specifier` in `from` to, relative to `dir` (null: not followed). */
function sunsetResolves(dir: string, from: string, specifier: string): string | null {
  const file = path.join(dir, from);
  const found = resolveImport(file, specifier, disk.exists, new TsconfigAliases(disk).of(file), disk.readFile);
  return found && path.relative(dir, found);
}

/** What the compiler resolves it to, among the project's own files. */
function compilerResolves(dir: string, from: string, specifier: string): string | null {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const options = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, host)?.options ?? {};
  const resolved = ts.resolveModuleName(specifier, path.join(dir, from), options, ts.sys).resolvedModule;
  return resolved && !resolved.isExternalLibraryImport ? path.relative(dir, resolved.resolvedFileName) : null;
}

describe('path aliases', () => {
  it('resolve as the compiler resolves them, on random tsconfigs and trees', () => {
    let seed = 20261122;
    const random = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return (seed >>> 16) % n;
    };
    const pick = <T,>(list: readonly T[]) => list[random(list.length)]!;
    const keys = ['@/*', '@/lib/*', '@/lib', '*', '~/*', '~/*.js', '#app', 'ui/*', '@/*/main'];
    const targets = ['./src/*', './lib/*', './src/lib/*', './src/lib.ts', './src', './lib/*.js', './*', './src/*/main', 'src/*.ts', './missing/*', './src/*/', './lib/'];
    const files = ['src/lib.ts', 'src/lib/index.ts', 'src/lib/main.ts', 'src/view.tsx', 'lib/lib.js', 'lib/lib.ts', 'lib/view/index.tsx', 'lib.ts', 'lib/main.ts', 'src/esm.mts', 'src/plain.js', 'lib/plain.jsx', 'src/lib/main/index.ts', 'types/lib.d.ts'];
    const specifiers = ['@/lib', '@/lib/main', '@/view', '@/lib/main.js', '@/plain', '@/plain.js', 'lib', 'lib/main', '~/lib', '~/lib.js', '~/view.js', '#app', '@/lib/', 'src/lib', 'ui/plain', '@/esm.mjs', '@/lib/index', 'view', 'types/lib', '../src/lib', '../lib/view', '../src', '../src/lib/'];
    let compared = 0;
    let followed = 0;
    for (let round = 0; round < 60; round++) {
      const paths: Record<string, string[]> = {};
      for (let i = random(4); i >= 0; i--) paths[pick(keys)] = Array.from({ length: 1 + random(3) }, () => pick(targets));
      const compilerOptions: Record<string, unknown> = { paths, ignoreDeprecations: '6.0', allowJs: random(2) === 1 };
      if (random(2)) compilerOptions.baseUrl = pick(['.', './src', 'lib']);
      const tree: Record<string, string> = { 'tsconfig.json': JSON.stringify({ compilerOptions }), 'app/use.ts': '' };
      for (const file of files) if (random(2)) tree[file] = 'export const A = 1;\n';
      // A folder whose package.json names its module.
      const manifests = ['{"main":"main.ts"}', '{"types":"./main"}', '{"main":"index.js"}', '{"typings":"missing.ts","main":"main.ts"}', '{"types":"../lib.d.ts"}', '{"main":"main"}', '{"name":"x"}', '{"main":1,"types":"main.ts"}'];
      for (const folder of ['src/lib', 'lib/view', 'src']) if (random(3) === 0) tree[`${folder}/package.json`] = pick(manifests);
      const dir = project(tree);
      for (const specifier of specifiers) {
        const expected = compilerResolves(dir, 'app/use.ts', specifier);
        expect({ compilerOptions, specifier, resolved: sunsetResolves(dir, 'app/use.ts', specifier) }).toEqual({ compilerOptions, specifier, resolved: expected });
        compared++;
        if (expected) followed++;
      }
    }
    // The comparison means something: many imports resolve, many do not.
    expect(compared).toBe(60 * specifiers.length);
    expect(followed).toBeGreaterThan(compared / 20);
    expect(followed).toBeLessThan(compared * 0.9);
  });

  it('reads a tsconfig the compiler reports as far as the compiler does, and never fails on one', () => {
    const odd = [
      '{"compilerOptions":{"paths":{"@/*":"./src/*"}}}',
      '{"compilerOptions":{"paths":{"@/*":null}}}',
      '{"compilerOptions":{"paths":["./src/*"]}}',
      '{"compilerOptions":{"paths":{"@/*":[]}}}',
      '{"compilerOptions":{"paths":{"@/*":[1, "./src/*"]}}}',
      '{"compilerOptions":{"paths":{"@/*":["./src/*"]}},"references":[null]}',
      '{"compilerOptions":{"paths":{"@/*":["./src/*"]}}, "include": }',
      '// a comment\n{"compilerOptions":{"paths":{"@/*":["./src/*",],},},}',
      '{"extends":"./missing.json","compilerOptions":{"paths":{"@/*":["./src/*"]}}}',
      '',
      'null',
    ];
    const found = odd.map((text) => {
      const dir = project({ 'tsconfig.json': text, 'src/steps.ts': 'export const S = 1;\n', 'src/use.ts': '' });
      return sunsetResolves(dir, 'src/use.ts', '@/steps');
    });
    expect(found).toEqual([null, null, null, null, 'src/steps.ts', null, 'src/steps.ts', 'src/steps.ts', 'src/steps.ts', null, null]);
  });

  it('takes, in a solution tsconfig, the referenced project that includes the file, as the compiler matches include, exclude and extensions', () => {
    const dir = project({
      'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.test.json' }, { path: './tsconfig.node.json' }] }),
      'tsconfig.app.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./app/*'] } }, include: ['src'], exclude: ['src/**/*.test.ts'] }),
      'tsconfig.test.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./test/*'] } }, include: ['src/**/*.test.ts'] }),
      'tsconfig.node.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./tools/*'] } }, include: ['vite.config.ts'] }),
      'app/k.ts': '',
      'test/k.ts': '',
      'tools/k.ts': '',
    });
    const configOf = (file: string) => path.relative(dir, new TsconfigAliases(disk).configFor(path.join(dir, file)) ?? '');
    expect(['src/x.ts', 'src/x.test.ts', 'src/deep/v.tsx', 'vite.config.ts', 'other/y.ts'].map(configOf)).toEqual(['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.json']);
    expect(['src/x.ts', 'src/x.test.ts', 'vite.config.ts'].map((file) => sunsetResolves(dir, file, '@/k'))).toEqual(['app/k.ts', 'test/k.ts', 'tools/k.ts']);
  });

  it('finds a file\'s project as the language service does: through references at any depth, past a nearest config that does not take it, in a jsconfig', () => {
    const dir = project({
      // The nearest config takes scripts/ only, and refers on to a solution of its own.
      'tsconfig.json': JSON.stringify({ include: ['scripts', 'packages/*/fixtures'], references: [{ path: './tsconfig.web.json' }] }),
      'tsconfig.web.json': JSON.stringify({ files: [], references: [{ path: './web/tsconfig.app.json' }] }),
      'web/tsconfig.app.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['../src/*'] } }, include: ['../src'] }),
      // A package whose own config does not take its fixtures: the root's does.
      'packages/a/tsconfig.json': JSON.stringify({ include: ['lib'] }),
      'packages/a/fixtures/f.ts': '',
      'js/jsconfig.json': JSON.stringify({ compilerOptions: { paths: { '~/*': ['./*'] } } }),
      'js/k.js': '',
    });
    const configOf = (file: string) => path.relative(dir, new TsconfigAliases(disk).configFor(path.join(dir, file)) ?? '');
    expect(['src/app/use.ts', 'scripts/s.ts', 'packages/a/lib/l.ts', 'packages/a/fixtures/f.ts', 'packages/a/other/o.ts', 'js/use.js'].map(configOf)).toEqual([
      'web/tsconfig.app.json',
      'tsconfig.json',
      'packages/a/tsconfig.json',
      'tsconfig.json',
      // No project takes it: the nearest config's options still apply.
      'packages/a/tsconfig.json',
      'js/jsconfig.json',
    ]);
    expect(sunsetResolves(dir, 'js/use.js', '~/k')).toBe('js/k.js');
  });
});
