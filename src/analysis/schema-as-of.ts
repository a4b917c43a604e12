/**
 * The schema as it will be on a given day: elements whose removal date has passed are taken out,
 * so that documents are validated against what the server will accept then ("time travel").
 */
import {
  buildASTSchema,
  Kind,
  parse,
  printSchema,
  validateSchema,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type NamedTypeNode,
  type TypeNode,
} from 'graphql';
import type { Calendar, Diagnostic } from '../calendar/types.js';
import { resolveCoordinate } from '../schema/coordinates.js';

export interface SchemaAsOf {
  schema: GraphQLSchema;
  /** The coordinates taken out. */
  removed: string[];
  diagnostics: Diagnostic[];
}

export function schemaAsOf(schema: GraphQLSchema, calendar: Calendar, today: string): SchemaAsOf {
  const removed = [
    ...new Set(
      calendar.entries
        .filter((e) => e.kind === 'removal' && e.date !== null && e.date <= today && e.api === 'graphql')
        .map((e) => e.location)
        .filter((location) => {
          const element = resolveCoordinate(schema, location);
          return element !== undefined && element.kind !== 'NamedType' && element.kind !== 'Directive';
        }),
    ),
  ];
  if (removed.length === 0) return { schema, removed, diagnostics: [] };

  const gone = new Set(removed);
  let typeName = '';
  let fieldName = '';
  const document = visit(parse(printSchema(schema)), {
    enter(node) {
      if ('name' in node && node.name && isTypeDefinition(node as DefinitionNode)) typeName = node.name.value;
    },
    // A kind's own visitor replaces `enter` for that kind: the field's name is kept here, for its arguments.
    FieldDefinition: (node) => {
      fieldName = node.name.value;
      return gone.has(`${typeName}.${node.name.value}`) ? null : undefined;
    },
    InputValueDefinition: (node, _key, _parent, _path, ancestors) => {
      const inField = ancestors.some((a) => !Array.isArray(a) && (a as { kind?: string }).kind === Kind.FIELD_DEFINITION);
      const coordinate = inField ? `${typeName}.${fieldName}(${node.name.value}:)` : `${typeName}.${node.name.value}`;
      return gone.has(coordinate) ? null : undefined;
    },
    EnumValueDefinition: (node) => (gone.has(`${typeName}.${node.name.value}`) ? null : undefined),
  });
  try {
    const future = buildASTSchema(withoutEmptyTypes(document), { assumeValidSDL: true });
    const problem = validateSchema(future)[0];
    if (problem) throw problem;
    return { schema: future, removed, diagnostics: [] };
  } catch (error) {
    // A schema the removals leave invalid in another way cannot be modelled; documents are then checked against today's schema.
    return {
      schema,
      removed: [],
      diagnostics: [{ severity: 'warning', message: `cannot model the schema as of ${today}: ${(error as Error).message}` }],
    };
  }
}

/** A type definition's members: fields, enum values or union members (none: the type is gone with them). */
function membersOf(node: DefinitionNode): readonly unknown[] | null {
  switch (node.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      return node.fields ?? [];
    case Kind.ENUM_TYPE_DEFINITION:
      return node.values ?? [];
    case Kind.UNION_TYPE_DEFINITION:
      return node.types ?? [];
    default:
      return null;
  }
}

const namedTypeOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type));

/**
 * A type whose every field (value, member) is removed goes too, and with it what refers to it:
 * fields, arguments and input fields of that type, interfaces implementing it, union members
 * (GitHub removes all four fields of `AnnouncementBannerI` on one day). Repeated until none is left empty.
 */
function withoutEmptyTypes(document: DocumentNode): DocumentNode {
  for (;;) {
    const empty = new Set(document.definitions.flatMap((d) => (membersOf(d)?.length === 0 && 'name' in d && d.name ? [d.name.value] : [])));
    // A type that lost a field an interface it implements declares no longer implements it.
    const fields = new Map(document.definitions.flatMap((d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.INTERFACE_TYPE_DEFINITION ? [[d.name.value, new Set((d.fields ?? []).map((f) => f.name.value))] as const] : [])));
    const unmet = document.definitions.some(
      (d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.INTERFACE_TYPE_DEFINITION) && (d.interfaces ?? []).some((i) => !implementsAll(fields, d.name.value, i.name.value)),
    );
    if (empty.size === 0 && !unmet) return document;
    const kept = (named: readonly NamedTypeNode[] | undefined) => named?.filter((n) => !empty.has(n.name.value));
    const met = (type: string, named: readonly NamedTypeNode[] | undefined) => kept(named)?.filter((n) => implementsAll(fields, type, n.name.value));
    const typeGone = (node: { name: { value: string } }) => (empty.has(node.name.value) ? null : undefined);
    document = visit(document, {
      ObjectTypeDefinition: { enter: typeGone, leave: (node) => ({ ...node, interfaces: met(node.name.value, node.interfaces) }) },
      InterfaceTypeDefinition: { enter: typeGone, leave: (node) => ({ ...node, interfaces: met(node.name.value, node.interfaces) }) },
      InputObjectTypeDefinition: typeGone,
      EnumTypeDefinition: typeGone,
      UnionTypeDefinition: { enter: typeGone, leave: (node) => ({ ...node, types: kept(node.types) }) },
      FieldDefinition: (node) => (empty.has(namedTypeOf(node.type)) ? null : undefined),
      InputValueDefinition: (node) => (empty.has(namedTypeOf(node.type)) ? null : undefined),
    });
  }
}

/** Whether `type` has every field the interface declares (a missing interface: no). */
function implementsAll(fields: ReadonlyMap<string, ReadonlySet<string>>, type: string, iface: string): boolean {
  const own = fields.get(type);
  const wanted = fields.get(iface);
  return !!own && !!wanted && [...wanted].every((name) => own.has(name));
}

function isTypeDefinition(node: DefinitionNode): boolean {
  switch (node.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.DIRECTIVE_DEFINITION:
      return true;
    default:
      return false;
  }
}
