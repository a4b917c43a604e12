/**
 * In a command-line run ESLint lints the project's files one after another on one thread, and
 * every millisecond a rule spends there adds to the run. sunset's analysis of the whole project
 * (what `sunset check` does, a tenth of ESLint's own time) runs meanwhile on a worker thread, on
 * a core ESLint leaves mostly idle, and a rule takes each file's findings from it, blocking only
 * until the worker has that file (it moves requested files to the front of its queue).
 *
 * A prefetched result is used only while it is exactly what the rules' own path would compute:
 * same text (length and hash), fragment files from other files unchanged since the worker read
 * them, a fragment it found nowhere looked for within the last 5 seconds (the in-thread index looks
 * again after as long), schema, schedule and config unchanged and no config or schema file added
 * (checked at most once a second). Anything else (an editor's unsaved text, a second lint after
 * --fix, a virtual file, a worker that failed or stalled) goes the in-thread path. Not used inside
 * ESLint's own worker threads (`--concurrency`), where each thread already lints a share of the
 * files, on machines with fewer than PREFETCH_MIN_CORES cores (unless SUNSET_ESLINT_PREFETCH=1), or
 * when SUNSET_ESLINT_PREFETCH=0.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isMainThread, MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { packageRoot } from '../src/package-root.js';
import { mayReport, type ReportPrefilter } from '../src/analysis/analyzer.js';
import { textHash, type PrefetchMessage, type PrefetchRequest, type PrefetchStart, type PrefetchWorkerData } from './prefetch-protocol.js';
import type { FileAnalysis } from './project-state.js';
import { fileMtimeOf, RECHECK_MS, RELIST_MS, unchanged, WatchedFiles, type WatchedFile } from './watched-files.js';

/** How long a rule waits for the worker without any message from it before giving up on it. */
const STALL_MS = 10_000;

type Entry = Extract<PrefetchMessage, { type: 'result' }>;

const NOTHING: Prefetched = Object.freeze({ result: Object.freeze({ findings: Object.freeze([]), error: null }), external: Object.freeze([]), records: Object.freeze([]), unresolvedListedAt: null });

/**
 * A prefetched analysis, with the other files' fragments it read (and their modification times then)
 * and, when it spread a fragment no document defined, when the worker last listed the documents.
 */
export interface Prefetched {
  result: FileAnalysis;
  external: readonly WatchedFile[];
  /** The shared records of files it depends on too (`record` messages). */
  records: readonly number[];
  unresolvedListedAt: number | null;
}

export class ProjectPrefetch {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly counter: Int32Array;
  private readonly results = new Map<string, Entry>();
  private readonly missing = new Set<string>();
  private readonly requested = new Set<string>();
  private status: 'running' | 'done' | 'off' = 'running';
  private watched: WatchedFiles | null = null;
  private prefilter: ReportPrefilter | null = null;

  /** Starts the worker, which loads its modules and waits for `start`. */
  constructor(script: string) {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(8);
    this.counter = new Int32Array(signal);
    this.port = port1;
    const workerData: PrefetchWorkerData = { signal, port: port2 };
    this.worker = new Worker(script, { workerData, transferList: [port2] });
    // Neither keeps ESLint's process alive once it is done.
    this.worker.unref();
    this.port.unref();
    this.worker.on('error', () => this.stop());
  }

  /** Tells the worker which project to analyse. */
  start(request: Omit<PrefetchStart, 'type'>): void {
    this.port.postMessage({ type: 'start', ...request } satisfies PrefetchStart);
    Atomics.store(this.counter, 1, 1);
    Atomics.notify(this.counter, 1);
  }

  /**
   * NOTHING when the project is loaded and `text` holds nothing the engine could report, whatever
   * documents the file's scope has; null otherwise (ask `lookup`). Never waits. A GraphQL document
   * is always analysed, whatever its file is named, as the rules' own path does.
   */
  nothingIn(file: string, text: string, graphqlDocument: boolean): Prefetched | null {
    this.drain();
    if (graphqlDocument || this.status === 'off' || !this.prefilter || !this.fresh() || mayReport(this.prefilter, file, text)) return null;
    this.results.delete(file);
    return NOTHING;
  }

  /** The findings the worker computed for `file` (absolute, normalized) with this exact `text`, or null. */
  lookup(file: string, text: string, graphqlDocument: boolean): Prefetched | null {
    for (;;) {
      const seen = Atomics.load(this.counter, 0);
      // Text the engine would find nothing in is answered here, without waiting or hashing.
      const nothing = this.nothingIn(file, text, graphqlDocument);
      if (nothing) return nothing;
      if (this.status === 'off' || !this.fresh()) return null;
      const entry = this.results.get(file);
      if (entry) {
        this.results.delete(file);
        const same = entry.length === text.length && entry.hash === textHash(text) && this.stillValid(entry);
        return same ? { result: entry.result, external: entry.external, records: entry.records, unresolvedListedAt: entry.unresolvedListedAt } : null;
      }
      if (this.status === 'done' || this.missing.has(file)) return null;
      // Until the project is loaded, the rules cannot tell which files to ask for.
      if (this.prefilter && !this.requested.has(file)) {
        this.requested.add(file);
        this.port.postMessage({ type: 'request', file } satisfies PrefetchRequest);
      }
      if (Atomics.wait(this.counter, 0, seen, STALL_MS) === 'timed-out') {
        this.stop();
        return null;
      }
    }
  }

  /**
   * Whether a result handed out still holds: the fragment files it read and the project files
   * unchanged, and a fragment it found nowhere looked for recently. The rules' own fragment index
   * looks for one again after the same time: a file that defines it may have been added since.
   */
  stillValid(prefetched: Omit<Prefetched, 'result'>): boolean {
    if (prefetched.unresolvedListedAt !== null && Date.now() - prefetched.unresolvedListedAt >= RELIST_MS) return false;
    return this.status !== 'off' && this.fresh() && unchanged(prefetched.external) && prefetched.records.every((id) => this.recordUnchanged(id, Date.now()));
  }

  /** The records results share, and until when each was last found unchanged (0: changed, for good). */
  private readonly records = new Map<number, { files: WatchedFile[]; validUntil: number }>();

  /** Whether a record's files are as they were, looked at again at most once per RECHECK_MS. */
  private recordUnchanged(id: number, now: number): boolean {
    const record = this.records.get(id);
    if (!record || record.validUntil === 0) return false;
    if (now < record.validUntil) return true;
    record.validUntil = record.files.every((w) => fileMtimeOf(w.file) === w.mtimeMs) ? now + RECHECK_MS : 0;
    return record.validUntil !== 0;
  }

  stop(): void {
    this.status = 'off';
    this.results.clear();
    void this.worker.terminate();
  }

  private drain(): void {
    for (let message = receiveMessageOnPort(this.port); message; message = receiveMessageOnPort(this.port)) {
      const m = message.message as PrefetchMessage;
      if (m.type === 'result') this.results.set(m.file, m);
      else if (m.type === 'record') this.records.set(m.id, { files: m.files, validUntil: -Infinity });
      else if (m.type === 'missing') this.missing.add(m.file);
      else if (m.type === 'ready') {
        // Checked at the first lookup: they may have changed since the worker read them.
        this.watched = new WatchedFiles(m.watched, m.listings, -Infinity);
        this.prefilter = m.prefilter;
      }
      else if (m.type === 'done') this.status = this.status === 'off' ? 'off' : 'done';
      // A project that cannot be loaded is reported by the in-thread path, with its message.
      else this.stop();
    }
  }

  /** False, for good, once a schema, schedule or config file changed after the worker read it. */
  private fresh(): boolean {
    if (!this.watched || this.watched.unchanged(Date.now())) return true;
    this.stop();
    return false;
  }
}

let script: string | null | undefined;

/** The compiled worker, when there is one (the rules may run from source in tests). */
function workerScript(): string | null {
  if (script === undefined) {
    const compiled = path.join(packageRoot(), 'dist', 'rules', 'prefetch-worker.js');
    script = existsSync(compiled) ? compiled : null;
  }
  return script;
}

/** The worker started ahead of the first file, not yet given a project. */
let warm: ProjectPrefetch | null = null;

/**
 * True in `eslint` run from the command line (its bin, directly or through node_modules/.bin),
 * unless it lints in its own worker threads (`--concurrency`), where this thread lints nothing.
 */
export function isEslintCommandLine(argv: readonly string[] = process.argv): boolean {
  if (!/[\\/]eslint(?:[\\/]bin[\\/]eslint\.js)?$/.test(argv[1] ?? '')) return false;
  const at = argv.findIndex((arg) => arg === '--concurrency' || arg.startsWith('--concurrency='));
  if (at < 0) return true;
  const value = argv[at]!.includes('=') ? argv[at]!.slice('--concurrency='.length) : argv[at + 1];
  // `auto` may lint in threads: the worker then starts at the first lint on this thread, if any.
  return value === 'off' || value === '1';
}

/**
 * In an ESLint command-line run the worker is started as the plugin is imported, so that it loads
 * its modules and TypeScript while ESLint loads its own and finds the files: the first file with
 * GraphQL then waits only for the project. Elsewhere (editors, tests) it starts at the first lint.
 */
export function warmUpPrefetch(): void {
  if (warm || !isEslintCommandLine()) return;
  const script = prefetchAvailable();
  if (script) warm = new ProjectPrefetch(script);
}

/** The warmed-up worker, else a new one, analysing `request`'s project. */
export function startPrefetch(script: string, request: Omit<PrefetchStart, 'type'>): ProjectPrefetch {
  const worker = warm ?? new ProjectPrefetch(script);
  warm = null;
  worker.start(request);
  return worker;
}

/**
 * The cores a machine needs for the worker to pay: ESLint's thread keeps one busy, so on one core the
 * worker only takes turns with it. Where other processes keep the second core busy too, the worker's
 * own parse of every file with GraphQL (typescript-eslint's parse is not reusable across threads)
 * competes with ESLint and its garbage collector: on such a shared 2-core machine the median run was
 * slower with it, the best runs faster (bench/RESULTS.md). SUNSET_ESLINT_PREFETCH=0 turns it off there.
 */
export const PREFETCH_MIN_CORES = 2;

let cores: number | undefined;

/**
 * Whether this process prefetches: ESLint's main thread, on a machine with a core to spare, unless
 * SUNSET_ESLINT_PREFETCH says otherwise (`1` always, `0` never).
 */
export function prefetchAvailable(): string | null {
  if (!isMainThread) return null;
  const setting = process.env.SUNSET_ESLINT_PREFETCH;
  if (setting === '0' || (setting !== '1' && (cores ??= availableParallelism()) < PREFETCH_MIN_CORES)) return null;
  return workerScript();
}
