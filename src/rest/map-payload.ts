/**
 * A REST request body to the GraphQL input object of a mutation, checked against the input type.
 *
 * Every property is mapped with `mapRestProperty` (REST map, naming rule, schema) and its value is
 * checked against the input field's type: nested input objects and lists are followed, enum values
 * must be values of the enum (`FixedPrice` is accepted as `FIXED_PRICE`, and an alias of the REST
 * map's `values` as its value: `Endeavor` as `STANDARD`), scalars must be plausible (Int, Float,
 * Boolean, String, ID: a string or an integer, Long: a 64-bit integer or its digits as a string,
 * DateTime: ISO 8601 in UTC with a trailing Z). Nothing is dropped silently: what does not map is a
 * problem with the property's JSON path, written as the platform's strict mode writes it (spec 2.4, 7.1):
 *
 *   { property: '$.Items[2].Name', reasons: ['The property at $.Items[2].Name was not recognized.'] }
 *   { property: '$.CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] }
 *
 * A problem without `severity` is an error: strict mode would reject the body, or the value is left
 * out. `warning` and `info` problems say how a value was read (an alias, a Long kept as text, a
 * number JSON cannot carry exactly); the value is in the input.
 *
 * Read-only properties (spec 2.7) are reported and left out: `always` ones on any method, `create`
 * ones on POST, `update` ones on PUT, judged on the field the property maps to (`CreatedAtUtc` and
 * `createdAtUTC` are `CreatedAtUTC`). Without a method, it comes from the endpoint, else from the
 * input type's name (`…CreateInput` is POST, `…UpdateInput` and `…ReviseInput` are PUT), else only
 * the always-read-only properties are reported. A nested object that lacks a required field (left
 * out, read-only or not valid) is left out too, and the problem of that field says so.
 *
 * `mapRestPayloadText` takes the JSON text: duplicate keys, which JSON.parse drops silently (the last
 * one wins), are problems with their line and column, and integers beyond 2^53 keep their digits.
 *
 * An output type given as the input type is a SunsetError naming the input types of the mutations
 * that return it, as the schema has them (`AdvertiserCreateInput` of `Mutation.advertiserCreate(input:)`),
 * or saying the schema has none: never a name made from the type's name.
 */
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { LineIndex } from '../documents/line-index.js';
import { SunsetError } from '../errors.js';
import { jsonSyntaxError } from '../json-syntax-error.js';
import { mappableType, mapRestProperty, resolvePath } from './map-property.js';
import { graphqlToRestName, toEnumValueName } from './naming.js';
import { findValueAlias, type ReadOnlyClass, type RestMap } from './rest-map.js';

export type RestMethod = 'POST' | 'PUT';

export interface PayloadProblem {
  /** JSON path of the REST property, with array indexes (`$.Items[2].Name`). */
  property: string;
  reasons: string[];
  /**
   * Absent for errors (what strict mode rejects, or a value left out of the input). `warning`: the
   * value is in the input but may not be what the sender meant; `info`: how a value was read.
   */
  severity?: 'warning' | 'info';
}

export interface MapPayloadResult {
  /** The GraphQL input object (what maps), or null when the body is not a JSON object. */
  input: Record<string, unknown> | null;
  /** What did not map, in the order of the body. */
  problems: PayloadProblem[];
  /** The method read-only properties were judged for (given, or inferred), or null. */
  method: RestMethod | null;
}

export interface MapPayloadOptions {
  /** POST (create) or PUT (update): which read-only class applies. */
  method?: RestMethod;
  /** `METHOD /path`: REST map entries for this endpoint win, and its method is used when `method` is not given. */
  endpoint?: string;
}

export interface MapPayloadTextOptions extends MapPayloadOptions {
  /** The file the text comes from, named by a JSON syntax error. */
  file?: string;
}

/**
 * Maps a REST request body (parsed JSON) onto `inputTypeName`; see the file header. Duplicate keys
 * are gone once JSON.parse has read the text: give the text to `mapRestPayloadText` to have them reported.
 */
export function mapRestPayload(
  schema: GraphQLSchema,
  inputTypeName: string,
  json: unknown,
  restMap: RestMap,
  options: MapPayloadOptions = {},
): MapPayloadResult {
  return mapBody(schema, inputTypeName, { json, problems: [], integers: new Map() }, restMap, options);
}

/**
 * Maps the JSON text of a REST request body onto `inputTypeName`: as `mapRestPayload`, and the problems
 * of the text first: each duplicate key, with its line and column (the last value is used, as
 * JSON.parse does). An integer beyond 2^53 keeps its digits for Long and ID fields. Text that is not
 * JSON is a SunsetError with the line and column.
 */
export function mapRestPayloadText(
  schema: GraphQLSchema,
  inputTypeName: string,
  text: string,
  restMap: RestMap,
  options: MapPayloadTextOptions = {},
): MapPayloadResult {
  return mapBody(schema, inputTypeName, readRestBody(text, options.file), restMap, options);
}

function mapBody(schema: GraphQLSchema, inputTypeName: string, body: RestBody, restMap: RestMap, options: MapPayloadOptions): MapPayloadResult {
  const type = mappableType(schema, inputTypeName);
  if (!isInputObjectType(type)) throw new SunsetError(`type "${inputTypeName}" is an output type; ${inputTypesText(schema, type)}`);
  const method = options.method ?? methodOf(options.endpoint) ?? methodFromTypeName(type.name);
  const mapper = new PayloadMapper(schema, restMap, method, options.endpoint ?? null, body.integers);
  mapper.problems.push(...body.problems);
  const { json } = body;
  if (!isPlainObject(json)) {
    mapper.problem('$', `The request body must be a JSON object (${type.name}), got ${describe(json)}.`);
    return { input: null, problems: mapper.problems, method };
  }
  return { input: mapper.mapObject(type, json, '$').value, problems: mapper.problems, method };
}

/** An input object argument of a mutation: `Mutation.advertiserCreate(input:)` of type AdvertiserCreateInput. */
interface MutationInput {
  /** The input object type of the argument. */
  inputType: string;
  /** The argument's schema coordinate: `Mutation.advertiserCreate(input:)`. */
  argument: string;
}

/**
 * The input types a REST body about an output type maps onto, as the schema has them: the input
 * object arguments of the mutations that return the type, or return a payload whose `data` is the
 * type (spec 2.5). `Advertiser` and `AdvertiserPayload` give AdvertiserCreateInput of
 * `Mutation.advertiserCreate(input:)`. No name is made up from the type's name: none found, none given.
 */
function mutationInputsFor(schema: GraphQLSchema, type: GraphQLNamedType): MutationInput[] {
  const mutation = schema.getMutationType();
  if (!mutation) return [];
  const returns = (returned: GraphQLNamedType) =>
    returned === type || (isAbstractType(returned) && isObjectType(type) && schema.isSubType(returned, type));
  const inputs: MutationInput[] = [];
  for (const field of Object.values(mutation.getFields())) {
    const returned = getNamedType(field.type);
    const data = isObjectType(returned) ? returned.getFields()['data'] : undefined;
    if (!returns(returned) && !(data && returns(getNamedType(data.type)))) continue;
    for (const arg of field.args) {
      const argType = getNamedType(arg.type);
      if (isInputObjectType(argType)) inputs.push({ inputType: argType.name, argument: `${mutation.name}.${field.name}(${arg.name}:)` });
    }
  }
  return inputs;
}

/** What to say about an output type given as the input type: the input types of its mutations, or that the schema has none. */
function inputTypesText(schema: GraphQLSchema, type: GraphQLNamedType): string {
  const inputs = mutationInputsFor(schema, type).map(({ inputType, argument }) => `${inputType} (${argument})`);
  if (inputs.length === 0) return `a REST body maps onto the input type of a mutation, and the schema has no mutation returning ${type.name} with an input object argument`;
  const shown = inputs.length > 4 ? [...inputs.slice(0, 3), `${inputs.length - 3} more`] : inputs;
  return `a REST body maps onto the input type of a mutation: ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`}`;
}

/** A REST body read from its JSON text. */
interface RestBody {
  /** What JSON.parse gives. */
  json: unknown;
  /** What JSON.parse hides: duplicate keys. */
  problems: PayloadProblem[];
  /** JSON path → the digits as written, of integers beyond 2^53 (JSON.parse may not read them exactly). */
  integers: Map<string, string>;
}

/**
 * The value JSON.parse gives (syntax errors as a SunsetError with line and column), and what the
 * `yaml` parser sees in the same text (JSON is YAML 1.2): duplicate keys with their positions, and
 * the digits of integers beyond 2^53.
 */
function readRestBody(source: string, file: string | undefined): RestBody {
  const text = source.replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const { reason, ...place } = jsonSyntaxError(error, text);
    throw new SunsetError(`payload is not valid JSON: ${reason}`, { ...(file !== undefined ? { file } : {}), ...place });
  }
  const body: RestBody = { json, problems: [], integers: new Map() };
  const document = parseDocument(text, { schema: 'json', uniqueKeys: true, prettyErrors: false });
  const other = document.errors.find((error) => error.code !== 'DUPLICATE_KEY');
  if (other) {
    // Valid JSON the yaml parser cannot follow (nesting deeper than its stack): JSON.parse's value stands.
    body.problems.push({ property: '$', severity: 'warning', reasons: [`The body was not checked for duplicate keys: ${other.message.split('\n')[0]}.`] });
    return body;
  }
  const duplicates = new Set(document.errors.map((error) => error.pos[0]));
  const lines = new LineIndex(text);
  const place = (node: Node) => {
    const { line, column } = lines.position(node.range?.[0] ?? 0);
    return `line ${line}, column ${column}`;
  };
  const walk = (node: unknown, path: string): void => {
    if (isMap(node)) {
      const byKey = new Map<string, Node[]>();
      for (const pair of node.items) {
        const key = pair.key as Node;
        const name = String(isScalar(key) ? key.value : key);
        byKey.set(name, [...(byKey.get(name) ?? []), key]);
      }
      for (const [name, keys] of byKey) {
        if (keys.length < 2 || !keys.some((key) => duplicates.has(key.range?.[0] ?? -1))) continue;
        const property = childPath(path, name);
        body.problems.push({
          property,
          reasons: [
            `The property at ${property} is given ${keys.length} times (${keys.map(place).join('; ')}). Only the last value is used, as JSON.parse does; the others are ignored.`,
          ],
        });
      }
      for (const pair of node.items) walk(pair.value, childPath(path, String(isScalar(pair.key) ? pair.key.value : pair.key)));
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (isScalar(node) && typeof node.value === 'number' && node.range) {
      const digits = text.slice(node.range[0], node.range[1]);
      if (INTEGER_TEXT.test(digits) && !Number.isSafeInteger(Number(digits))) body.integers.set(path, digits);
    }
  };
  walk(document.contents, '$');
  return body;
}

function methodOf(endpoint: string | undefined): RestMethod | null {
  const method = endpoint?.trim().split(/\s+/)[0]?.toUpperCase();
  return method === 'POST' || method === 'PUT' ? method : null;
}

function methodFromTypeName(name: string): RestMethod | null {
  if (/Create(Input)?$/.test(name)) return 'POST';
  if (/(Update|Revise)(Input)?$/.test(name)) return 'PUT';
  return null;
}

/** `$.Name`, `$.Items[2]`, or `$["odd key"]` for keys that are not plain names. */
export function childPath(parent: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function readOnlyApplies(kind: ReadOnlyClass, method: RestMethod | null): boolean {
  return kind === 'always' || (kind === 'create' && method === 'POST') || (kind === 'update' && method === 'PUT');
}

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;
const INTEGER_TEXT = /^-?\d+$/;
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?Z$/;

type Converted = { ok: true; value: unknown } | { ok: false };
const FAILED: Converted = { ok: false };

/** A required field of an object the body left without a value, and the JSON path of the property that was meant to set it. */
interface MissingField {
  field: string;
  property: string;
}

class PayloadMapper {
  readonly problems: PayloadProblem[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly restMap: RestMap,
    private readonly method: RestMethod | null,
    private readonly endpoint: string | null,
    /** JSON path → digits as written, of integers beyond 2^53. */
    private readonly integers: Map<string, string>,
  ) {}

  problem(property: string, ...reasons: string[]): void {
    this.problems.push({ property, reasons });
  }

  private note(severity: 'warning' | 'info', property: string, ...reasons: string[]): void {
    this.problems.push({ property, reasons, severity });
  }

  /** The object and the required fields it lacks (each one reported). */
  mapObject(type: GraphQLInputObjectType, body: Record<string, unknown>, path: string): { value: Record<string, unknown>; missing: MissingField[] } {
    const out: Record<string, unknown> = {};
    /** GraphQL path set → the REST JSON path that set it. */
    const assigned = new Map<string, string>();
    /** Top-level field of this type → the REST JSON path that meant to set it (set, read-only or failed). */
    const meant = new Map<string, string>();
    for (const [key, value] of Object.entries(body)) {
      const property = childPath(path, key);
      const mapping = mapRestProperty(this.schema, type.name, key, this.restMap, { endpoint: this.endpoint });
      const target = mapping.kind === 'none' || mapping.kind === 'argument' ? null : mapping.path;
      const field = target?.split('.')[0];
      if (field !== undefined && !meant.has(field)) meant.set(field, property);
      if (mapping.readOnly && readOnlyApplies(mapping.readOnly, this.method)) {
        this.problem(property, this.method ? `The property is read-only for the method ${this.method}.` : 'The property is read-only.');
        continue;
      }
      const notRecognized = `The property at ${property} was not recognized.`;
      if (mapping.kind === 'none') {
        const hints = [mapping.source === 'naming' ? undefined : mapping.note, mapping.suggestions.length ? `Did you mean ${mapping.suggestions.join(', ')}?` : undefined];
        this.problem(property, notRecognized, ...hints.filter((h): h is string => !!h));
        continue;
      }
      if (mapping.kind === 'argument') {
        const where = mapping.listFields.length ? ` of ${mapping.listFields.join(', ')}` : '';
        this.problem(property, notRecognized, `It is the argument ${mapping.path}${where} in GraphQL, not a field of ${type.name}.`);
        continue;
      }
      const clash = [...assigned].find(([set]) => set === mapping.path || set.startsWith(`${mapping.path}.`) || mapping.path.startsWith(`${set}.`));
      if (clash) {
        this.problem(property, `The property maps to ${type.name}.${mapping.path}, which ${clash[1]} already sets.`);
        continue;
      }
      const resolved = resolvePath(type, mapping.path);
      if ('missing' in resolved) {
        this.problem(property, notRecognized);
        continue;
      }
      const converted = this.convert(resolved.fields[resolved.fields.length - 1]!.type as GraphQLInputType, value, property);
      if (!converted.ok) continue;
      assigned.set(mapping.path, property);
      setPath(out, mapping.path.split('.'), converted.value);
    }
    return { value: out, missing: this.checkRequired(type, out, body, path, meant) };
  }

  /** Required input fields (non-null, no default) without a value: reported unless the property meant for them already is. */
  private checkRequired(type: GraphQLInputObjectType, out: Record<string, unknown>, body: Record<string, unknown>, path: string, meant: Map<string, string>): MissingField[] {
    const missing: MissingField[] = [];
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) || field.defaultValue !== undefined || Object.hasOwn(out, field.name)) continue;
      const restName = this.restNameOf(type, field.name);
      const property = meant.get(field.name) ?? (Object.hasOwn(body, restName) ? childPath(path, restName) : undefined);
      // Left out as read-only, not valid or unmappable: already reported.
      if (property !== undefined) {
        missing.push({ field: field.name, property });
        continue;
      }
      const required = childPath(path, restName);
      this.problem(required, `The property is required (${type.name}.${field.name}: ${String(field.type)}).`);
      missing.push({ field: field.name, property: required });
    }
    return missing;
  }

  /** The REST name of an input field: an exception of the REST map that targets it, else PascalCase. */
  private restNameOf(type: GraphQLInputObjectType, fieldName: string): string {
    for (let i = this.restMap.entries.length - 1; i >= 0; i--) {
      const entry = this.restMap.entries[i]!;
      if (!entry.types.includes(type.name)) continue;
      for (const [restName, target] of entry.properties) {
        if (target.path !== fieldName) continue;
        const mapping = mapRestProperty(this.schema, type.name, restName, this.restMap, { endpoint: this.endpoint });
        if (mapping.kind !== 'none' && mapping.kind !== 'argument' && mapping.path === fieldName) return restName;
      }
    }
    return graphqlToRestName(fieldName);
  }

  /**
   * A nested object that lacks required fields is not valid GraphQL input: it is left out, and the
   * problem of each missing field (the property meant for it, or the required one) says so.
   */
  private leaveOut(type: GraphQLInputObjectType, property: string, missing: MissingField[]): void {
    for (const { field, property: meantFor } of missing) {
      const reason = `${property} is left out of the input, since ${type.name}.${field} is required.`;
      // The latest error at or under that property: the one this object's mapping reported (not a duplicate key found before).
      const problem = this.problems.findLast(
        (p) => !p.severity && (p.property === meantFor || p.property.startsWith(`${meantFor}.`) || p.property.startsWith(`${meantFor}[`)),
      );
      if (problem) problem.reasons.push(reason);
      else this.problem(meantFor, reason);
    }
  }

  private convert(type: GraphQLInputType, value: unknown, property: string): Converted {
    if (value === null || value === undefined) {
      if (isNonNullType(type)) {
        this.problem(property, `The value at ${property} must not be null (${String(type)}).`);
        return FAILED;
      }
      return { ok: true, value: null };
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const itemType = nullable.ofType as GraphQLInputType;
      // GraphQL input coercion accepts one value where a list is expected.
      if (!Array.isArray(value)) {
        const one = this.convert(itemType, value, property);
        return one.ok ? { ok: true, value: [one.value] } : FAILED;
      }
      const items: unknown[] = [];
      value.forEach((item, index) => {
        const converted = this.convert(itemType, item, `${property}[${index}]`);
        if (converted.ok) items.push(converted.value);
      });
      return { ok: true, value: items };
    }
    if (isInputObjectType(nullable)) {
      if (!isPlainObject(value)) {
        this.problem(property, `The value at ${property} must be an object (${nullable.name}), got ${describe(value)}.`);
        return FAILED;
      }
      const { value: object, missing } = this.mapObject(nullable, value, property);
      if (missing.length > 0) {
        this.leaveOut(nullable, property, missing);
        return FAILED;
      }
      return { ok: true, value: object };
    }
    if (isEnumType(nullable)) {
      const names = nullable.getValues().map((v) => v.name);
      if (typeof value !== 'string') {
        this.problem(property, `The value at ${property} must be one of ${names.join(', ')} (${nullable.name}), got ${describe(value)}.`);
        return FAILED;
      }
      if (names.includes(value)) return { ok: true, value };
      const upper = toEnumValueName(value);
      if (names.includes(upper)) return { ok: true, value: upper };
      const alias = findValueAlias(this.restMap, nullable.name, value);
      if (alias) {
        if (!names.includes(alias.value)) {
          throw new SunsetError(`REST map: the alias ${alias.alias} of ${nullable.name} → ${alias.value}: ${nullable.name} has no value ${alias.value}`, alias.definedAt);
        }
        this.note('info', property, `The value ${describe(value)} at ${property} is another name of ${alias.value} (${nullable.name}), and is sent as ${alias.value}.`);
        return { ok: true, value: alias.value };
      }
      this.problem(property, `The value ${describe(value)} at ${property} is not one of ${names.join(', ')} (${nullable.name}).`);
      return FAILED;
    }
    if (isScalarType(nullable)) return this.scalar(nullable.name, value, property);
    return { ok: true, value };
  }

  private scalar(name: string, value: unknown, property: string): Converted {
    const written = typeof value === 'number' ? this.integers.get(property) : undefined;
    const fail = (expected: string) => {
      this.problem(property, `The value at ${property} must be ${expected}, got ${written ?? describe(value)}.`);
      return FAILED;
    };
    switch (name) {
      case 'Int': {
        const number = typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value) : value;
        return typeof number === 'number' && Number.isInteger(number) && number >= INT_MIN && number <= INT_MAX ? { ok: true, value: number } : fail('an Int (a 32-bit integer)');
      }
      case 'Long':
        return this.long(value, property, written) ?? fail('a Long (a 64-bit integer)');
      case 'Float': {
        const number = typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value) : value;
        return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : fail('a Float (a number)');
      }
      case 'String':
        return typeof value === 'string' ? { ok: true, value } : fail('a String');
      case 'Boolean':
        return typeof value === 'boolean' ? { ok: true, value } : fail('a Boolean (true or false)');
      case 'ID':
        // IDs are strings in GraphQL JSON (spec 2.5); REST may send them as numbers.
        if (typeof value === 'string') return { ok: true, value };
        if (typeof value === 'number' && Number.isSafeInteger(value)) return { ok: true, value: String(value) };
        if (typeof value === 'number' && written !== undefined) {
          // The digits as written: the ID the sender meant, whatever JSON.parse made of them.
          this.inexact(property, value, written, 'the ID is taken as written');
          return { ok: true, value: written };
        }
        return fail(typeof value === 'number' && Number.isInteger(value) ? 'an ID (a string, or an integer up to 2^53: larger ones lose precision in JSON numbers)' : 'an ID (a string or an integer)');
      case 'DateTime':
        return typeof value === 'string' && isUtcDateTime(value) ? { ok: true, value } : fail('a DateTime in ISO 8601 UTC with a trailing Z (for example 2026-10-30T00:00:00Z)');
      default:
        // A custom scalar: its shape is not known here.
        return { ok: true, value };
    }
  }

  /**
   * A Long: a 64-bit integer, as a JSON number or its digits as a string. Beyond 2^53 a JSON number
   * cannot carry it exactly, so it stays a string of its digits (as written in the body).
   */
  private long(value: unknown, property: string, written: string | undefined): Converted | null {
    let digits: string;
    if (typeof value === 'string' && INTEGER_TEXT.test(value.trim())) digits = value.trim();
    else if (typeof value === 'number' && Number.isInteger(value)) digits = written ?? BigInt(value).toString();
    else return null;
    const big = BigInt(digits);
    if (big < LONG_MIN || big > LONG_MAX) return null;
    const number = Number(digits);
    if (Number.isSafeInteger(number)) return { ok: true, value: number };
    if (typeof value === 'string') {
      this.note('info', property, `The Long at ${property} is beyond 2^53, so it is sent as the string "${digits}": a JSON number would lose precision.`);
      return { ok: true, value: digits };
    }
    if (written !== undefined) {
      this.inexact(property, value as number, written, 'the Long is sent as the string of its digits');
      return { ok: true, value: digits };
    }
    // Parsed JSON without its text: the digits JSON.parse kept are all there is.
    this.note('warning', property, `The number ${digits} at ${property} is beyond 2^53: a JSON number this large may have lost precision before it was read. Send a Long this large as a string.`);
    return { ok: true, value: number };
  }

  /** An integer beyond 2^53 in the body: what JSON.parse reads, when that differs from the text, and what is sent. */
  private inexact(property: string, value: number, written: string, sent: string): void {
    const read = BigInt(value).toString();
    const changed = read !== written.replace(/^(-?)0+(?=\d)/, '$1');
    this.note(
      changed ? 'warning' : 'info',
      property,
      changed
        ? `The number ${written} at ${property} is beyond 2^53, so JSON.parse reads it as ${read}: ${sent} ("${written}"). Send such values as strings.`
        : `The number ${written} at ${property} is beyond 2^53, which many JSON parsers do not read exactly: ${sent} ("${written}").`,
    );
  }
}

function isUtcDateTime(text: string): boolean {
  const match = UTC_DATE_TIME.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi, , s] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    date.getUTCHours() === Number(h) &&
    date.getUTCMinutes() === Number(mi) &&
    date.getUTCSeconds() === Number(s ?? 0)
  );
}

function setPath(target: Record<string, unknown>, segments: string[], value: unknown): void {
  let current = target;
  for (const segment of segments.slice(0, -1)) {
    const next = current[segment];
    if (isPlainObject(next)) current = next;
    else current = current[segment] = {};
  }
  current[segments[segments.length - 1]!] = value;
}
