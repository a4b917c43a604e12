/** Every element a schema marks `@deprecated`: fields, arguments, input fields, enum values, directive arguments. */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ConstDirectiveNode,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';
import type { SourcePosition } from '../calendar/types.js';
import { argumentCoordinate, directiveArgumentCoordinate, fieldCoordinate } from './coordinates.js';
import { fileOfNode, positionOfNode } from './source-position.js';

export type DeprecatedElementKind = 'field' | 'argument' | 'inputField' | 'enumValue' | 'directiveArgument';

export interface DeprecatedElement {
  coordinate: string;
  elementKind: DeprecatedElementKind;
  reason: string;
  /** graphql-eslint's `@deprecated(deletionDate: "DD/MM/YYYY")`, as written; null when absent. */
  deletionDate: string | null;
  /** Where the `@deprecated` directive is written (else the element), when the schema came from SDL. */
  definedAt: SourcePosition | null;
  /** The file or URL the element was read from, also where no line is known (an introspection result). */
  definedIn: string | null;
}

interface Deprecatable {
  deprecationReason?: string | null | undefined;
  astNode?: { directives?: readonly ConstDirectiveNode[] | undefined } | null | undefined;
}

export function deprecatedElements(schema: GraphQLSchema): DeprecatedElement[] {
  const found: DeprecatedElement[] = [];
  const add = (coordinate: string, elementKind: DeprecatedElementKind, element: Deprecatable) => {
    if (element.deprecationReason == null) return;
    const directive = element.astNode?.directives?.find((d) => d.name.value === 'deprecated');
    const deletion = directive?.arguments?.find((a) => a.name.value === 'deletionDate')?.value;
    found.push({
      coordinate,
      elementKind,
      reason: element.deprecationReason,
      deletionDate: deletion?.kind === Kind.STRING ? deletion.value : null,
      definedAt: positionOfNode(directive) ?? positionOfNode(element.astNode as never),
      definedIn: fileOfNode(directive ?? (element.astNode as never)),
    });
  };
  const addArguments = (typeName: string, fieldName: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) add(argumentCoordinate(typeName, fieldName, arg.name), 'argument', arg);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(fieldCoordinate(type.name, field.name), 'field', field);
        addArguments(type.name, field.name, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(fieldCoordinate(type.name, field.name), 'inputField', field);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) add(fieldCoordinate(type.name, value.name), 'enumValue', value);
    }
  }
  for (const directive of schema.getDirectives()) {
    for (const arg of directive.args) add(directiveArgumentCoordinate(directive.name, arg.name), 'directiveArgument', arg);
  }
  return found;
}
