/**
 * Retiring enum values that TS/JS code passes as variables, outside any document:
 *  - a string literal equal to the value, as the value of a property named like an input field or
 *    argument of that enum type: `{ mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY' }`;
 *  - a member of the generated TS enum: `AdGroupBidFactorWorkflowMutationName.AdGroupUpdateIntegralViewability`,
 *    whatever naming convention the generated code uses.
 */
import { getNamedType, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLEnumType, type GraphQLSchema } from 'graphql';
import type { ScannedSource, StringProperty } from '../documents/embedded-document.js';
import type { ScanOptions } from '../documents/scan-source.js';
import { ts } from '../documents/typescript.js';
import { fieldCoordinate } from '../schema/coordinates.js';
import { normalizeName } from './generated-names.js';
import { mechanicalRename } from './mechanical-fixes.js';
import { repeatedValue } from './repeated-value.js';
import type { RetirementIndex } from './retirement-index.js';
import type { FindingOrigin, Suggestion, TextEdit } from './types.js';

interface RetiringEnumValue {
  coordinate: string;
  enumName: string;
  value: string;
  /** The value it is renamed to, when its replacement is a value of the same enum (mechanical-fixes.ts). */
  renamed: string | null;
  /** Names of input fields whose type is this enum: the property names of nested variable objects. */
  inputFieldNames: Set<string>;
  /** Names of arguments whose type is this enum: the property names of top-level variables. */
  argumentNames: Set<string>;
}

export interface CodeEnumTargets {
  byValue: Map<string, RetiringEnumValue[]>;
  byEnumName: Map<string, RetiringEnumValue[]>;
  scanOptions: ScanOptions;
}

export interface CodeEnumUse {
  coordinate: string;
  origin: Exclude<FindingOrigin, 'document'>;
  start: number;
  end: number;
  fix: TextEdit[] | null;
  /** The rename, offered only, where it would repeat a value beside the use (`withheld` says why). */
  suggestions: Suggestion[];
  withheld: string | null;
  /** Where the value is written, when the use takes a constant another file declares (said in the finding's message). */
  heldIn?: string;
}

export function codeEnumTargets(schema: GraphQLSchema, index: RetirementIndex): CodeEnumTargets {
  const byValue = new Map<string, RetiringEnumValue[]>();
  const byEnumName = new Map<string, RetiringEnumValue[]>();
  const byEnum = new Map<GraphQLEnumType, RetiringEnumValue[]>();
  for (const coordinate of index.keys()) {
    const [typeName, valueName] = coordinate.split('.');
    const type = typeName ? schema.getType(typeName) : undefined;
    if (!valueName || !isEnumType(type) || !type.getValue(valueName)) continue;
    const renamed = mechanicalRename(coordinate, index.get(coordinate)?.replacement ?? null, schema);
    const target: RetiringEnumValue = { coordinate, enumName: type.name, value: valueName, renamed, inputFieldNames: new Set(), argumentNames: new Set() };
    push(byValue, valueName, target);
    push(byEnumName, type.name, target);
    push(byEnum, type, target);
  }
  if (byEnum.size > 0) {
    const note = (typeRef: Parameters<typeof getNamedType>[0], name: string, into: 'inputFieldNames' | 'argumentNames') => {
      const named = getNamedType(typeRef);
      if (isEnumType(named)) for (const target of byEnum.get(named) ?? []) target[into].add(name);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) note(field.type, field.name, 'inputFieldNames');
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) for (const arg of field.args) note(arg.type, arg.name, 'argumentNames');
      }
    }
  }
  return { byValue, byEnumName, scanOptions: { enumValueNames: new Set(byValue.keys()), enumTypeNames: new Set(byEnumName.keys()), renameRepeats: renameRepeats(byValue) } };
}

/**
 * The scan's question for each use it finds: which of the new values the use's value may be renamed
 * to would repeat a value beside it (repeated-value.ts). Uses are named as written (a string's value
 * or a generated member's name), so the renames are looked up without case and separators.
 */
function renameRepeats(byValue: ReadonlyMap<string, RetiringEnumValue[]>): ScanOptions['renameRepeats'] {
  const renames = new Map<string, Set<string>>();
  // The property names the API takes these enums as: a list of such entries is data sent, not choices.
  const sentAs = new Set<string>();
  for (const { value, renamed, inputFieldNames, argumentNames } of [...byValue.values()].flat()) {
    const key = normalizeName(value);
    if (renamed) (renames.get(key) ?? renames.set(key, new Set()).get(key)!).add(renamed);
    for (const name of [...inputFieldNames, ...argumentNames]) sentAs.add(name);
  }
  if (renames.size === 0) return undefined;
  return (sourceFile, node, name) => {
    let repeats: Record<string, string> | undefined;
    // The compiler the parse came from: the scan's own (documents/typescript.ts).
    for (const value of renames.get(normalizeName(name)) ?? []) {
      const why = repeatedValue(ts, sourceFile, node, value, sentAs);
      if (why) (repeats ??= {})[value] = why;
    }
    return repeats;
  };
}

/** What a rename would repeat, or, for a constant its file exports, why it is not known: other files may read it beside the new value. */
function exportedRepeats(property: StringProperty, renamed: string | null): Record<string, string> | undefined {
  if (!property.exportedConstant || !renamed || property.repeats?.[renamed]) return property.repeats;
  const why = `\`${property.exportedConstant}\` is exported, and other files may read it beside a case, key or comparison for \`${renamed}\`, which is not checked here; rename it by hand`;
  return { ...property.repeats, [renamed]: why };
}

/** A use's rename as a fix, or, where it would repeat a value beside the use, as a suggestion saying why. */
function renameOf(edit: TextEdit | null, renamed: string | null, repeats: Record<string, string> | undefined): Pick<CodeEnumUse, 'fix' | 'suggestions' | 'withheld'> {
  const why = renamed ? repeats?.[renamed] : undefined;
  if (!edit) return { fix: null, suggestions: [], withheld: null };
  if (!why) return { fix: [edit], suggestions: [], withheld: null };
  return { fix: null, suggestions: [{ message: `Rename to \`${edit.text}\`: ${why}`, fix: [edit] }], withheld: why };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The generated member name for `value`, in the convention `example` (the member written for `exampleValue`) uses. */
function memberNameLike(example: string, exampleValue: string, value: string): string | null {
  const words = (v: string) => v.toLowerCase().split('_').filter(Boolean);
  const pascal = (v: string) => words(v).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  const conventions = [(v: string) => v, pascal, (v: string) => { const p = pascal(v); return p[0]!.toLowerCase() + p.slice(1); }, (v: string) => v.toLowerCase()];
  const convention = conventions.find((c) => c(exampleValue) === example);
  return convention ? convention(value) : null;
}

export function findCodeEnumUses(scan: ScannedSource, hostText: string, targets: CodeEnumTargets): CodeEnumUse[] {
  const uses: CodeEnumUse[] = [];
  for (const property of scan.stringProperties) {
    // Several enums may share a value and a property name: a nested object's property is an input
    // field; a top-level variable is more likely an argument. The likelier reading is tried first.
    const candidates = targets.byValue.get(property.value) ?? [];
    const [first, second] = property.nested ? (['inputFieldNames', 'argumentNames'] as const) : (['argumentNames', 'inputFieldNames'] as const);
    const target = candidates.find((t) => t[first].has(property.propertyName)) ?? candidates.find((t) => t[second].has(property.propertyName));
    // A constant taken by several properties is one use, where it is written.
    if (!target || uses.some((u) => u.start === property.start && u.coordinate === target.coordinate)) continue;
    const { renamed } = target;
    if (property.heldIn) {
      // The literal is in another file: the rename is made there, where every file reading it can be seen.
      const { constant, file, line } = property.heldIn;
      const heldIn = `the value is held in \`${constant}\`, declared in ${file}:${line}`;
      uses.push({ coordinate: target.coordinate, origin: 'ts-string-literal', start: property.start, end: property.end, fix: null, suggestions: [], withheld: renamed ? `${heldIn}: rename it there` : null, heldIn });
      continue;
    }
    const quote = hostText[property.start]!;
    uses.push({
      coordinate: target.coordinate,
      origin: 'ts-string-literal',
      start: property.start,
      end: property.end,
      ...renameOf(renamed ? { start: property.start, end: property.end, text: `${quote}${renamed}${quote}` } : null, renamed, exportedRepeats(property, renamed)),
    });
  }
  for (const reference of scan.memberReferences) {
    const target = targets.byEnumName.get(reference.objectName)?.find((t) => normalizeName(t.value) === normalizeName(reference.memberName));
    if (!target) continue;
    const { renamed } = target;
    const member = renamed ? memberNameLike(reference.memberName, target.value, renamed) : null;
    // An enum the file declares itself may lack the new member: renamed, the code would not compile.
    const lacking = member && reference.declaredMembers && !reference.declaredMembers.includes(member);
    uses.push({
      coordinate: fieldCoordinate(target.enumName, target.value),
      origin: 'ts-enum-member',
      start: reference.start,
      end: reference.end,
      ...(lacking
        ? { fix: null, suggestions: [], withheld: `the enum \`${reference.objectName}\` declared in this file has no member \`${member}\`: add it, then rename` }
        : renameOf(member ? { start: reference.start, end: reference.end, text: reference.shorthandOf ? `${member}: ${reference.shorthandOf}` : member } : null, renamed, reference.repeats)),
    });
  }
  return uses;
}
