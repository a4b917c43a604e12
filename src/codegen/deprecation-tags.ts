/**
 * `@deprecated` JSDoc in generated types, written from the calendar.
 *
 * graphql-codegen's type plugins print an element's description as its JSDoc, and add a line for
 * its `@deprecated` directive, except on enum values written as a union of strings
 * (`enumsAsTypes`), where only the description is printed; on arguments they print nothing at all.
 * So the preset writes the deprecation of each retiring field, input field and enum value as the
 * last line of its description, in place of the directive: every type plugin prints it, once, with
 * the dates and the replacement the calendar knows, from the schema's reason and the change
 * schedule alike (an element only the schedule retires gets one too).
 */
import { Kind, visit, type ASTNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Calendar, CalendarEntry } from '../calendar/types.js';
import { isSchemaCoordinate, resolveCoordinate } from '../schema/coordinates.js';

const TAGGED_ELEMENTS = new Set(['Field', 'InputField', 'EnumValue']);
const KIND_WORD: Partial<Record<CalendarEntry['kind'], string>> = { deprecation: 'Deprecation', removal: 'Removal' };

/** The text after `@deprecated` for each retiring field, input field and enum value, by coordinate. */
export function deprecationTexts(calendar: Calendar, schema: GraphQLSchema): Map<string, string> {
  const byLocation = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.entries) {
    if (entry.api !== 'graphql' || !KIND_WORD[entry.kind]) continue;
    const element = resolveCoordinate(schema, entry.location);
    if (!element || !TAGGED_ELEMENTS.has(element.kind)) continue;
    byLocation.set(entry.location, [...(byLocation.get(entry.location) ?? []), entry]);
  }
  return new Map([...byLocation].map(([location, entries]) => [location, deprecationText(entries)]));
}

/**
 * The schema's reason as written, then what the calendar adds to it: each date the reason does not
 * give (marked when it comes from the schedule while the reason says otherwise), and the replacement
 * when the reason does not name it. Entries come sorted by date.
 */
function deprecationText(entries: readonly CalendarEntry[]): string {
  const reason = entries.find((entry) => entry.reason !== null)?.reason ?? null;
  const said = (text: string) => reason !== null && reason.includes(text);
  const parts = reason === null ? [] : [reason.trim()];
  for (const entry of entries) {
    if (entry.date === null || said(entry.date)) continue;
    const fromSchedule = reason !== null && entry.source !== 'schema' ? ' (change schedule)' : '';
    parts.push(`${KIND_WORD[entry.kind]} effective ${entry.date}${fromSchedule}.`);
  }
  const replacement = entries.find((entry) => entry.replacement !== null)?.replacement ?? null;
  if (replacement !== null && !said(lastName(replacement))) {
    parts.push(`Replacement: ${isSchemaCoordinate(replacement) ? `\`${replacement}\`` : replacement}.`);
  }
  return parts.join(' ');
}

/** `audiences` for `Advertiser.audiences`, `id` for `Query.a(id:)`; a phrase stays whole. */
function lastName(replacement: string): string {
  if (!isSchemaCoordinate(replacement)) return replacement;
  return /(\w+)(?::\))?$/.exec(replacement)?.[1] ?? replacement;
}

/** The schema document with each tagged element's deprecation moved into its description. */
export function withDeprecationTags(document: DocumentNode, texts: ReadonlyMap<string, string>): DocumentNode {
  if (texts.size === 0) return document;
  const tag = <T extends { name: { value: string }; description?: { value: string } | undefined; directives?: readonly { name: { value: string } }[] | undefined }>(
    node: T,
    _key: unknown,
    _parent: unknown,
    _path: unknown,
    ancestors: readonly (ASTNode | readonly ASTNode[])[],
  ): T | undefined => {
    // The element's type (`parent` is the list holding the element); an argument's owner is its
    // field, a directive argument's its directive.
    const owner = ancestors[ancestors.length - 1];
    if (!owner || Array.isArray(owner) || !/Type(Definition|Extension)$/.test((owner as ASTNode).kind)) return undefined;
    const text = texts.get(`${(owner as { name: { value: string } }).name.value}.${node.name.value}`);
    if (text === undefined) return undefined;
    const description = node.description?.value ? `${node.description.value}\n` : '';
    return {
      ...node,
      description: { kind: Kind.STRING, value: `${description}@deprecated ${text}`, block: true },
      directives: node.directives?.filter((directive) => directive.name.value !== 'deprecated'),
    };
  };
  return visit(document, { FieldDefinition: tag, InputValueDefinition: tag, EnumValueDefinition: tag });
}
