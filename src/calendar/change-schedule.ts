/**
 * The announced-change schedule (`changes.yaml`), a public file format:
 *
 *   changes:
 *     - location: TargetingDataSegment.targetingDataCounts   # coordinate, "REST <METHOD> <path>", or "GraphQL: …"/"REST: …" area
 *       kind: deprecation                                    # deprecation | removal | breaking | validation
 *       date: 2026-10-30                                     # YYYY-MM-DD, UTC
 *       replacement: TargetingDataSegment.targetingDataInsights   # optional
 *       description: …                                       # optional
 *       codemod: targeting-data-insights                     # optional
 *       rewrite:                                             # optional: how selections move, paths from the parent type
 *         targetingDataCounts.activeCounts: targetingDataInsights.activeCounts.devices
 *
 * GitHub's published schedule (`graphql_upcoming_changes.public.yml`) is read as it is, too:
 *
 *   upcoming_changes:
 *     - location: Query.sponsorables.dependencyEcosystem  # `Type.field.arg` for an argument
 *       description: "`dependencyEcosystem` will be removed. Use the ecosystem argument instead."
 *       reason: The type is switching from SecurityAdvisoryEcosystem to DependencyGraphEcosystem.
 *       date: '2022-10-01T00:00:00+00:00'                # or 2021-06-21; taken to its UTC day
 *       criticality: breaking                             # breaking | dangerous (not read)
 *       owner: someone                                    # not read
 *
 * Each is a removal on its date where its description says the element "will be removed", else a
 * breaking change; its description and reason become the change's description. Keys GitHub may add
 * are passed over: the file is GitHub's.
 *
 * Every mistake is an error naming the file and the line of the entry.
 */
import { readFileSync } from 'node:fs';
import { isAlias, isMap, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import { parseIsoDate, utcDayOf } from '../dates.js';
import { messageOf, SunsetError } from '../errors.js';
import { normalizeCoordinate } from '../schema/coordinates.js';
import type { ApiKind, ChangeKind, SourcePosition } from './types.js';

export interface ScheduledChange {
  location: string;
  api: ApiKind;
  /** Whether `location` is a schema coordinate (else a REST endpoint or an area label). */
  isCoordinate: boolean;
  kind: ChangeKind;
  date: string;
  replacement: string | null;
  description: string | null;
  codemod: string | null;
  /** Old selection path to new selection path, both from the location's parent type (`a.b` to `c.d.e`). */
  rewrite: Record<string, string> | null;
  /** Whether the description says what replaces the element, as a deprecation reason does (GitHub's has no `replacement` key). */
  replacementInDescription?: boolean;
  definedAt: SourcePosition;
}

const KINDS: readonly ChangeKind[] = ['deprecation', 'removal', 'breaking', 'validation'];
const KEYS = new Set(['location', 'kind', 'date', 'replacement', 'description', 'codemod', 'rewrite']);
const SELECTION_PATH = /^[_A-Za-z]\w*(\.[_A-Za-z]\w*)*$/;
const REST_ENDPOINT = /^REST (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S*$/;
const AREA_LABEL = /^(GraphQL|REST): \S/;

export function readChangeSchedule(file: string, display = file): ScheduledChange[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SunsetError(`cannot read change schedule: ${code === 'ENOENT' ? 'no such file' : messageOf(error)}`, { file: display });
  }
  return parseChangeSchedule(text, display);
}

export function parseChangeSchedule(text: string, file: string): ScheduledChange[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (node: Node | null | undefined): SourcePosition => {
    const offset = node?.range?.[0] ?? 0;
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const firstError = document.errors[0];
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new SunsetError(`invalid YAML: ${firstError.message.split('\n')[0]}`, { file, line, column: col });
  }
  const root = document.contents;
  const github = isMap(root) && !root.has('changes') && root.has('upcoming_changes');
  const list = isMap(root) ? root.get(github ? 'upcoming_changes' : 'changes', true) : undefined;
  if (!isSeq(list)) throw new SunsetError(github ? 'expected `upcoming_changes:` to be a list' : 'expected a top-level `changes:` list (or GitHub\'s `upcoming_changes:`)', at(root));

  return list.items.map((item) => {
    const place = at(item as Node);
    // An alias (`- *viewability`) stands for the change its anchor marks: the change, announced again here.
    const change = isAlias(item) ? item.resolve(document) : item;
    if (!isMap(change)) throw new SunsetError(`each change must be a mapping with location, ${github ? 'description' : 'kind'} and date`, place);
    return github ? readGithubEntry(change, place, at) : readEntry(change, place, at);
  });
}

/** A text value of `item`, trimmed; null where the key is not there. A list, mapping or number is an error. */
function textOf(item: YAMLMap, key: string, required: boolean, place: SourcePosition, at: (node: Node | null | undefined) => SourcePosition): string | null {
  const node = item.get(key, true) as Node | undefined;
  // A list or a mapping where text goes is a mistake to name, not a key left out.
  if (isSeq(node) || isMap(node)) throw new SunsetError(`${key} must be text, got a ${isSeq(node) ? 'list' : 'mapping'}`, at(node));
  const value = (node as { value?: unknown } | undefined)?.value;
  if (value === undefined || value === null) {
    if (required) throw new SunsetError(`change has no ${key}`, place);
    return null;
  }
  // The YAML 1.1 timestamp type would turn dates into Date objects; the core schema keeps them as text.
  if (typeof value !== 'string') throw new SunsetError(`${key} must be text, got ${JSON.stringify(value)}`, at(node));
  return value.trim();
}

/** The element's removal, or another breaking change, as GitHub's description words it. */
const GITHUB_REMOVAL = /\bwill be removed\b/i;

function readGithubEntry(item: YAMLMap, place: SourcePosition, at: (node: Node | null | undefined) => SourcePosition): ScheduledChange {
  const text = (key: string, required: boolean) => textOf(item, key, required, place, at);
  const rawLocation = text('location', true)!;
  const location = normalizeCoordinate(rawLocation);
  if (!location) throw new SunsetError(`location "${rawLocation}" is not a schema coordinate (\`Type.field\`, \`Type.field.argument\`, \`Enum.VALUE\`)`, at(item.get('location', true) as Node));
  const rawDate = text('date', true)!;
  const date = utcDayOf(rawDate);
  if (!date) throw new SunsetError(`date must be a real day (YYYY-MM-DD) or an instant (2022-10-01T00:00:00+00:00), got "${rawDate}"`, at(item.get('date', true) as Node));
  const description = text('description', false);
  const reason = text('reason', false);
  return {
    location,
    api: 'graphql',
    isCoordinate: true,
    kind: description !== null && GITHUB_REMOVAL.test(description) ? 'removal' : 'breaking',
    date,
    replacement: null,
    // A reason that only repeats the description is said once.
    description: (reason !== null && description?.includes(reason) ? description : [description, reason].filter((part) => part !== null).join(' ')) || null,
    codemod: null,
    rewrite: null,
    replacementInDescription: true,
    definedAt: place,
  };
}

function readEntry(item: YAMLMap, place: SourcePosition, at: (node: Node | null | undefined) => SourcePosition): ScheduledChange {
  for (const pair of item.items) {
    const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
    if (!KEYS.has(key)) throw new SunsetError(`unknown key "${key}" (expected ${[...KEYS].join(', ')})`, at(pair.key as Node));
  }
  const text = (key: string, required: boolean) => textOf(item, key, required, place, at);

  const rawLocation = text('location', true)!;
  const locationPlace = at(item.get('location', true) as Node);
  const kind = text('kind', true) as ChangeKind;
  if (!KINDS.includes(kind)) throw new SunsetError(`kind must be one of ${KINDS.join(', ')}, got "${kind}"`, at(item.get('kind', true) as Node));
  const rawDate = text('date', true)!;
  const date = parseIsoDate(rawDate);
  if (!date) throw new SunsetError(badDateMessage(rawDate), at(item.get('date', true) as Node));

  let location = rawLocation;
  let api: ApiKind = 'graphql';
  let isCoordinate = false;
  if (REST_ENDPOINT.test(rawLocation)) api = 'rest';
  else if (AREA_LABEL.test(rawLocation)) api = rawLocation.startsWith('REST') ? 'rest' : 'graphql';
  else {
    const coordinate = normalizeCoordinate(rawLocation);
    if (!coordinate) {
      throw new SunsetError(
        `location "${rawLocation}" is neither a schema coordinate, "REST <METHOD> <path>", nor a "GraphQL: "/"REST: " area label`,
        locationPlace,
      );
    }
    location = coordinate;
    isCoordinate = true;
  }
  return {
    location,
    api,
    isCoordinate,
    kind,
    date,
    replacement: text('replacement', false),
    description: text('description', false),
    codemod: text('codemod', false),
    rewrite: readRewrite(item, at),
    definedAt: place,
  };
}

const WITH_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d/;

/** Why a schedule date is rejected, saying the form expected: a whole UTC day, never an instant. */
function badDateMessage(raw: string): string {
  if (WITH_TIME.test(raw)) return `date must be a day written YYYY-MM-DD, without a time (schedule dates are UTC days), got "${raw}"`;
  return `date must be a real YYYY-MM-DD date, got "${raw}"`;
}

function readRewrite(item: YAMLMap, at: (node: Node | null | undefined) => SourcePosition): Record<string, string> | null {
  const node = item.get('rewrite', true) as Node | undefined;
  if (node === undefined) return null;
  if (!isMap(node)) throw new SunsetError('rewrite must map old selection paths to new ones (`a.b: c.d`)', at(node));
  const rewrite: Record<string, string> = {};
  for (const pair of node.items) {
    const from = String((pair.key as { value?: unknown })?.value ?? '');
    const to = String((pair.value as { value?: unknown } | null)?.value ?? '');
    if (!SELECTION_PATH.test(from) || !SELECTION_PATH.test(to)) {
      throw new SunsetError(`rewrite paths must be dotted field names, got "${from}: ${to}"`, at(pair.key as Node));
    }
    rewrite[from] = to;
  }
  return rewrite;
}
