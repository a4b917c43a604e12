/**
 * An edit inside a fragment, checked against the definitions outside its document that spread the
 * fragment: another file's operations (directly or through other fragments), another document's of
 * the same file, and this document's own reached only through those. Each is validated as its own
 * document is: its spreads resolve to its document's fragments first, then to this document's (as
 * edited), then to the project's. Only the rules an edit to a fragment can break in a definition
 * that spreads it are applied (a variable used or not, where it is used, fields that must merge):
 * the fragment's own errors are the fix check's (fix-check.ts), and the other definitions' nodes are
 * used as they are, never printed or parsed again.
 */
import { Kind, parse, print, Source, validate, type DefinitionNode, type DocumentNode, type ExecutableDefinitionNode, type FragmentDefinitionNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { forEachFragmentSpread } from './fragment-spreads.js';
import type { SpreaderIndex } from './fragment-spreaders.js';
import { applyEditsWithin } from './text-edits.js';
import type { TextEdit } from './types.js';
import { ACROSS_DEFINITIONS_RULES } from './validate-document.js';

/** A definition reached from outside, with the fragments its document defines. */
interface Root {
  definition: ExecutableDefinitionNode;
  context: ReadonlyMap<string, FragmentDefinitionNode>;
}

export class SpreaderCheck {
  /** By the names of the fragments edited: the definitions that reach them, null when none is outside this document. */
  private readonly reaches = new Map<string, Root[] | null>();
  private readonly baselines = new Map<string, readonly GraphQLError[]>();
  /** This document's fragments by name (the first of a name). */
  private readonly ours = new Map<string, FragmentDefinitionNode>();
  private readonly own: ReadonlySet<DefinitionNode>;

  constructor(
    private readonly document: DocumentNode,
    private readonly schema: GraphQLSchema,
    private readonly index: SpreaderIndex,
  ) {
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION && !this.ours.has(d.name.value)) this.ours.set(d.name.value, d);
    this.own = new Set(document.definitions);
  }

  /** Whether a definition outside the document reaches a fragment the edits change (their check then needs every edit taken with them). */
  reachesOutside(edits: readonly TextEdit[]): boolean {
    return this.reachOf(this.editedFragments(edits)) !== null;
  }

  /** The first error the edits add to the definitions that reach an edited fragment from outside, with the file it is in; null when none. */
  addedError(edits: readonly TextEdit[]): string | null {
    const names = this.editedFragments(edits);
    const roots = this.reachOf(names);
    if (!roots) return null;
    const edited = this.edited(edits);
    if (typeof edited === 'string') return edited;
    const key = names.join('\u0000');
    let baseline = this.baselines.get(key);
    if (!baseline) this.baselines.set(key, (baseline = this.errorsOf(roots, new Map())));
    const added = firstAdded(baseline, this.errorsOf(roots, edited));
    if (!added) return null;
    // Named by the definition it breaks: the first root that, alone, has it.
    const root = roots.find((r) => firstAdded(this.errorsOf([r], new Map()), this.errorsOf([r], edited))?.message === added.message);
    const file = root?.definition.loc?.source.name;
    const outside = roots.find((r) => !this.own.has(r.definition))?.definition.loc?.source.name;
    return `${added.message} (${root && !this.own.has(root.definition) ? `in ${file}, which spreads the fragment` : `in this document, through the fragments of ${outside ?? 'another document'}`})`;
  }

  /** The names of this document's fragments that the edits touch. */
  private editedFragments(edits: readonly TextEdit[]): string[] {
    return [...this.ours].flatMap(([name, d]) => (d.loc && edits.some((e) => e.start < d.loc!.end && e.end > d.loc!.start) ? [name] : []));
  }

  /** What a spread of `name` in a definition whose document defines `context` stands for. */
  private resolveIn(context: ReadonlyMap<string, FragmentDefinitionNode>, name: string): FragmentDefinitionNode | undefined {
    return context.get(name) ?? this.ours.get(name) ?? this.index.resolve(name);
  }

  /** The definitions that reach the fragments `names` (through any chain), when one of them is outside this document. */
  private reachOf(names: readonly string[]): Root[] | null {
    if (names.length === 0) return null;
    const key = names.join('\u0000');
    if (this.reaches.has(key)) return this.reaches.get(key)!;
    // Per fragment name followed, the definition its spreaders must stand for (a document of their own may define another of that name).
    const target = new Map(names.map((name) => [name, this.ours.get(name)!] as const));
    const pending = [...names];
    const roots = new Map<ExecutableDefinitionNode, Root>();
    let outside = false;
    while (pending.length > 0) {
      const name = pending.pop()!;
      for (const { definition, own } of this.index.spreadersOf(name)) {
        if (roots.has(definition) || this.resolveIn(own, name) !== target.get(name)) continue;
        roots.set(definition, { definition, context: own });
        if (!this.own.has(definition)) outside = true;
        if (definition.kind === Kind.FRAGMENT_DEFINITION && !target.has(definition.name.value)) {
          target.set(definition.name.value, definition);
          pending.push(definition.name.value);
        }
      }
    }
    const reach = outside ? [...roots.values()] : null;
    this.reaches.set(key, reach);
    return reach;
  }

  /** This document's definitions the edits touch, each as edited; the syntax error when they do not parse. */
  private edited(edits: readonly TextEdit[]): Map<DefinitionNode, DefinitionNode> | string {
    const touched = this.document.definitions.filter((d) => d.loc && edits.some((e) => e.start < d.loc!.end && e.end > d.loc!.start));
    const body = this.document.loc!.source.body;
    let parsed: DocumentNode;
    try {
      parsed = parse(new Source(touched.map((d) => applyEditsWithin(body, d.loc!.start, d.loc!.end, edits)).join('\n'), this.document.loc!.source.name));
    } catch (error) {
      return (error as Error).message;
    }
    // An edit astride two definitions, or one that makes two of one: not a rewrite of a selection, and not checked here.
    if (parsed.definitions.length !== touched.length) return new Map();
    return new Map(touched.map((d, i) => [d, parsed.definitions[i]!] as const));
  }

  /**
   * The errors of the rules that an edit to a fragment can break, in the documents the roots make
   * (this document's definitions replaced by `edited`): each root with every fragment it spreads as
   * its document resolves them; roots whose fragments agree by name share one document.
   */
  private errorsOf(roots: readonly Root[], edited: ReadonlyMap<DefinitionNode, DefinitionNode>): GraphQLError[] {
    const use = (d: DefinitionNode) => edited.get(d) ?? d;
    const documents: Array<{ definitions: DefinitionNode[]; fragments: Map<string, DefinitionNode>; has: Set<DefinitionNode> }> = [];
    for (const root of roots) {
      const definitions: DefinitionNode[] = [];
      const fragments = new Map<string, DefinitionNode>();
      const add = (node: DefinitionNode) => {
        definitions.push(node);
        forEachFragmentSpread(node, ({ name: { value } }) => {
          if (fragments.has(value)) return;
          const fragment = this.resolveIn(root.context, value);
          if (!fragment) return;
          const node = use(fragment);
          fragments.set(value, node);
          add(node);
        });
      };
      const top = use(root.definition);
      if (top.kind === Kind.FRAGMENT_DEFINITION) fragments.set(top.name.value, top);
      add(top);
      const into = documents.find((d) => [...fragments].every(([name, node]) => (d.fragments.get(name) ?? node) === node));
      if (!into) {
        documents.push({ definitions, fragments, has: new Set(definitions) });
        continue;
      }
      for (const node of definitions) {
        if (into.has.has(node)) continue;
        into.has.add(node);
        into.definitions.push(node);
      }
      for (const [name, node] of fragments) into.fragments.set(name, node);
    }
    return documents.flatMap(({ definitions }) => this.validated(definitions));
  }

  /**
   * The errors of one document. Kept by what it is made of (this document's definitions by their text,
   * the others by identity): an editor analyses the file again at every keystroke, and a fragment
   * spread by hundreds of operations would otherwise be checked against all of them each time.
   */
  private validated(definitions: readonly DefinitionNode[]): readonly GraphQLError[] {
    let cache = validations.get(this.schema);
    if (!cache) validations.set(this.schema, (cache = new Map()));
    // This file's definitions are made again at each analysis (and edited ones at each check): by text.
    const name = this.document.loc?.source.name;
    const key = definitions.map((d) => (!d.loc || d.loc.source.name === name ? `\u0000${d.loc ? d.loc.source.body.slice(d.loc.start, d.loc.end) : print(d)}` : idOf(d))).join('\u0001');
    let errors = cache.get(key);
    if (!errors) {
      errors = validate(this.schema, { kind: Kind.DOCUMENT, definitions }, ACROSS_DEFINITIONS_RULES);
      cache.set(key, errors);
      if (cache.size > MAX_VALIDATIONS) cache.delete(cache.keys().next().value!);
    } else {
      // The most recent last: the least recently used is dropped first.
      cache.delete(key);
      cache.set(key, errors);
    }
    return errors;
  }
}

const MAX_VALIDATIONS = 256;
const validations = new WeakMap<GraphQLSchema, Map<string, readonly GraphQLError[]>>();
const ids = new WeakMap<DefinitionNode, string>();
let lastId = 0;
const idOf = (definition: DefinitionNode): string => {
  let id = ids.get(definition);
  if (id === undefined) ids.set(definition, (id = String(++lastId)));
  return id;
};

/** The first error of `after` whose message `before` holds fewer times: one an edit added. */
function firstAdded(before: readonly GraphQLError[], after: readonly GraphQLError[]): GraphQLError | undefined {
  const counts = new Map<string, number>();
  for (const error of before) counts.set(error.message, (counts.get(error.message) ?? 0) + 1);
  return after.find((error) => {
    const left = counts.get(error.message) ?? 0;
    counts.set(error.message, left - 1);
    return left <= 0;
  });
}
