/**
 * Schema coordinates (`Type`, `Type.field`, `Type.field(arg:)`, `Enum.VALUE`, `@directive(arg:)`),
 * the names every part of sunset uses for schema elements. graphql-js parses and resolves them.
 */
import { parseSchemaCoordinate, resolveSchemaCoordinate, type GraphQLSchema, type ResolvedSchemaElement } from 'graphql';

export const fieldCoordinate = (typeName: string, fieldName: string) => `${typeName}.${fieldName}`;
export const argumentCoordinate = (typeName: string, fieldName: string, argName: string) => `${typeName}.${fieldName}(${argName}:)`;
export const directiveArgumentCoordinate = (directiveName: string, argName: string) => `@${directiveName}(${argName}:)`;

/** Whether `text` is written as a schema coordinate. */
export function isSchemaCoordinate(text: string): boolean {
  try {
    parseSchemaCoordinate(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The coordinate `text` names, in the spec's form. GitHub's schedule writes arguments as
 * `Type.field.arg`; that becomes `Type.field(arg:)`. Null when `text` is no coordinate at all.
 */
export function normalizeCoordinate(text: string): string | null {
  const trimmed = text.trim();
  if (isSchemaCoordinate(trimmed)) return trimmed;
  const dotted = /^([_A-Za-z]\w*)\.([_A-Za-z]\w*)\.([_A-Za-z]\w*)$/.exec(trimmed);
  return dotted ? argumentCoordinate(dotted[1]!, dotted[2]!, dotted[3]!) : null;
}

/** The schema element a coordinate names, or undefined when the schema has none (never throws). */
export function resolveCoordinate(schema: GraphQLSchema, coordinate: string): ResolvedSchemaElement | undefined {
  try {
    return resolveSchemaCoordinate(schema, coordinate);
  } catch {
    // graphql-js throws when the containing type is missing; for us that is simply "not in this schema".
    return undefined;
  }
}

/** The type part of a coordinate (`Type` of `Type.field(arg:)`), or null for directive coordinates. */
export function typeOfCoordinate(coordinate: string): string | null {
  const match = /^([_A-Za-z]\w*)/.exec(coordinate);
  return match ? match[1]! : null;
}
