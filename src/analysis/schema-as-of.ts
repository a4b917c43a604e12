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
  type GraphQLSchema,
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
      if (node.kind === Kind.FIELD_DEFINITION) fieldName = node.name.value;
    },
    FieldDefinition: (node) => (gone.has(`${typeName}.${node.name.value}`) ? null : undefined),
    InputValueDefinition: (node, _key, _parent, _path, ancestors) => {
      const inField = ancestors.some((a) => !Array.isArray(a) && (a as { kind?: string }).kind === Kind.FIELD_DEFINITION);
      const coordinate = inField ? `${typeName}.${fieldName}(${node.name.value}:)` : `${typeName}.${node.name.value}`;
      return gone.has(coordinate) ? null : undefined;
    },
    EnumValueDefinition: (node) => (gone.has(`${typeName}.${node.name.value}`) ? null : undefined),
  });
  try {
    const future = buildASTSchema(document, { assumeValidSDL: true });
    const problem = validateSchema(future)[0];
    if (problem) throw problem;
    return { schema: future, removed, diagnostics: [] };
  } catch (error) {
    // A removal that would leave a type empty cannot be modelled; documents are then checked against today's schema.
    return {
      schema,
      removed: [],
      diagnostics: [{ severity: 'warning', message: `cannot model the schema as of ${today}: ${(error as Error).message}` }],
    };
  }
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
