/**
 * The REST map (`schema/rest-map.yaml`, extensible by users): what the naming rule of spec 2.6
 * cannot derive. A public file format:
 *
 *   readOnly:                         # spec 2.7, REST property names, for every type
 *     always: [CreatedAtUTC]          #   values sent are ignored (strict mode: an error on any method)
 *     create: [AdGroupId]             #   read-only on create (POST)
 *     update: [IsHighFillRate]        #   read-only on update (PUT)
 *   paging:                           # spec 2.3 / 4.2, REST paging names on connection types
 *     PageSize: { argument: first }   #   a connection argument, not a field
 *     Result: nodes                   #   a field path on the connection type
 *     TotalUnfilteredCount: { none: "why" }
 *   values:                           # REST enum values that are other names of a GraphQL enum value
 *     DealType:                       #   the GraphQL enum
 *       Endeavor: STANDARD            #     REST value (compared as an enum value name: endeavor, ENDEAVOR) → value
 *   types:                            # renamed exceptions, per GraphQL type and optionally per endpoint
 *     - type: Advertiser              #   a GraphQL object, interface or input type (or a list of them)
 *       endpoint: GET /v3/advertiser  #   optional: only when mapping for this endpoint (it then wins)
 *       properties:                   #   REST property → target
 *         CurrencyCode: currency.id   #     a dotted GraphQL path
 *         Country: { path: country, fields: [id, shortName, longName] }   # an object and its fields
 *         Legacy: { none: "why" }     #     no equivalent, with the reason shown
 *         Other: null                 #     no equivalent
 *       readOnly: { create: [AdvertiserId] }   # optional, added to the global lists for this type
 *
 * A target may also carry `note: text`. Files are merged in order and later files win: a property of
 * a type (and endpoint) set again replaces the earlier target, read-only lists are unions, and a
 * paging name or value alias set again replaces the earlier one. Every mistake is a SunsetError
 * naming file:line. Paths and enum values are checked against the schema when they are used (a
 * user's schema may lack the bundled types).
 *
 * REST names are looked up as the mapper matches properties: exactly first, then ignoring case
 * (`CreatedAtUtc` and `createdAtUTC` are `CreatedAtUTC`, `AdGroupID` is `AdGroupId`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node, type YAMLMap } from 'yaml';
import type { SourcePosition } from '../calendar/types.js';
import { messageOf, SunsetError } from '../errors.js';
import { packageRoot } from '../package-root.js';
import { namedPath } from '../paths.js';
import { toEnumValueName } from './naming.js';

export type ReadOnlyClass = 'always' | 'create' | 'update';
export const READ_ONLY_CLASSES: readonly ReadOnlyClass[] = ['always', 'create', 'update'];

/** Where a REST property goes: a dotted GraphQL path, a connection argument, or nowhere (`path: null`). */
export interface RestMapTarget {
  /** Dotted GraphQL path from the type (`currency.id`), or null for "no equivalent". */
  path: string | null;
  /** Paging only: the connection argument the REST request property becomes (`first`, `after`). */
  argument?: string;
  /** For an object target: the fields to select (default: its scalar fields). */
  fields?: string[];
  /** Shown with the mapping (for `none`, the reason there is no equivalent). */
  note?: string;
  definedAt: SourcePosition;
}

export interface RestMapEntry {
  /** GraphQL type names this entry applies to. */
  types: string[];
  /** `METHOD /path`, or null for every endpoint. */
  endpoint: string | null;
  properties: Map<string, RestMapTarget>;
  readOnly: Record<ReadOnlyClass, Set<string>>;
  definedAt: SourcePosition;
  /** From the bundled map, which names the platform's types: another schema need not have them. */
  bundled?: boolean;
}

/** A REST enum value that is another name of a GraphQL enum value (`Endeavor` → `STANDARD`). */
export interface RestValueAlias {
  /** The REST value as the file writes it. */
  alias: string;
  /** The GraphQL enum value it stands for. */
  value: string;
  definedAt: SourcePosition;
}

export interface RestMap {
  /** The files merged, in order (later wins). */
  files: string[];
  /** Every type entry, in load order. */
  entries: RestMapEntry[];
  /** Global read-only classes (spec 2.7): REST property name → where it was listed. */
  readOnly: Record<ReadOnlyClass, Map<string, SourcePosition>>;
  /** REST paging names (spec 2.3 / 4.2) → target on connection types. */
  paging: Map<string, RestMapTarget>;
  /** GraphQL enum name → its REST value aliases, keyed by the alias as an enum value name (`ENDEAVOR`). */
  values: Map<string, Map<string, RestValueAlias>>;
}

/** The bundled map, `schema/rest-map.yaml` of the installed package. */
export const bundledRestMapPath = () => path.join(packageRoot(), 'schema', 'rest-map.yaml');

export function emptyRestMap(): RestMap {
  return { files: [], entries: [], readOnly: { always: new Map(), create: new Map(), update: new Map() }, paging: new Map(), values: new Map() };
}

export interface LoadRestMapOptions {
  /** Start from the bundled `schema/rest-map.yaml` (default true). */
  bundled?: boolean;
  /** Files are resolved and shown relative to this directory (default: the working directory). */
  cwd?: string;
}

/** The bundled map (unless `bundled: false`) merged with `files` in order; later files win. */
export function loadRestMap(files: readonly string[] = [], options: LoadRestMapOptions = {}): RestMap {
  const cwd = options.cwd ?? process.cwd();
  const all = options.bundled === false ? [...files] : [bundledRestMapPath(), ...files];
  const parts = all.map((file) => {
    const absolute = path.resolve(cwd, file);
    const display = namedPath(absolute, cwd);
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : messageOf(error);
      throw new SunsetError(`cannot read REST map: ${why}`, { file: display });
    }
    const part = parseRestMap(text, display);
    if (options.bundled !== false && file === all[0]) for (const entry of part.entries) entry.bundled = true;
    return part;
  });
  return mergeRestMaps(...parts);
}

/**
 * An entry of a map the user gave naming a type the schema does not have applies to nothing: a
 * misspelt `type:` would turn the whole entry off unseen, where a bad field path is an error.
 */
export function assertRestMapTypes(map: RestMap, hasType: (name: string) => boolean): void {
  for (const entry of map.entries) {
    const unknown = entry.bundled ? undefined : entry.types.find((name) => !hasType(name));
    if (unknown) throw new SunsetError(`REST map: the schema has no type "${unknown}"`, entry.definedAt);
  }
}


/** Merges maps in order: later maps win (see the file header). */
export function mergeRestMaps(...maps: RestMap[]): RestMap {
  const merged = emptyRestMap();
  for (const map of maps) {
    merged.files.push(...map.files);
    merged.entries.push(...map.entries);
    for (const kind of READ_ONLY_CLASSES) for (const [name, at] of map.readOnly[kind]) merged.readOnly[kind].set(name, at);
    for (const [name, target] of map.paging) merged.paging.set(name, target);
    for (const [enumName, aliases] of map.values) {
      const into = merged.values.get(enumName) ?? new Map<string, RestValueAlias>();
      for (const [key, alias] of aliases) into.set(key, alias);
      merged.values.set(enumName, into);
    }
  }
  return merged;
}

const TOP_KEYS = new Set(['readOnly', 'paging', 'values', 'types']);
const ENTRY_KEYS = new Set(['type', 'endpoint', 'properties', 'readOnly']);
const TARGET_KEYS = new Set(['path', 'fields', 'note', 'none', 'argument']);
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const GRAPHQL_PATH = /^[_A-Za-z][_0-9A-Za-z]*(\.[_A-Za-z][_0-9A-Za-z]*)*$/;
const REST_NAME = /^[A-Za-z_$][\w$-]*$/;
const ENDPOINT = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \/\S*$/;

/** Parses one REST map file. */
export function parseRestMap(text: string, file: string): RestMap {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (node: Node | null | undefined): SourcePosition => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { file, line, column: col };
  };
  const firstError = document.errors[0];
  if (firstError) {
    const { line, col } = lineCounter.linePos(firstError.pos[0]);
    throw new SunsetError(`invalid YAML: ${firstError.message.split('\n')[0]}`, { file, line, column: col });
  }
  const map = emptyRestMap();
  map.files.push(file);
  const root = document.contents;
  if (root === null || (isScalar(root) && root.value === null)) return map;
  if (!isMap(root)) throw new SunsetError('a REST map is a mapping with readOnly, paging and types', at(root));
  for (const pair of root.items) {
    const key = keyOf(pair.key);
    if (!TOP_KEYS.has(key)) throw new SunsetError(`unknown key "${key}" (expected ${[...TOP_KEYS].join(', ')})`, at(pair.key as Node));
  }

  const readOnly = root.get('readOnly', true) as Node | undefined;
  if (readOnly !== undefined && !isNull(readOnly)) {
    for (const [kind, names] of readReadOnly(readOnly, at)) for (const [name, place] of names) map.readOnly[kind].set(name, place);
  }

  const paging = root.get('paging', true) as Node | undefined;
  if (paging !== undefined && !isNull(paging)) {
    if (!isMap(paging)) throw new SunsetError('paging must map REST paging names to targets', at(paging));
    for (const pair of paging.items) {
      const name = restName(pair.key as Node, at);
      map.paging.set(name, readTarget(pair.value as Node | null, at(pair.key as Node), at, true));
    }
  }

  const values = root.get('values', true) as Node | undefined;
  if (values !== undefined && !isNull(values)) {
    if (!isMap(values)) throw new SunsetError('values must map GraphQL enum names to { RestValue: ENUM_VALUE } aliases', at(values));
    for (const pair of values.items) {
      const enumName = keyOf(pair.key);
      if (!GRAPHQL_NAME.test(enumName)) throw new SunsetError(`"${enumName}" is not a GraphQL enum name`, at(pair.key as Node));
      const aliases = pair.value as Node | null;
      if (isNull(aliases)) continue;
      if (!isMap(aliases)) throw new SunsetError(`values.${enumName} must map REST values to values of the enum ${enumName}`, at(aliases));
      const into = map.values.get(enumName) ?? new Map<string, RestValueAlias>();
      for (const alias of aliases.items) {
        const aliasNode = alias.key as Node;
        const text = isScalar(aliasNode) ? aliasNode.value : undefined;
        if ((typeof text !== 'string' && typeof text !== 'number') || String(text).trim() === '') {
          throw new SunsetError(`a value alias must be a REST value (text), got ${JSON.stringify(text ?? null)}`, at(aliasNode));
        }
        const valueNode = alias.value as Node | null;
        const value = isScalar(valueNode) ? valueNode.value : undefined;
        if (typeof value !== 'string' || !GRAPHQL_NAME.test(value)) {
          throw new SunsetError(`the value of alias "${String(text)}" must be a value of the enum ${enumName}, got ${JSON.stringify(value ?? null)}`, at(valueNode ?? aliasNode));
        }
        into.set(toEnumValueName(String(text)), { alias: String(text), value, definedAt: at(aliasNode) });
      }
      map.values.set(enumName, into);
    }
  }

  const types = root.get('types', true) as Node | undefined;
  if (types !== undefined && !isNull(types)) {
    if (!isSeq(types)) throw new SunsetError('types must be a list of entries (- type: …, properties: …)', at(types));
    for (const item of types.items) {
      if (!isMap(item)) throw new SunsetError('each types entry must be a mapping with type and properties', at(item as Node));
      map.entries.push(readEntry(item, at));
    }
  }
  return map;
}

type At = (node: Node | null | undefined) => SourcePosition;

const keyOf = (key: unknown) => String((key as { value?: unknown })?.value ?? key);
const isNull = (node: Node | null | undefined) => node === null || node === undefined || (isScalar(node) && node.value === null);

function restName(node: Node, at: At): string {
  const name = keyOf(node);
  if (!REST_NAME.test(name)) throw new SunsetError(`"${name}" is not a REST property name`, at(node));
  return name;
}

function readReadOnly(node: Node, at: At): Array<[ReadOnlyClass, Array<[string, SourcePosition]>]> {
  if (!isMap(node)) throw new SunsetError(`readOnly must map ${READ_ONLY_CLASSES.join(', ')} to lists of REST property names`, at(node));
  const result: Array<[ReadOnlyClass, Array<[string, SourcePosition]>]> = [];
  for (const pair of node.items) {
    const kind = keyOf(pair.key);
    if (!(READ_ONLY_CLASSES as readonly string[]).includes(kind)) {
      throw new SunsetError(`unknown read-only class "${kind}" (expected ${READ_ONLY_CLASSES.join(', ')})`, at(pair.key as Node));
    }
    const list = pair.value as Node | null;
    if (isNull(list)) continue;
    if (!isSeq(list)) throw new SunsetError(`readOnly.${kind} must be a list of REST property names`, at(list));
    result.push([kind as ReadOnlyClass, list.items.map((item) => [restName(item as Node, at), at(item as Node)] as [string, SourcePosition])]);
  }
  return result;
}

function readEntry(item: YAMLMap, at: At): RestMapEntry {
  const place = at(item);
  for (const pair of item.items) {
    const key = keyOf(pair.key);
    if (!ENTRY_KEYS.has(key)) throw new SunsetError(`unknown key "${key}" (expected ${[...ENTRY_KEYS].join(', ')})`, at(pair.key as Node));
  }
  const typeNode = item.get('type', true) as Node | undefined;
  if (isNull(typeNode)) throw new SunsetError('entry has no type', place);
  const typeNodes = isSeq(typeNode) ? (typeNode.items as Node[]) : [typeNode!];
  const types = typeNodes.map((node) => {
    const value = isScalar(node) ? node.value : undefined;
    if (typeof value !== 'string' || !GRAPHQL_NAME.test(value)) throw new SunsetError(`type must be a GraphQL type name, got ${JSON.stringify(value ?? null)}`, at(node));
    return value;
  });
  if (types.length === 0) throw new SunsetError('entry has no type', place);

  const endpointNode = item.get('endpoint', true) as Node | undefined;
  let endpoint: string | null = null;
  if (!isNull(endpointNode)) {
    const value = isScalar(endpointNode) ? endpointNode.value : undefined;
    if (typeof value !== 'string' || !ENDPOINT.test(value.trim())) {
      throw new SunsetError(`endpoint must be "METHOD /path" (for example "POST /v3/advertiser"), got ${JSON.stringify(value ?? null)}`, at(endpointNode));
    }
    endpoint = normalizeEndpoint(value);
  }

  const properties = new Map<string, RestMapTarget>();
  const propertiesNode = item.get('properties', true) as Node | undefined;
  if (!isNull(propertiesNode)) {
    if (!isMap(propertiesNode)) throw new SunsetError('properties must map REST property names to GraphQL paths', at(propertiesNode));
    for (const pair of propertiesNode.items) {
      const name = restName(pair.key as Node, at);
      properties.set(name, readTarget(pair.value as Node | null, at(pair.key as Node), at, false));
    }
  }

  const readOnly: Record<ReadOnlyClass, Set<string>> = { always: new Set(), create: new Set(), update: new Set() };
  const readOnlyNode = item.get('readOnly', true) as Node | undefined;
  if (!isNull(readOnlyNode)) {
    for (const [kind, names] of readReadOnly(readOnlyNode!, at)) for (const [name] of names) readOnly[kind].add(name);
  }
  return { types, endpoint, properties, readOnly, definedAt: place };
}

function readTarget(node: Node | null, place: SourcePosition, at: At, paging: boolean): RestMapTarget {
  if (isNull(node)) return { path: null, definedAt: place };
  if (isScalar(node)) {
    if (typeof node.value !== 'string' || !GRAPHQL_PATH.test(node.value)) {
      throw new SunsetError(`a target must be a dotted GraphQL path (like currency.id), got ${JSON.stringify(node.value)}`, at(node));
    }
    return { path: node.value, definedAt: place };
  }
  if (!isMap(node)) throw new SunsetError('a target is a GraphQL path, null, or a mapping with path, fields, note, none', at(node));
  for (const pair of node.items) {
    const key = keyOf(pair.key);
    if (!TARGET_KEYS.has(key) || (key === 'argument' && !paging)) {
      const expected = paging ? 'path, argument, fields, note, none' : 'path, fields, note, none';
      throw new SunsetError(`unknown key "${key}" (expected ${expected})`, at(pair.key as Node));
    }
  }
  const text = (key: string, pattern?: RegExp): string | undefined => {
    const value = node.get(key, true) as Node | undefined;
    if (isNull(value)) return undefined;
    const raw = isScalar(value) ? value.value : undefined;
    if (typeof raw !== 'string' || (pattern && !pattern.test(raw))) {
      throw new SunsetError(`${key} must be ${pattern ? 'a GraphQL name or dotted path' : 'text'}, got ${JSON.stringify(raw ?? null)}`, at(value));
    }
    return raw;
  };
  const target: RestMapTarget = { path: text('path', GRAPHQL_PATH) ?? null, definedAt: place };
  const argument = text('argument', GRAPHQL_NAME);
  const none = text('none');
  const note = text('note');
  if (argument !== undefined) target.argument = argument;
  if (none !== undefined || note !== undefined) target.note = [none, note].filter((t) => t !== undefined).join('; ');
  if (none !== undefined && (target.path !== null || argument !== undefined)) {
    throw new SunsetError('a target with none has no path or argument', at(node));
  }
  if (none === undefined && target.path === null && argument === undefined) {
    throw new SunsetError(`a target needs ${paging ? 'path, argument' : 'path'} or none`, at(node));
  }
  const fields = node.get('fields', true) as Node | undefined;
  if (!isNull(fields)) {
    if (!isSeq(fields)) throw new SunsetError('fields must be a list of GraphQL field names', at(fields));
    target.fields = fields.items.map((field) => {
      const value = isScalar(field) ? field.value : undefined;
      if (typeof value !== 'string' || !GRAPHQL_NAME.test(value)) throw new SunsetError(`fields must be GraphQL field names, got ${JSON.stringify(value ?? null)}`, at(field as Node));
      return value;
    });
  }
  return target;
}

/** `post  /v3/advertiser/` as `POST /v3/advertiser`, so endpoints compare equal however they are written. */
export function normalizeEndpoint(endpoint: string): string {
  const [method = '', ...rest] = endpoint.trim().split(/\s+/);
  const route = rest.join('').replace(/\/+$/, '') || '/';
  return `${method.toUpperCase()} ${route}`;
}

/** `CreatedAtUtc`, `createdAtUTC` and `CreatedAtUTC` are one REST name (`AdGroupID` is `AdGroupId`). */
export const sameRestName = (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase();

/** The entries for a type that apply to `endpoint` (every entry without an endpoint, and those for it). */
function entriesFor(map: RestMap, typeName: string, endpoint: string | null | undefined, which: 'endpoint' | 'any' | 'all'): RestMapEntry[] {
  const wanted = endpoint ? normalizeEndpoint(endpoint) : null;
  return map.entries.filter(
    (entry) =>
      entry.types.includes(typeName) &&
      (which === 'endpoint' ? wanted !== null && entry.endpoint === wanted : which === 'any' ? entry.endpoint === null : entry.endpoint === null || entry.endpoint === wanted),
  );
}

/**
 * The exception for a REST property of a type: an entry for `endpoint` wins over an entry for every
 * endpoint, and among equals the later one wins. The name is matched exactly, else ignoring case
 * (`restName` of the result says how the map writes it).
 */
export function findException(map: RestMap, typeName: string, restProperty: string, endpoint?: string | null): (RestMapTarget & { restName: string }) | undefined {
  for (const exact of [true, false]) {
    for (const which of ['endpoint', 'any'] as const) {
      for (const entry of entriesFor(map, typeName, endpoint, which).reverse()) {
        for (const [name, target] of entry.properties) {
          if (exact ? name === restProperty : sameRestName(name, restProperty)) return { ...target, restName: name };
        }
      }
    }
  }
  return undefined;
}

/** The paging name of the REST map for a property (exactly, else ignoring case), and how the map writes it. */
export function findPaging(map: RestMap, restProperty: string): (RestMapTarget & { restName: string }) | undefined {
  const exact = map.paging.get(restProperty);
  if (exact) return { ...exact, restName: restProperty };
  for (const [name, target] of map.paging) if (sameRestName(name, restProperty)) return { ...target, restName: name };
  return undefined;
}

/** The alias of the REST map for a value of a GraphQL enum, compared as enum value names (`endeavor`, `Endeavor`, `ENDEAVOR`). */
export function findValueAlias(map: RestMap, enumName: string, restValue: string): RestValueAlias | undefined {
  return map.values.get(enumName)?.get(toEnumValueName(restValue));
}

/** Every read-only name that applies to a type (its entries for `endpoint` or every endpoint, and the global lists), with its class. */
export function readOnlyNames(map: RestMap, typeName: string, endpoint?: string | null): Array<{ name: string; kind: ReadOnlyClass }> {
  const names: Array<{ name: string; kind: ReadOnlyClass }> = [];
  for (const entry of entriesFor(map, typeName, endpoint, 'all')) {
    for (const kind of READ_ONLY_CLASSES) for (const name of entry.readOnly[kind]) names.push({ name, kind });
  }
  for (const kind of READ_ONLY_CLASSES) for (const name of map.readOnly[kind].keys()) names.push({ name, kind });
  return names;
}

/** The class of a set of read-only classes: create and update together are always. */
export function combineReadOnly(classes: Iterable<ReadOnlyClass>): ReadOnlyClass | null {
  const set = new Set(classes);
  if (set.has('create') && set.has('update')) return 'always';
  return READ_ONLY_CLASSES.find((kind) => set.has(kind)) ?? null;
}

/**
 * The read-only class of a REST property name on a type (spec 2.7), or null: the type's entries
 * (for `endpoint` or every endpoint) and the global lists, names compared ignoring case. `always`
 * wins over the others. mapRestProperty also counts a listed name that maps to the same field.
 */
export function readOnlyClassOf(map: RestMap, typeName: string, restProperty: string, endpoint?: string | null): ReadOnlyClass | null {
  return combineReadOnly(readOnlyNames(map, typeName, endpoint).filter(({ name }) => sameRestName(name, restProperty)).map(({ kind }) => kind));
}
