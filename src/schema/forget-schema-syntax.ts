/**
 * Drops the schema's syntax tree once the calendar has been built from it. buildASTSchema leaves
 * every type, field, argument, input field, enum value and directive pointing at its SDL node, and
 * through their locations at every token and the whole SDL text: on Saleor's 1 MB schema that is
 * 20 of the 28 MB a loaded project keeps. After loading, the engine never reads them (the calendar
 * took the `@deprecated` positions it needs, and the schema was validated), and a long-lived process
 * pays for what it keeps: in ESLint's process, keeping one more Saleor schema with its SDL nodes made
 * young-generation collections take 0.8 s longer over the bench corpus. A library caller of
 * loadProject keeps them unless it asks (`keepSchemaSyntax: false`).
 */
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

interface WithSyntax {
  astNode?: unknown;
  extensionASTNodes?: readonly unknown[];
}

function forget(element: WithSyntax): void {
  element.astNode = undefined;
  if (element.extensionASTNodes !== undefined) element.extensionASTNodes = [];
}

export function forgetSchemaSyntax(schema: GraphQLSchema): void {
  forget(schema);
  for (const directive of schema.getDirectives()) {
    forget(directive);
    directive.args.forEach(forget);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    forget(type);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        forget(field);
        field.args.forEach(forget);
      }
    } else if (isInputObjectType(type)) {
      Object.values(type.getFields()).forEach(forget);
    } else if (isEnumType(type)) {
      type.getValues().forEach(forget);
    }
  }
}
