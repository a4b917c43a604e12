/**
 * Where a key stands in a graphql-config file, for errors that name it by line and column as the
 * schedule's do: the file read again with the YAML parser (JSON is YAML), its first match among
 * the key paths given (a project's own `projects.<name>.extensions.sunset.<key>`, or the top level's).
 * Null for a code config (`graphql.config.ts`), a file that does not parse, or a key not found.
 */
import { readFileSync } from 'node:fs';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';

export function configKeyPlace(configFile: string, paths: ReadonlyArray<readonly string[]>): { line: number; column: number } | null {
  if (!/\.(?:ya?ml|json)$|rc$/i.test(configFile)) return null;
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return null;
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length > 0) return null;
  for (const keys of paths) {
    let node: unknown = document.contents;
    let keyNode: Node | null = null;
    for (const key of keys) {
      if (!isMap(node)) break;
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === key);
      if (!pair) {
        keyNode = null;
        break;
      }
      keyNode = pair.key as Node;
      node = pair.value;
    }
    if (keyNode?.range) {
      const { line, col } = lineCounter.linePos(keyNode.range[0]);
      return { line, column: col };
    }
  }
  return null;
}
