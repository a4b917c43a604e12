/**
 * Loads a GraphQL schema from SDL files and globs, an introspection JSON file, or a live endpoint.
 * Published schemas are not always valid to the letter (GitHub's defines two fields twice): such
 * slips are repaired with a warning naming both lines, while anything that leaves the schema
 * ambiguous is an error naming the file and line.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildASTSchema,
  buildClientSchema,
  concatAST,
  GraphQLError,
  Kind,
  parse,
  printSchema,
  Source,
  validateSchema,
  type DefinitionNode,
  type DocumentNode,
  type EnumValueDefinitionNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { validateSDL } from 'graphql/validation/validate.js';
import { globFrom, globFromSync, isGlob } from '../glob-start.js';
import type { Diagnostic } from '../calendar/types.js';
import { jsonSyntaxError } from '../json-syntax-error.js';
import { messageOf, SunsetError, type ErrorPlace } from '../errors.js';
import { isUrl, namedPath } from '../paths.js';
import { credentialRedactor, introspectEndpoint } from './introspect-endpoint.js';
import { placeOfError, placeOfNode, printedSource } from './source-position.js';

export interface LoadedSchema {
  schema: GraphQLSchema;
  /** The files (relative to the working directory) or URLs it was built from. */
  sources: string[];
  warnings: Diagnostic[];
}

export interface LoadSchemaOptions {
  cwd?: string;
  /** Where tokens for live endpoints come from; defaults to `process.env`. */
  env?: Record<string, string | undefined>;
}


/** Loads and merges every pointer into one schema (as graphql-config merges a project's `schema` list). */
export async function loadSchema(pointers: readonly string[], options: LoadSchemaOptions = {}): Promise<LoadedSchema> {
  if (!pointers.some(isUrl)) return loadSchemaFrom(pointers, options);
  // What an endpoint returns may hold the token it was sent (a server echoing it into a type's name):
  // every error and warning about the schema is redacted as the endpoint's own errors are.
  const redact = credentialRedactor(options.env ?? process.env);
  let loaded: LoadedSchema;
  try {
    loaded = await loadSchemaFrom(pointers, options);
  } catch (error) {
    if (error instanceof SunsetError) throw new SunsetError(redact(error.message), { file: error.file && redact(error.file), line: error.line, column: error.column }, error.exitCode);
    throw new Error(redact(messageOf(error)));
  }
  return { ...loaded, warnings: loaded.warnings.map((w) => ({ ...w, message: redact(w.message), ...(w.file ? { file: redact(w.file) } : {}) })) };
}

async function loadSchemaFrom(pointers: readonly string[], options: LoadSchemaOptions): Promise<LoadedSchema> {
  const cwd = options.cwd ?? process.cwd();
  const documents: DocumentNode[] = [];
  const sources: string[] = [];
  for (const pointer of pointers) {
    if (isUrl(pointer)) {
      const introspection = await introspectEndpoint(pointer, options.env ?? process.env);
      documents.push(introspectionToDocument(introspection, pointer));
      sources.push(pointer);
      continue;
    }
    const files = isGlob(pointer, cwd) ? await globFrom(pointer, cwd, GLOB_OPTIONS) : [path.resolve(cwd, pointer)];
    for (const file of expanded(pointer, files)) {
      const display = namedPath(file, cwd);
      documents.push(schemaDocument(await readFile(file, 'utf8').catch(unreadable(display)), file, display));
      sources.push(display);
    }
  }
  return buildFromDocuments(documents, sources);
}

/** The same as `loadSchema` for files and globs, without waiting: for ESLint rules, which are synchronous. */
export function loadSchemaSync(pointers: readonly string[], options: LoadSchemaOptions = {}): LoadedSchema {
  const cwd = options.cwd ?? process.cwd();
  const documents: DocumentNode[] = [];
  const sources: string[] = [];
  for (const pointer of pointers) {
    if (isUrl(pointer)) throw new SunsetError('a live schema URL cannot be loaded here; point to an SDL or introspection JSON file', { file: pointer });
    const files = isGlob(pointer, cwd) ? globFromSync(pointer, cwd, GLOB_OPTIONS) : [path.resolve(cwd, pointer)];
    for (const file of expanded(pointer, files)) {
      const display = namedPath(file, cwd);
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        return unreadable(display)(error);
      }
      documents.push(schemaDocument(text, file, display));
      sources.push(display);
    }
  }
  return buildFromDocuments(documents, sources);
}

const GLOB_OPTIONS = { ignore: ['**/node_modules/**'] };


function expanded(pointer: string, files: string[]): string[] {
  if (files.length === 0) throw new SunsetError(`no schema file matches ${pointer}`);
  return files.sort();
}

function schemaDocument(text: string, file: string, display: string): DocumentNode {
  return file.endsWith('.json') ? introspectionToDocument(parseIntrospectionJson(text, display), display) : parseSdl(text, display);
}

function buildFromDocuments(documents: DocumentNode[], sources: string[]): LoadedSchema {
  if (documents.length === 0) throw new SunsetError('no schema given');
  const warnings: Diagnostic[] = [];
  const document = dropDuplicateMembers(documents.length === 1 ? documents[0]! : mergeAcrossFiles(concatAST(documents)), warnings);
  return { schema: buildValidSchema(document), sources, warnings };
}

/** Builds a schema from SDL text (one file), with the same checks and repairs as `loadSchema`. */
export function buildSchemaFromSdl(text: string, file = 'schema.graphql'): LoadedSchema {
  const warnings: Diagnostic[] = [];
  const document = dropDuplicateMembers(parseSdl(text, file), warnings);
  return { schema: buildValidSchema(document), sources: [file], warnings };
}


/** A reader's failure as the one-line error every command prints. */
function unreadable(display: string): (error: unknown) => never {
  return (error) => {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory (name the schema files in it, or a glob of them)' : messageOf(error);
    throw new SunsetError(`cannot read schema: ${why}`, { file: display });
  };
}

function parseSdl(text: string, file: string): DocumentNode {
  try {
    return parse(new Source(text, file));
  } catch (error) {
    throw toSunsetError(error, file);
  }
}

function parseIntrospectionJson(text: string, file: string): IntrospectionQuery {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const { reason, ...place } = jsonSyntaxError(error, text);
    throw new SunsetError(`not valid JSON: ${reason}`, { file, ...place });
  }
  const data = (json as { data?: unknown })?.data ?? json;
  if (!data || typeof data !== 'object' || !('__schema' in data)) {
    throw new SunsetError('not an introspection result (no __schema)', { file });
  }
  return data as IntrospectionQuery;
}

/** Introspection results become SDL so that every source merges the same way. */
function introspectionToDocument(introspection: IntrospectionQuery, origin: string): DocumentNode {
  try {
    return parse(printedSource(printSchema(buildClientSchema(introspection)), origin));
  } catch (error) {
    throw new SunsetError(`invalid introspection result: ${messageOf(error)}`, { file: origin });
  }
}

function buildValidSchema(document: DocumentNode): GraphQLSchema {
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) {
    const error = sdlErrors[0]!;
    // "There can be only one type named …": the place to fix is the repeat, not the first definition.
    const repeat = /^There can be only one /.test(error.message) && error.nodes && error.nodes.length > 1 ? placeOfNode(error.nodes[error.nodes.length - 1]) : null;
    throw repeat ? new SunsetError(error.message, repeat) : toSunsetError(error);
  }
  let schema: GraphQLSchema;
  let schemaErrors: readonly GraphQLError[];
  try {
    schema = buildASTSchema(document, { assumeValidSDL: true });
    // Validation builds every type's fields, and with them each argument value SDL validation leaves
    // unchecked (`@deprecated(reason: 5)`): graphql-js throws there, an input error at that value.
    schemaErrors = validateSchema(schema);
  } catch (error) {
    throw toSunsetError(error);
  }
  if (schemaErrors.length > 0) {
    const error = schemaErrors[0]!;
    throw new SunsetError(error.message, placeOfError(error) ?? wholeSchemaPlace(document));
  }
  return schema;
}

/**
 * Where an error about the whole schema (no Query type) is said to be: the file of the first
 * definition, and its line when that file is SDL (an introspection result's printed lines are not its file's).
 */
function wholeSchemaPlace(document: DocumentNode): ErrorPlace {
  const place = placeOfNode(document.definitions[0]);
  return place ? { file: place.file, line: place.line } : {};
}

function toSunsetError(error: unknown, file?: string): SunsetError {
  // By shape, not instanceof: graphql's CommonJS and ESM builds can both be loaded, each with its own class.
  if (error instanceof GraphQLError || (error instanceof Error && error.name === 'GraphQLError')) {
    const place = placeOfError(error as GraphQLError) ?? (file ? { file } : {});
    return new SunsetError(error.message, place);
  }
  return new SunsetError(messageOf(error), file ? { file } : {});
}

/** The extension kind each type definition kind is merged as. */
const EXTENSION_OF: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_EXTENSION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_EXTENSION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_EXTENSION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_EXTENSION,
  [Kind.UNION_TYPE_DEFINITION]: Kind.UNION_TYPE_EXTENSION,
  [Kind.SCALAR_TYPE_DEFINITION]: Kind.SCALAR_TYPE_EXTENSION,
};

/**
 * A modular schema declares a type in several files (each its own `type Query { … }`), which
 * graphql-config and graphql-tools merge into one type: a definition of a name another file defined
 * first becomes an extension of it, keeping its nodes and positions. Within one file, or of another
 * kind, a repeat stays an error, as SDL validation says.
 */
function mergeAcrossFiles(document: DocumentNode): DocumentNode {
  const definedIn = new Map<string, { file: string | undefined; kind: Kind }>();
  let changed = false;
  const definitions = document.definitions.map((definition) => {
    const extension = EXTENSION_OF[definition.kind];
    if (!extension || !('name' in definition) || !definition.name) return definition;
    const file = definition.loc?.source.name;
    const name = definition.name.value;
    const first = definedIn.get(name);
    if (!first) {
      definedIn.set(name, { file, kind: definition.kind });
      return definition;
    }
    // Two kinds of one name (a type and an interface) are no modular schema: validation says so at the repeat.
    if (first.file === file || first.kind !== definition.kind) return definition;
    changed = true;
    // An extension has no description; the first definition's is the type's.
    const { description: _description, ...rest } = definition as typeof definition & { description?: unknown };
    return { ...rest, kind: extension } as DefinitionNode;
  });
  return changed ? { ...document, definitions } : document;
}

/** `file:line`, or the file alone where its lines are not known (an introspection result). */
const placeName = (place: ErrorPlace | null) => (place?.line ? `${place.file}:${place.line}` : (place?.file ?? 'the schema'));

type MemberNode = FieldDefinitionNode | InputValueDefinitionNode | EnumValueDefinitionNode;

/**
 * A field, input field or enum value defined twice in one type: the first definition is kept and
 * a warning names both places. Anything else invalid is left for validation to reject.
 */
function dropDuplicateMembers(document: DocumentNode, warnings: Diagnostic[]): DocumentNode {
  const seen = new Map<string, MemberNode>();
  let changed = false;
  const definitions = document.definitions.map((definition) => {
    const members = membersOf(definition);
    if (!members || !('name' in definition) || !definition.name) return definition;
    const typeName = definition.name.value;
    const kept = members.filter((member) => {
      const key = `${typeName}.${member.name.value}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, member);
        return true;
      }
      // The name, not the node: a node starts at its description, lines above the field itself.
      const second = placeOfNode(member.name) ?? {};
      warnings.push({
        severity: 'warning',
        message: `${key} is defined twice (${placeName(placeOfNode(first.name))} and ${placeName(second)}); the first definition is used`,
        ...second,
      });
      return false;
    });
    if (kept.length === members.length) return definition;
    changed = true;
    return { ...definition, [definition.kind === Kind.ENUM_TYPE_DEFINITION || definition.kind === Kind.ENUM_TYPE_EXTENSION ? 'values' : 'fields']: kept } as DefinitionNode;
  });
  return changed ? { ...document, definitions } : document;
}

function membersOf(definition: DefinitionNode): ReadonlyArray<MemberNode> | undefined {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.OBJECT_TYPE_EXTENSION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_EXTENSION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_EXTENSION:
      return definition.fields;
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_EXTENSION:
      return definition.values;
    default:
      return undefined;
  }
}
