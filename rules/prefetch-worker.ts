/**
 * The prefetch worker (see rules/prefetch.ts): loads its modules and TypeScript as soon as it is
 * started (in an ESLint run, while ESLint itself starts), waits for the project the rules lint
 * with, loads it as the rules do, then analyses every document of the scope in path order, files
 * the rules are waiting for first, and posts the findings of each file that may have any, with a
 * hash of the text it read. It never writes anything.
 */
import { receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import { mayReport } from '../src/analysis/analyzer.js';
import { isDocumentFile } from '../src/documents/scan-source.js';
import { parseHostFile } from '../src/documents/typescript.js';
import { messageOf } from '../src/errors.js';
import { readSourceText } from '../src/file-text.js';
import { textHash, type PrefetchMessage, type PrefetchRequest, type PrefetchStart, type PrefetchWorkerData } from './prefetch-protocol.js';
import { analyzeWithFragments, findingFileName, listDocuments } from './project-documents.js';
import { constantsOnDisk, FragmentIndex, loadState, recordedSpreaders, type FileSpreaders } from './project-state.js';

const data = workerData as PrefetchWorkerData;
const port: MessagePort = data.port;
const counter = new Int32Array(data.signal);

function post(message: PrefetchMessage): void {
  port.postMessage(message);
  // The rules' thread may be blocked waiting for a message: the counter wakes it.
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
}

/** Blocks until the rules post the project to analyse. */
function awaitStart(): PrefetchStart {
  for (;;) {
    const message = receiveMessageOnPort(port);
    if (message) return message.message as PrefetchStart;
    Atomics.wait(counter, 1, 0);
  }
}

function run(): void {
  // Loaded now, not at the first file with GraphQL in it: the rules may be waiting for that one.
  parseHostFile('warm-up.ts', '');
  const { cwd, options, scope } = awaitStart();
  const state = loadState(cwd, options, Date.now());
  if (state.error !== null) return post({ type: 'failed', message: state.error });
  const analyzer = state.analyzer(options.lookaheadDays);
  const prefilter = analyzer.prefilter();
  post({ type: 'ready', watched: [...state.watched], listings: [...state.listings], prefilter });
  const listedAt = Date.now();
  const files = listDocuments(scope);
  const listed = new Set(files);

  // The rules' own fragment index, from the listing above: read the first time a file spreads a
  // fragment it does not define, so files without GraphQL are answered before it exists. Its parses
  // are not kept for the analysis of the same files: holding them cost 100 MB at the peak.
  const index = new FragmentIndex(scope, (file, text) => analyzer.parseSource({ file, text }), { files, at: listedAt });
  const modules = constantsOnDisk(analyzer, cwd);
  const recordIds = new WeakMap<ReadonlyMap<string, number>, number>();
  let sentRecords = 0;

  /** The message for `file`, or null for one with nothing to report that the rules did not ask for. */
  const analyse = (file: string, requested: boolean): PrefetchMessage | null => {
    let text: string;
    try {
      text = readSourceText(file); // as ESLint lints it: without its byte order mark
    } catch {
      return { type: 'missing', file };
    }
    const name = findingFileName(file, cwd, false);
    // The rules apply the same test to their text and ask only when it differs from this one.
    if (!requested && !mayReport(prefilter, name, text)) return null;
    const hash = textHash(text);
    // The schema's own SDL files are no documents to check.
    if (isDocumentFile(name) && state.isSchemaFile(file)) {
      return { type: 'result', file, length: text.length, hash, result: { findings: [], error: null }, external: [], records: [], unresolvedListedAt: null };
    }
    const external = new Map<string, number>();
    modules.takeRead();
    const spreaders = new Map<string, FileSpreaders[]>();
    const { findings, resolved, comments } = analyzeWithFragments(
      analyzer,
      { file: name, text },
      {
        resolve: (fragment) => {
          const found = index.definedIn(fragment, file, Date.now());
          if (found) external.set(found.file, found.mtimeMs);
          return found?.definition;
        },
        spreaders: recordedSpreaders(() => index, file, spreaders),
      },
      { modules, file },
    );
    for (const found of spreaders.values()) for (const { file: spreading, mtimeMs } of found) external.set(spreading, mtimeMs);
    // The modules it took constants from: the result holds while they are unchanged. What a re-export
    // closure was read from is shared by its importers: sent once, named by its id.
    const { direct, shared } = modules.takeRead();
    for (const [module, mtimeMs] of direct) external.set(module, mtimeMs);
    const records = shared.map((record): number => {
      const known = recordIds.get(record);
      if (known !== undefined) return known;
      const id = ++sentRecords;
      recordIds.set(record, id);
      post({ type: 'record', id, files: [...record].map(([f, mtimeMs]) => ({ file: f, mtimeMs })) });
      return id;
    });
    // A fragment no document defined may be defined by one added later, and a file may start spreading
    // a fragment whose fix was checked against its spreaders: the rules use this result only while the listing is recent.
    const unresolvedListedAt = [...resolved.values()].includes(undefined) || spreaders.size > 0 ? index.listedAt : null;
    const watched = [...external].map(([f, mtimeMs]) => ({ file: f, mtimeMs }));
    return { type: 'result', file, length: text.length, hash, result: { findings, error: null, ...(comments.length > 0 ? { comments } : {}) }, external: watched, records, unresolvedListedAt };
  };

  const posted = new Set<string>();
  const skipped = new Set<string>();
  const urgent: string[] = [];
  const takeRequests = () => {
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
      const request = message.message as PrefetchRequest;
      if (!listed.has(request.file)) post({ type: 'missing', file: request.file });
      else if (!posted.has(request.file)) urgent.push(request.file);
    }
  };
  let next = 0;
  for (;;) {
    takeRequests();
    const requested = urgent.length > 0;
    const file = urgent.shift() ?? files[next++];
    if (file === undefined) break;
    if (posted.has(file) || (!requested && skipped.has(file))) continue;
    const message = analyse(file, requested);
    if (message) {
      posted.add(file);
      post(message);
    } else skipped.add(file);
  }
  post({ type: 'done' });
}

try {
  run();
} catch (error) {
  post({ type: 'failed', message: `sunset's prefetch failed: ${messageOf(error)}` });
}
