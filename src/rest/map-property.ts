/**
 * Schema-aware mapping of one REST property to its GraphQL path (spec 2.5, 2.6).
 *
 * In order: an exception of the REST map (`schema/rest-map.yaml` and the user's files); on a
 * connection type, the paging names (spec 4.2); the naming rule (`AdvertiserName` → `advertiserName`);
 * on output types, the entity's own ID (`AdvertiserId` on Advertiser → `id`) and a property ending in
 * `Id` that is the nested object's id where the schema has that object (`CampaignId` → `campaign.id`);
 * a field that differs only in case (`CreatedAtUtc` → `createdAtUTC`); a paging name on any other
 * type is "no equivalent", saying which list fields take it; on a connection type, a filter of the
 * list request (spec 2.3: `PartnerId` → the argument `where: { partnerId }` of `Query.advertisers`);
 * else "no equivalent" with the closest field names. On input types the schema decides: `PartnerId`
 * on AdvertiserCreateInput is `partnerId` because the input has that field.
 *
 * Paging names name only what the schema has: a connection without the REST map's target (edges and
 * no nodes, list fields without `first`) gets "no equivalent", saying what is missing.
 *
 * Names of the REST map (exceptions, paging names) match exactly, else ignoring case. The read-only
 * class (spec 2.7) is judged once the property is resolved: a listed name counts when it is the same
 * name ignoring case (`CreatedAtUtc`, `createdAtUTC`, `AdGroupID`) or maps to the same field.
 */
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { SourcePosition } from '../calendar/types.js';
import { SunsetError } from '../errors.js';
import { closestNames, restToGraphqlName } from './naming.js';
import { combineReadOnly, findException, findPaging, readOnlyNames, sameRestName, type ReadOnlyClass, type RestMap, type RestMapTarget } from './rest-map.js';

/** A type REST properties can map onto. */
export type MappableType = GraphQLObjectType | GraphQLInterfaceType | GraphQLInputObjectType;

interface MappingBase {
  typeName: string;
  restName: string;
  /** What decided: an entry of the REST map or its paging names, the naming rule alone, or the schema's shape. */
  source: 'rest-map' | 'paging' | 'naming' | 'schema';
  /** The read-only class of the property (spec 2.7), when it has one. */
  readOnly?: ReadOnlyClass;
  note?: string;
  /** The REST map entry that decided, for `rest-map` and `paging`. */
  definedAt?: SourcePosition;
  /** When the target, or a field on its path, is deprecated in the schema: `field: reason`. */
  deprecated?: string;
}

export type RestPropertyMapping =
  /** A field, maybe nested (`attribution.clickLookbackWindow`). */
  | (MappingBase & { kind: 'field'; path: string })
  /** The id of a nested object (`campaign.id`, `currency.id`). */
  | (MappingBase & { kind: 'nested-id'; path: string })
  /** An object: select these fields of it (`country { id shortName longName }`). */
  | (MappingBase & { kind: 'object'; path: string; fields: string[] })
  /** A connection: select these fields of its nodes (`customLabels { nodes { id name } }`). */
  | (MappingBase & { kind: 'connection'; path: string; fields: string[] })
  /**
   * An argument of the list fields that return the connection: paging (`PageSize` → `first`) or a
   * filter (`PartnerId` → `where.partnerId`, dotted into an input object argument).
   */
  | (MappingBase & { kind: 'argument'; path: string; listFields: string[] })
  /** No equivalent: the closest field names (dotted when nested), and why when the REST map says. */
  | (MappingBase & { kind: 'none'; suggestions: string[] });

export interface MapPropertyOptions {
  /** `METHOD /path`: entries of the REST map for this endpoint win. */
  endpoint?: string | null;
}

/** The type names of a schema that a user may mean (not the introspection types). */
export const typeNamesOf = (schema: GraphQLSchema) => Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));

/** `unknown type "X" in the schema; did you mean …?`, the suggestions taken from `candidates`. */
export function unknownTypeError(typeName: string, candidates: Iterable<string>): SunsetError {
  const close = closestNames(typeName, candidates);
  return new SunsetError(`unknown type "${typeName}" in the schema${close.length ? `; did you mean ${close.join(', ')}?` : ''}`);
}

/** The type named `typeName`, if REST properties can map onto it; else a SunsetError. */
export function mappableType(schema: GraphQLSchema, typeName: string): MappableType {
  const type = schema.getType(typeName);
  if (!type) throw unknownTypeError(typeName, typeNamesOf(schema));
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return type;
  const what = isScalarType(type) ? 'a scalar' : isEnumType(type) ? 'an enum' : isUnionType(type) ? 'a union' : 'not an object type';
  throw new SunsetError(`type "${typeName}" is ${what}; REST properties map onto object, interface and input types`);
}

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

function fieldsOf(type: GraphQLNamedType): Record<string, AnyField> | null {
  return isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : null;
}

/** A connection type: `pageInfo` and `nodes` or `edges` (spec 2.5). */
export function isConnectionType(type: GraphQLNamedType): boolean {
  const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : null;
  return !!fields && 'pageInfo' in fields && ('nodes' in fields || 'edges' in fields);
}

/** The node type of a connection type. */
function nodeTypeOf(connection: GraphQLNamedType): GraphQLNamedType | null {
  const fields = fieldsOf(connection);
  const nodes = fields?.['nodes'];
  if (nodes) return getNamedType(nodes.type);
  const edge = fields?.['edges'] ? fieldsOf(getNamedType(fields['edges'].type))?.['node'] : undefined;
  return edge ? getNamedType(edge.type) : null;
}

/** Scalar and enum fields of a type that are not deprecated, in schema order (what an object-valued REST property selects). */
export function leafFieldsOf(type: GraphQLNamedType): string[] {
  return Object.values(fieldsOf(type) ?? {})
    .filter((field) => isLeafType(getNamedType(field.type)) && !field.deprecationReason)
    .map((field) => field.name);
}

/** The fields along a dotted path from `type`, or the first segment that is not there. */
export function resolvePath(type: MappableType, path: string): { fields: AnyField[] } | { missing: string; on: string } {
  const fields: AnyField[] = [];
  let current: GraphQLNamedType = type;
  for (const segment of path.split('.')) {
    const field: AnyField | undefined = fieldsOf(current)?.[segment];
    if (!field) return { missing: segment, on: current.name };
    fields.push(field);
    current = getNamedType(field.type);
  }
  return { fields };
}

/** Maps one REST property of `graphqlTypeName` to its GraphQL path; see the file header for the order of rules. */
export function mapRestProperty(
  schema: GraphQLSchema,
  graphqlTypeName: string,
  restName: string,
  restMap: RestMap,
  options: MapPropertyOptions = {},
): RestPropertyMapping {
  const type = mappableType(schema, graphqlTypeName);
  const mapping = mapOnType(schema, type, restName, restMap, options, true);
  const readOnly = readOnlyOf(schema, type, restName, mapping, restMap, options);
  if (readOnly) mapping.readOnly = readOnly;
  if (mapping.kind === 'none' || mapping.kind === 'argument') return mapping;
  // A target (or a field on the way to it) the schema deprecates: the migration lands on a retiring field.
  const resolved = resolvePath(type, mapping.path);
  const deprecated = 'fields' in resolved ? resolved.fields.find((field) => field.deprecationReason) : undefined;
  return deprecated ? { ...mapping, deprecated: `${deprecated.name}: ${deprecated.deprecationReason}` } : mapping;
}

/**
 * The read-only class of a resolved property: a listed name that is the property's name ignoring
 * case (`CreatedAtUtc`, `isHighFillRate`), or that maps to the same field on this type.
 */
function readOnlyOf(
  schema: GraphQLSchema,
  type: MappableType,
  restName: string,
  mapping: RestPropertyMapping,
  restMap: RestMap,
  options: MapPropertyOptions,
): ReadOnlyClass | null {
  const target = mapping.kind === 'none' || mapping.kind === 'argument' ? null : mapping.path;
  const classes: ReadOnlyClass[] = [];
  const targets = new Map<string, string | null>();
  for (const { name, kind } of readOnlyNames(restMap, type.name, options.endpoint)) {
    if (sameRestName(name, restName)) {
      classes.push(kind);
      continue;
    }
    if (target === null) continue;
    if (!targets.has(name)) {
      let other: RestPropertyMapping | null = null;
      try {
        other = mapOnType(schema, type, name, restMap, options, false);
      } catch {
        // A listed name whose REST map entry is wrong for this type: reported when that name is mapped.
      }
      targets.set(name, other && other.kind !== 'none' && other.kind !== 'argument' ? other.path : null);
    }
    if (targets.get(name) === target) classes.push(kind);
  }
  return combineReadOnly(classes);
}

function mapOnType(
  schema: GraphQLSchema,
  type: MappableType,
  restName: string,
  restMap: RestMap,
  options: MapPropertyOptions,
  withSuggestions: boolean,
): RestPropertyMapping {
  const base: MappingBase = { typeName: type.name, restName, source: 'naming' };
  const fields = type.getFields() as Record<string, AnyField>;
  const isInput = isInputObjectType(type);
  const connection = isConnectionType(type);

  const exception = findException(restMap, type.name, restName, options.endpoint);
  if (exception) return spelledAs(fromTarget(type, exception, { ...base, source: 'rest-map' }), exception.restName);

  const paging = findPaging(restMap, restName);
  if (paging && connection) {
    const missing = pagingMissingOn(schema, type, paging, base);
    if (missing) return spelledAs(missing, paging.restName);
    const mapping = spelledAs(fromTarget(type, paging, { ...base, source: 'paging' }), paging.restName);
    if (mapping.kind === 'argument') mapping.listFields = listFieldsOf(schema, type, mapping.path);
    return mapping;
  }

  const camel = restToGraphqlName(restName);
  const direct = Object.hasOwn(fields, camel) ? fields[camel] : undefined;
  if (direct) return fromField(camel, direct, base);

  if (!isInput) {
    const own = ownId(type, restName);
    if (own) return { ...base, source: 'schema', kind: 'field', path: own };
    const nested = nestedId(type, restName);
    if (nested) return { ...base, source: 'schema', kind: 'nested-id', path: nested };
  }

  const ignoringCase = Object.keys(fields).filter((name) => name.toLowerCase() === camel.toLowerCase());
  if (ignoringCase.length === 1) {
    const name = ignoringCase[0]!;
    return { ...fromField(name, fields[name]!, base), source: 'schema', note: `differs from the REST name only in case` };
  }

  if (paging) return pagingElsewhere(schema, type, paging, base);

  if (connection) {
    const filter = filterArgument(schema, type, camel);
    if (filter) return { ...base, source: 'schema', kind: 'argument', path: filter.path, listFields: filter.listFields, note: 'a filter of the list request' };
  }

  return {
    ...base,
    kind: 'none',
    suggestions: withSuggestions ? suggestionsFor(type, camel) : [],
    note: `${type.name} has no field ${camel} and the REST map has no entry for ${restName}`,
  };
}

/** A mapping found through a REST map name written in another case says so. */
function spelledAs(mapping: RestPropertyMapping, mapName: string): RestPropertyMapping {
  if (mapName === mapping.restName) return mapping;
  const note = `the REST map writes ${mapName}`;
  return { ...mapping, note: mapping.note ? `${mapping.note}; ${note}` : note };
}

const PAGING_ARGUMENTS = new Set(['first', 'last', 'after', 'before']);

interface ListField {
  /** `Query.advertisers` */
  coordinate: string;
  field: GraphQLField<unknown, unknown>;
  /** The connection type it returns. */
  connection: GraphQLNamedType;
}

const listFieldCache = new WeakMap<GraphQLSchema, ListField[]>();

/** Every field of an object type that returns a connection: the list fields of the schema. */
function allListFields(schema: GraphQLSchema): ListField[] {
  let cached = listFieldCache.get(schema);
  if (cached) return cached;
  cached = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const returned = getNamedType(field.type);
      if (isConnectionType(returned)) cached.push({ coordinate: `${type.name}.${field.name}`, field, connection: returned });
    }
  }
  listFieldCache.set(schema, cached);
  return cached;
}

/** The list fields returning this connection type (that take `argument`, when given), root fields first. */
function listFieldsOf(schema: GraphQLSchema, connection: GraphQLNamedType, argument?: string): string[] {
  const argumentName = argument?.split('.')[0];
  return sortCoordinates(
    schema,
    allListFields(schema).filter((list) => list.connection === connection && (!argumentName || list.field.args.some((arg) => arg.name === argumentName))),
  );
}

/** Root operation fields first, then by coordinate. */
function sortCoordinates(schema: GraphQLSchema, lists: ListField[]): string[] {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name].filter(Boolean));
  const rank = (coordinate: string) => (roots.has(coordinate.split('.')[0]) ? 0 : 1);
  return [...new Set(lists.map((list) => list.coordinate))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The list fields a non-connection type belongs to: those listing it (its connection's node) or filtered by it (an argument of that type). */
function relatedListFields(schema: GraphQLSchema, type: MappableType): ListField[] {
  return allListFields(schema).filter(
    (list) => nodeTypeOf(list.connection) === type || list.field.args.some((arg) => getNamedType(arg.type) === type),
  );
}

/** Whether a connection type has the fields of a dotted path. */
const hasPath = (connection: GraphQLNamedType, path: string) =>
  (isObjectType(connection) || isInterfaceType(connection)) && 'fields' in resolvePath(connection, path);

/** Whether some list field of the schema takes an argument of that name. */
const anyListFieldTakes = (schema: GraphQLSchema, argument: string) => allListFields(schema).some((list) => list.field.args.some((arg) => arg.name === argument));

/**
 * A paging name of the REST map on a connection type that the schema does not give it: an argument
 * no list field returning the connection takes, or a path the connection lacks (a connection with
 * edges and no nodes). No equivalent, saying so, rather than a name the schema does not have.
 */
function pagingMissingOn(schema: GraphQLSchema, connection: MappableType, paging: RestMapTarget & { restName: string }, base: MappingBase): RestPropertyMapping | null {
  const aside = paging.note ? ` (${paging.note})` : '';
  let note: string;
  if (paging.argument !== undefined) {
    if (listFieldsOf(schema, connection, paging.argument).length > 0) return null;
    note = `${paging.restName} is paging: the REST map gives the argument ${paging.argument}${aside}, but no list field returning ${connection.name} takes an argument ${paging.argument}`;
  } else if (paging.path !== null) {
    const resolved = resolvePath(connection, paging.path);
    if ('fields' in resolved) return null;
    note = `${paging.restName} is paging: the REST map gives ${paging.path}${aside}, but ${resolved.on} has no field ${resolved.missing}`;
  } else {
    return null;
  }
  return { ...base, source: 'paging', kind: 'none', suggestions: [], note, definedAt: paging.definedAt };
}

/** A paging name on a type that is not a connection: no equivalent here, and the list fields that take it (only those the schema has). */
function pagingElsewhere(schema: GraphQLSchema, type: MappableType, paging: RestMapTarget & { restName: string }, base: MappingBase): RestPropertyMapping {
  const related = relatedListFields(schema, type);
  const aside = paging.note ? ` (${paging.note})` : '';
  const notHere = `not a field of ${type.name}`;
  let note: string;
  // Paging with no equivalent carries its reason as the note itself.
  if (paging.argument !== undefined) {
    const argument = paging.argument;
    const lists = sortCoordinates(schema, related.filter((list) => list.field.args.some((arg) => arg.name === argument)));
    if (lists.length > 0 || anyListFieldTakes(schema, argument)) {
      note = `${paging.restName} is paging: in GraphQL the argument ${argument}${aside} of ${lists.length ? listOf(lists) : 'a list field (a connection)'}, ${notHere}`;
    } else {
      note = `${paging.restName} is paging, ${notHere}: the REST map gives the argument ${argument}${aside}, but no list field of the schema takes an argument ${argument}`;
    }
  } else if (paging.path !== null) {
    const path = paging.path;
    const connections = [...new Set(related.map((list) => list.connection))].sort((a, b) => a.name.localeCompare(b.name));
    const having = connections.filter((connection) => hasPath(connection, path)).map((connection) => connection.name);
    const anyConnection = () => Object.values(schema.getTypeMap()).some((t) => !t.name.startsWith('__') && isConnectionType(t) && hasPath(t, path));
    if (having.length > 0 || (connections.length === 0 && anyConnection())) {
      note = `${paging.restName} is paging: in GraphQL ${path}${aside} of ${having.length ? listOf(having) : 'a connection'}, ${notHere}`;
    } else {
      const lacking =
        connections.length > 0
          ? `${listOf(connections.map((connection) => connection.name))} ${connections.length === 1 ? 'has' : 'have'} no field ${path}`
          : `no connection type of the schema has a field ${path}`;
      note = `${paging.restName} is paging, ${notHere}: the REST map gives ${path}${aside}, but ${lacking}`;
    }
  } else {
    note = `${paging.restName} is paging: ${paging.note ?? 'no equivalent in GraphQL'}`;
  }
  return { ...base, source: 'paging', kind: 'none', suggestions: [], note, definedAt: paging.definedAt };
}

/**
 * A REST filter property of a list request (spec 2.3, `PartnerId`) on a connection type: an
 * argument of the list fields returning it, or a field of an input object argument (`where.partnerId`).
 */
function filterArgument(schema: GraphQLSchema, connection: GraphQLNamedType, camel: string): { path: string; listFields: string[] } | null {
  const byPath = new Map<string, ListField[]>();
  // As fields match: the camelCase name, else the one name that differs from it only in case.
  const matching = (names: string[]) => {
    if (names.includes(camel)) return camel;
    const ignoringCase = names.filter((name) => name.toLowerCase() === camel.toLowerCase());
    return ignoringCase.length === 1 ? ignoringCase[0] : undefined;
  };
  for (const list of allListFields(schema)) {
    if (list.connection !== connection) continue;
    const args = list.field.args.filter((arg) => !PAGING_ARGUMENTS.has(arg.name));
    const paths: string[] = [];
    const direct = matching(args.map((arg) => arg.name));
    if (direct) paths.push(direct);
    for (const arg of args) {
      const input = getNamedType(arg.type);
      if (!isInputObjectType(input)) continue;
      const field = matching(Object.keys(input.getFields()));
      if (field) paths.push(`${arg.name}.${field}`);
    }
    for (const path of paths) byPath.set(path, [...(byPath.get(path) ?? []), list]);
  }
  const best = [...byPath].sort((a, b) => b[1].length - a[1].length || a[0].split('.').length - b[0].split('.').length)[0];
  return best ? { path: best[0], listFields: sortCoordinates(schema, best[1]) } : null;
}

/** `A`, `A and B`, `A, B and C`, `A, B, C and 2 more`. */
function listOf(items: string[]): string {
  const shown = items.length > 4 ? [...items.slice(0, 3), `${items.length - 3} more`] : items;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** `first`, or `where: { partnerId }` for a field of an input object argument. */
function argumentText(path: string): string {
  const [head, ...rest] = path.split('.');
  return rest.length === 0 ? head! : `${head}: { ${argumentText(rest.join('.'))} }`;
}

function ownId(type: MappableType, restName: string): string | null {
  const match = /^(.+?)(Id|ID)$/.exec(restName);
  return match && match[1] === type.name && 'id' in type.getFields() ? 'id' : null;
}

/** `CampaignId` → `campaign.id`, `CustomLabelIds` → `customLabels.nodes.id`, where the schema has those objects. */
function nestedId(type: MappableType, restName: string): string | null {
  const match = /^(.+?)(Id|ID|Ids|IDs)$/.exec(restName);
  if (!match) return null;
  const stem = restToGraphqlName(match[1]!);
  const candidates = match[2]!.endsWith('s') ? [`${stem}s`, stem] : [stem];
  const fields = type.getFields() as Record<string, AnyField>;
  for (const name of candidates) {
    const field = fields[name];
    if (!field) continue;
    const target = getNamedType(field.type);
    if (isConnectionType(target)) {
      const node = nodeTypeOf(target);
      if (node && fieldsOf(node)?.['id']) return fieldsOf(target)?.['nodes'] ? `${name}.nodes.id` : `${name}.edges.node.id`;
    } else if (fieldsOf(target)?.['id']) {
      return `${name}.id`;
    }
  }
  return null;
}

function fromField(path: string, field: AnyField, base: MappingBase): RestPropertyMapping {
  const target = getNamedType(field.type);
  if (isConnectionType(target)) {
    const node = nodeTypeOf(target);
    return { ...base, kind: 'connection', path, fields: node ? leafFieldsOf(node) : [] };
  }
  if (isCompositeType(target) || isInputObjectType(target)) return { ...base, kind: 'object', path, fields: leafFieldsOf(target) };
  return { ...base, kind: 'field', path };
}

function fromTarget(type: MappableType, target: RestMapTarget, base: MappingBase): RestPropertyMapping {
  const withNote: MappingBase = { ...base, definedAt: target.definedAt, ...(target.note ? { note: target.note } : {}) };
  if (target.argument !== undefined) return { ...withNote, kind: 'argument', path: target.argument, listFields: [] };
  if (target.path === null) return { ...withNote, kind: 'none', suggestions: [] };
  const resolved = resolvePath(type, target.path);
  if ('missing' in resolved) {
    throw new SunsetError(`REST map: ${type.name}.${base.restName} → ${target.path}: ${resolved.on} has no field "${resolved.missing}"`, target.definedAt);
  }
  const last = resolved.fields[resolved.fields.length - 1]!;
  const named = getNamedType(last.type);
  const segments = target.path.split('.');
  const selectable = (on: GraphQLNamedType, fields: string[]) => {
    const known = fieldsOf(on) ?? {};
    const unknown = fields.find((name) => !(name in known));
    if (unknown) throw new SunsetError(`REST map: ${type.name}.${base.restName}: ${on.name} has no field "${unknown}"`, target.definedAt);
    return fields;
  };
  if (isConnectionType(named)) {
    const node = nodeTypeOf(named);
    return { ...withNote, kind: 'connection', path: target.path, fields: node ? selectable(node, target.fields ?? leafFieldsOf(node)) : [] };
  }
  if (isCompositeType(named) || isInputObjectType(named)) {
    return { ...withNote, kind: 'object', path: target.path, fields: selectable(named, target.fields ?? leafFieldsOf(named)) };
  }
  if (segments.length > 1 && segments[segments.length - 1] === 'id' && !isInputObjectType(type)) return { ...withNote, kind: 'nested-id', path: target.path };
  return { ...withNote, kind: 'field', path: target.path };
}

/** Nested fields of exactly that name first (`partner.partnerName`), then the closest direct field names. */
function suggestionsFor(type: MappableType, camel: string): string[] {
  const fields = type.getFields() as Record<string, AnyField>;
  const nested: string[] = [];
  for (const field of Object.values(fields)) {
    const inner = fieldsOf(getNamedType(field.type));
    if (!inner) continue;
    for (const name of Object.keys(inner)) if (name.toLowerCase() === camel.toLowerCase()) nested.push(`${field.name}.${name}`);
  }
  return [...nested, ...closestNames(camel, Object.keys(fields))].slice(0, 3);
}

/** One line: `partner.id (nested object id)`, `country { id shortName longName }`, `no equivalent; did you mean …?`. */
export function describeMapping(mapping: RestPropertyMapping): string {
  const extras: string[] = [];
  let text: string;
  switch (mapping.kind) {
    case 'field':
      text = mapping.path;
      break;
    case 'nested-id':
      text = mapping.path;
      extras.push('the nested object\'s id');
      break;
    case 'object':
      text = `${mapping.path} { ${mapping.fields.join(' ')} }`;
      break;
    case 'connection':
      text = `${mapping.path} { nodes { ${mapping.fields.join(' ')} } }`;
      extras.push('a connection');
      break;
    case 'argument':
      text = mapping.listFields.length > 0 ? `the argument ${argumentText(mapping.path)} of ${listOf(mapping.listFields)}` : `the connection argument ${argumentText(mapping.path)}`;
      break;
    case 'none':
      text = 'no equivalent';
      if (mapping.suggestions.length > 0) extras.push(`did you mean ${mapping.suggestions.join(', ')}?`);
      break;
  }
  if (mapping.note) extras.unshift(mapping.note);
  if (mapping.deprecated) extras.push(`deprecated: ${mapping.deprecated}`);
  if (mapping.readOnly) extras.push(mapping.readOnly === 'always' ? 'read-only' : `read-only on ${mapping.readOnly}`);
  if (mapping.definedAt && (mapping.source === 'rest-map' || mapping.source === 'paging')) extras.push(`from ${mapping.definedAt.file}:${mapping.definedAt.line}`);
  return extras.length > 0 ? `${text} (${extras.join('; ')})` : text;
}
