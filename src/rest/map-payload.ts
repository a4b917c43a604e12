/**
 * A REST request body to the GraphQL input object of a mutation, checked against the input type.
 *
 * Every property is mapped with `mapRestProperty` (REST map, naming rule, schema) and its value is
 * checked against the input field's type: nested input objects and lists are followed, enum values
 * must be values of the enum (`FixedPrice` is accepted as `FIXED_PRICE`), scalars must be plausible
 * (Int, Float, Boolean, String, ID: a string or an integer, Long, DateTime: ISO 8601 in UTC with a
 * trailing Z). Nothing is dropped silently: what does not map is a problem with the property's JSON
 * path, written as the platform's strict mode writes it (spec 2.4, 7.1):
 *
 *   { property: '$.Items[2].Name', reasons: ['The property at $.Items[2].Name was not recognized.'] }
 *   { property: '$.CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] }
 *
 * Read-only properties (spec 2.7) are reported and left out: `always` ones on any method, `create`
 * ones on POST, `update` ones on PUT. Without a method, it comes from the endpoint, else from the
 * input type's name (`…CreateInput` is POST, `…UpdateInput` and `…ReviseInput` are PUT), else only
 * the always-read-only properties are reported.
 */
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { SunsetError } from '../errors.js';
import { mappableType, mapRestProperty, resolvePath } from './map-property.js';
import { graphqlToRestName, toEnumValueName } from './naming.js';
import { findException, readOnlyClassOf, type ReadOnlyClass, type RestMap } from './rest-map.js';

export type RestMethod = 'POST' | 'PUT';

export interface PayloadProblem {
  /** JSON path of the REST property, with array indexes (`$.Items[2].Name`). */
  property: string;
  reasons: string[];
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

/** Maps a REST request body onto `inputTypeName`; see the file header. */
export function mapRestPayload(
  schema: GraphQLSchema,
  inputTypeName: string,
  json: unknown,
  restMap: RestMap,
  options: MapPayloadOptions = {},
): MapPayloadResult {
  const type = mappableType(schema, inputTypeName);
  if (!isInputObjectType(type)) throw new SunsetError(`type "${inputTypeName}" is an output type; a REST body maps onto an input type (such as ${inputTypeName}Input)`);
  const method = options.method ?? methodOf(options.endpoint) ?? methodFromTypeName(type.name);
  const mapper = new PayloadMapper(schema, restMap, method, options.endpoint ?? null);
  if (!isPlainObject(json)) {
    mapper.problem('$', `The request body must be a JSON object (${type.name}), got ${describe(json)}.`);
    return { input: null, problems: mapper.problems, method };
  }
  return { input: mapper.mapObject(type, json, '$'), problems: mapper.problems, method };
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
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d+)?)?Z$/;

type Converted = { ok: true; value: unknown } | { ok: false };
const FAILED: Converted = { ok: false };

class PayloadMapper {
  readonly problems: PayloadProblem[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly restMap: RestMap,
    private readonly method: RestMethod | null,
    private readonly endpoint: string | null,
  ) {}

  problem(property: string, ...reasons: string[]): void {
    this.problems.push({ property, reasons });
  }

  mapObject(type: GraphQLInputObjectType, body: Record<string, unknown>, path: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    /** GraphQL path set → the REST JSON path that set it. */
    const assigned = new Map<string, string>();
    for (const [key, value] of Object.entries(body)) {
      const property = childPath(path, key);
      const readOnly = readOnlyClassOf(this.restMap, type.name, key, this.endpoint);
      if (readOnly && readOnlyApplies(readOnly, this.method)) {
        this.problem(property, this.method ? `The property is read-only for the method ${this.method}.` : 'The property is read-only.');
        continue;
      }
      const mapping = mapRestProperty(this.schema, type.name, key, this.restMap, { endpoint: this.endpoint });
      const notRecognized = `The property at ${property} was not recognized.`;
      if (mapping.kind === 'none') {
        const hints = [mapping.source === 'naming' ? undefined : mapping.note, mapping.suggestions.length ? `Did you mean ${mapping.suggestions.join(', ')}?` : undefined];
        this.problem(property, notRecognized, ...hints.filter((h): h is string => !!h));
        continue;
      }
      if (mapping.kind === 'argument') {
        this.problem(property, notRecognized, `Paging is the connection argument ${mapping.path} in GraphQL, not a field of ${type.name}.`);
        continue;
      }
      const target = mapping.path;
      const clash = [...assigned].find(([set]) => set === target || set.startsWith(`${target}.`) || target.startsWith(`${set}.`));
      if (clash) {
        this.problem(property, `The property maps to ${type.name}.${target}, which ${clash[1]} already sets.`);
        continue;
      }
      const resolved = resolvePath(type, target);
      if ('missing' in resolved) {
        this.problem(property, notRecognized);
        continue;
      }
      const converted = this.convert(resolved.fields[resolved.fields.length - 1]!.type as GraphQLInputType, value, property);
      if (!converted.ok) continue;
      assigned.set(target, property);
      setPath(out, target.split('.'), converted.value);
    }
    this.checkRequired(type, out, body, path);
    return out;
  }

  /** Required input fields (non-null, no default) the body left out. */
  private checkRequired(type: GraphQLInputObjectType, out: Record<string, unknown>, body: Record<string, unknown>, path: string): void {
    for (const field of Object.values(type.getFields())) {
      if (!isNonNullType(field.type) || field.defaultValue !== undefined || field.name in out) continue;
      const restName = this.restNameOf(type, field.name);
      // Left out as read-only or unmappable: already reported.
      if (restName in body) continue;
      this.problem(childPath(path, restName), `The property is required (${type.name}.${field.name}: ${String(field.type)}).`);
    }
  }

  /** The REST name of an input field: an exception of the REST map that targets it, else PascalCase. */
  private restNameOf(type: GraphQLInputObjectType, fieldName: string): string {
    for (let i = this.restMap.entries.length - 1; i >= 0; i--) {
      const entry = this.restMap.entries[i]!;
      if (!entry.types.includes(type.name)) continue;
      for (const [restName, target] of entry.properties) {
        if (target.path === fieldName && findException(this.restMap, type.name, restName, this.endpoint) === target) return restName;
      }
    }
    return graphqlToRestName(fieldName);
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
      return { ok: true, value: this.mapObject(nullable, value, property) };
    }
    if (isEnumType(nullable)) {
      const names = nullable.getValues().map((v) => v.name);
      if (typeof value === 'string') {
        if (names.includes(value)) return { ok: true, value };
        const upper = toEnumValueName(value);
        if (names.includes(upper)) return { ok: true, value: upper };
      }
      this.problem(property, `The value ${describe(value)} at ${property} is not one of ${names.join(', ')} (${nullable.name}).`);
      return FAILED;
    }
    if (isScalarType(nullable)) return this.scalar(nullable.name, value, property);
    return { ok: true, value };
  }

  private scalar(name: string, value: unknown, property: string): Converted {
    const fail = (expected: string) => {
      this.problem(property, `The value at ${property} must be ${expected}, got ${describe(value)}.`);
      return FAILED;
    };
    switch (name) {
      case 'Int': {
        const number = typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value) : value;
        return typeof number === 'number' && Number.isInteger(number) && number >= INT_MIN && number <= INT_MAX ? { ok: true, value: number } : fail('an Int (a 32-bit integer)');
      }
      case 'Long': {
        const number = typeof value === 'string' && INTEGER_TEXT.test(value.trim()) ? Number(value) : value;
        return typeof number === 'number' && Number.isSafeInteger(number) ? { ok: true, value: number } : fail('a Long (an integer)');
      }
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
        return typeof value === 'number' && Number.isSafeInteger(value) ? { ok: true, value: String(value) } : fail('an ID (a string or an integer)');
      case 'DateTime':
        return typeof value === 'string' && isUtcDateTime(value) ? { ok: true, value } : fail('a DateTime in ISO 8601 UTC with a trailing Z (for example 2026-10-30T00:00:00Z)');
      default:
        // A custom scalar: its shape is not known here.
        return { ok: true, value };
    }
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
