/**
 * Whether a string literal the engine would rename may hold its new value where it stands: its
 * contextual type must take it. A type of the code's own (`interface AuditEntry { mutationName:
 * 'OLD' | 'OTHER' }`) may not, and the rename would not compile. Needs a type checker: the codemod
 * builds one where a use needs it; the ESLint rules use typescript-eslint's when a project has typed
 * linting on. `ts` is the compiler the checker comes from (ts-morph's, or the `typescript` package).
 */
import type TS from 'typescript';
import { constantUses, FileReferences } from '../documents/constant-references.js';

/**
 * The type text of what the literal at `start` must be, when that type does not take `value`; null
 * when it does or no literal is there. A literal a `const` holds must also be what each place that
 * reads the constant asks (`const S = '…'; const entry: AuditEntry = { mutationName: S }`).
 */
export function typeRefusingValue(ts: typeof TS, checker: TS.TypeChecker, sourceFile: TS.SourceFile, start: number, value: string): string | null {
  const literal = nodeAt(ts, sourceFile, start);
  if (!literal || !ts.isStringLiteralLike(literal)) return null;
  const asked = [contextualType(ts, checker, literal)];
  for (const reference of constantUses(literal, new FileReferences(sourceFile))?.references ?? []) {
    const parent = reference.parent;
    if (!ts.isShorthandPropertyAssignment(parent)) asked.push(contextualType(ts, checker, reference));
    else {
      // `{ mutationName }`: what the object's type asks of that property.
      const property = contextualType(ts, checker, parent.parent)?.getProperty(parent.name.text);
      asked.push(property && checker.getTypeOfSymbol(property));
    }
  }
  const refusing = asked.find((type) => type && !takesValue(ts, checker, type, value));
  return refusing ? checker.typeToString(refusing) : null;
}

/**
 * What the code around asks of an expression, without what TypeScript infers from the expression
 * itself (`make<const T>(x: T)` would take the literal's own type for `T`): the checker's flag for
 * that is its completions', not in its public typings.
 */
function contextualType(ts: typeof TS, checker: TS.TypeChecker, node: TS.Expression): TS.Type | undefined {
  const ignoreNodeInferences = (ts as unknown as { ContextFlags?: Record<string, number> }).ContextFlags?.['IgnoreNodeInferences'];
  return (checker.getContextualType as (node: TS.Expression, flags?: number) => TS.Type | undefined).call(checker, node, ignoreNodeInferences);
}

/**
 * Whether a value of `type` may be `value`: anything untyped, a string, a union holding the literal,
 * or a generated enum with a member of that value (a string enum takes no bare literal, yet the
 * value is its own).
 */
function takesValue(ts: typeof TS, checker: TS.TypeChecker, type: TS.Type, value: string): boolean {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  if (type.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(type);
    return !constraint || takesValue(ts, checker, constraint, value);
  }
  if (type.isUnion()) return type.types.some((member) => takesValue(ts, checker, member, value));
  if (type.isStringLiteral()) return type.value === value;
  return checker.isTypeAssignableTo(checker.getStringLiteralType(value), type);
}

/** The innermost node starting at `start`. */
export function nodeAt(ts: typeof TS, sourceFile: TS.SourceFile, start: number): TS.Node | undefined {
  let found: TS.Node | undefined;
  const visit = (node: TS.Node): void => {
    if (start < node.getStart(sourceFile) || start >= node.end) return;
    if (node.getStart(sourceFile) === start) found = node;
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
