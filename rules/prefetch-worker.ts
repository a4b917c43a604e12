/**
 * The prefetch worker (see rules/prefetch.ts): loads the project as the rules do, then analyses
 * every document of the scope in path order, files the rules are waiting for first, and posts each
 * file's findings with a hash of the text it read. It never writes anything.
 */
import { readFileSync, statSync } from 'node:fs';
import { receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import type { FragmentDefinitionNode } from 'graphql';
import type { ParsedSource } from '../src/analysis/analyzer.js';
import { isDocumentFile } from '../src/documents/scan-source.js';
import { messageOf } from '../src/errors.js';
import { textHash, type PrefetchMessage, type PrefetchRequest, type PrefetchWorkerData } from './prefetch-protocol.js';
import { collectFragments, findingFileName, FRAGMENT_MARKER, listDocuments } from './project-documents.js';
import { loadState } from './project-state.js';

const data = workerData as PrefetchWorkerData;
const port: MessagePort = data.port;
const counter = new Int32Array(data.signal);

function post(message: PrefetchMessage): void {
  port.postMessage(message);
  // The rules' thread may be blocked waiting for a message: the counter wakes it.
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

/** The text ESLint lints: the file without its byte order mark. */
const readText = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

function run(): void {
  const { cwd, options, today, lookaheadDays, scope } = data;
  const state = loadState(cwd, options, today, Date.now());
  if (state.error !== null) return post({ type: 'failed', message: state.error });
  post({ type: 'ready', watched: [...state.watched] });
  const analyzer = state.analyzer(lookaheadDays);
  const files = listDocuments(scope);
  const listed = new Set(files);
  const nameOf = (file: string) => findingFileName(file, cwd, false, isDocumentFile);

  // The fragment index, as the rules' in-thread index holds it, built the first time a file spreads a
  // fragment it does not define: files without GraphQL are answered before it exists.
  const parsedFragmentFiles = new Map<string, ParsedSource>();
  let byName: Map<string, Array<{ file: string; mtimeMs: number; definition: FragmentDefinitionNode }>> | null = null;
  const fragmentIndex = () => {
    if (byName) return byName;
    byName = new Map();
    for (const file of files) {
      let text: string;
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
        text = readText(file);
      } catch {
        continue;
      }
      if (!FRAGMENT_MARKER.test(text)) continue;
      const parsed = analyzer.parseSource({ file: nameOf(file), text });
      parsedFragmentFiles.set(file, parsed);
      for (const document of parsed.documents) {
        for (const definition of document.ast?.definitions ?? []) {
          if (definition.kind !== 'FragmentDefinition') continue;
          const list = byName.get(definition.name.value) ?? [];
          list.push({ file, mtimeMs, definition });
          byName.set(definition.name.value, list);
        }
      }
    }
    return byName;
  };

  const analyse = (file: string): PrefetchMessage => {
    let text: string;
    try {
      text = readText(file);
    } catch {
      return { type: 'missing', file };
    }
    const name = nameOf(file);
    const hash = textHash(text);
    // The schema's own SDL files are no documents to check.
    if (isDocumentFile(name) && state.isSchemaFile(file)) return { type: 'result', file, length: text.length, hash, result: { findings: [], error: null }, external: [] };
    const cached = parsedFragmentFiles.get(file);
    const parsed = cached && cached.text === text ? cached : analyzer.parseSource({ file: name, text });
    parsedFragmentFiles.delete(file);
    const external = new Map<string, number>();
    const { fragments } = collectFragments(analyzer, parsed, (fragment) => {
      const found = fragmentIndex().get(fragment)?.find((d) => d.file !== file);
      if (found) external.set(found.file, found.mtimeMs);
      return found?.definition;
    });
    const { findings } = analyzer.analyzeSource(parsed, fragments);
    return { type: 'result', file, length: text.length, hash, result: { findings, error: null }, external: [...external].map(([f, mtimeMs]) => ({ file: f, mtimeMs })) };
  };

  const done = new Set<string>();
  const urgent: string[] = [];
  const takeRequests = () => {
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
      const request = message.message as PrefetchRequest;
      if (!listed.has(request.file)) post({ type: 'missing', file: request.file });
      else if (!done.has(request.file)) urgent.push(request.file);
    }
  };
  let next = 0;
  for (;;) {
    takeRequests();
    const file = urgent.shift() ?? files[next++];
    if (file === undefined) break;
    if (done.has(file)) continue;
    done.add(file);
    post(analyse(file));
  }
  post({ type: 'done' });
}

try {
  run();
} catch (error) {
  post({ type: 'failed', message: `sunset's prefetch failed: ${messageOf(error)}` });
}
