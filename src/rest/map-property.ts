/**
 * Schema-aware mapping of one REST property to its GraphQL path (spec 2.5, 2.6).
 *
 * In order: an exception of the REST map (`schema/rest-map.yaml` and the user's files); on a
 * connection type, the paging names (spec 4.2); the naming rule (`AdvertiserName` → `advertiserName`);
 * on output types, the entity's own ID (`AdvertiserId` on Advertiser → `id`) and a property ending in
 * `Id` that is the nested object's id where the schema has that object (`CampaignId` → `campaign.id`);
 * a field that differs only in case (`CreatedAtUtc` → `createdAtUTC`); the paging request names as
 * connection arguments; else "no equivalent" with the closest field names. On input types the schema
 * decides: `PartnerId` on AdvertiserCreateInput is `partnerId` because the input has that field.
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
import { findException, readOnlyClassOf, type ReadOnlyClass, type RestMap, type RestMapTarget } from './rest-map.js';

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
  /** A connection argument (`PageSize` → `first`). */
  | (MappingBase & { kind: 'argument'; path: string })
  /** No equivalent: the closest field names (dotted when nested), and why when the REST map says. */
  | (MappingBase & { kind: 'none'; suggestions: string[] });

export interface MapPropertyOptions {
  /** `METHOD /path`: entries of the REST map for this endpoint win. */
  endpoint?: string | null;
}

/** The type named `typeName`, if REST properties can map onto it; else a SunsetError. */
export function mappableType(schema: GraphQLSchema, typeName: string): MappableType {
  const type = schema.getType(typeName);
  if (!type) {
    const names = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));
    const close = closestNames(typeName, names);
    throw new SunsetError(`unknown type "${typeName}" in the schema${close.length ? `; did you mean ${close.join(', ')}?` : ''}`);
  }
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
  const mapping = mapOnType(type, restName, restMap, options);
  if (mapping.kind === 'none' || mapping.kind === 'argument') return mapping;
  // A target (or a field on the way to it) the schema deprecates: the migration lands on a retiring field.
  const resolved = resolvePath(type, mapping.path);
  const deprecated = 'fields' in resolved ? resolved.fields.find((field) => field.deprecationReason) : undefined;
  return deprecated ? { ...mapping, deprecated: `${deprecated.name}: ${deprecated.deprecationReason}` } : mapping;
}

function mapOnType(type: MappableType, restName: string, restMap: RestMap, options: MapPropertyOptions): RestPropertyMapping {
  const base: MappingBase = { typeName: type.name, restName, source: 'naming' };
  const readOnly = readOnlyClassOf(restMap, type.name, restName, options.endpoint);
  if (readOnly) base.readOnly = readOnly;
  const fields = type.getFields() as Record<string, AnyField>;
  const isInput = isInputObjectType(type);

  const exception = findException(restMap, type.name, restName, options.endpoint);
  if (exception) return fromTarget(type, exception, { ...base, source: 'rest-map' });

  const paging = restMap.paging.get(restName);
  const connection = isConnectionType(type);
  if (paging && connection) return fromTarget(type, paging, { ...base, source: 'paging' });

  const camel = restToGraphqlName(restName);
  const direct = fields[camel];
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

  if (paging && (paging.argument !== undefined || paging.path === null)) return fromTarget(type, paging, { ...base, source: 'paging' });

  return { ...base, kind: 'none', suggestions: suggestionsFor(type, camel), note: `${type.name} has no field ${camel} and the REST map has no entry for ${restName}` };
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
  if (target.argument !== undefined) return { ...withNote, kind: 'argument', path: target.argument };
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
      text = `the connection argument ${mapping.path}`;
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
