/**
 * A graphql-config file read without graphql-config, when it is plain: YAML or JSON holding only
 * mappings, lists and scalars that every YAML reader reads alike. graphql-config (with cosmiconfig,
 * js-yaml and its loaders for code configs) takes longer to load than sunset takes to check a
 * thousand files, and most projects' configs are a few lines of YAML.
 *
 * What graphql-config would do differently is never guessed: anything this reader does not read
 * exactly as graphql-config does makes it answer null, and the caller asks graphql-config. That is
 * a config in code or TOML, `${ENV}` interpolation (graphql-config expands it in YAML), `$import`,
 * YAML anchors, aliases, tags, merge keys and directives, a plain scalar js-yaml may read as a number
 * or a date (`2026-01-01`, `0x1f`), a multi-line scalar, an empty file, a file either reader rejects,
 * and cosmiconfig's own configuration in the working directory (`.config/`, `package.yaml`, a
 * `cosmiconfig` key or a broken package.json: graphql-config reads those first).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAlias, isMap, isScalar, isSeq, parseDocument, Scalar, type Node } from 'yaml';

/** A value in the file that this reader cannot vouch for: a scalar js-yaml may read otherwise. */
export const UNSURE = Symbol('unsure');

/** The names graphql-config loads as YAML (string-env-interpolated) or JSON. */
const YAML_FILE = /^(graphql\.config\.ya?ml|\.graphqlrc(\.ya?ml)?)$/;
const JSON_FILE = /^(graphql\.config\.json|\.graphqlrc\.json)$/;
/** What graphql-config's loader expands in YAML (string-env-interpolation's pattern). */
const ENV_REFERENCE = /\$\{([A-Z0-9_]+(:[^}]+)?)\}/i;
/** A plain scalar js-yaml's default schema may resolve to a number or a date (after an optional sign). */
const NUMBER_LIKE = /^[-+]?(\.?[0-9]|\.(inf|nan)$)/i;

class NotPlain extends Error {}

/**
 * The file's contents as graphql-config's loader returns them, with UNSURE for scalars it cannot
 * vouch for; null when the file is not plain (the caller then asks graphql-config).
 */
export function readPlainConfig(file: string): unknown {
  const name = path.basename(file);
  const isYaml = YAML_FILE.test(name);
  if ((!isYaml && !JSON_FILE.test(name)) || cosmiconfigConfigured()) return null;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  if (text.trim() === '' || text.charCodeAt(0) === 0xfeff) return null;
  try {
    const value = isYaml ? fromYaml(text) : fromJson(JSON.parse(text));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

function fromYaml(text: string): unknown {
  if (ENV_REFERENCE.test(text) || /^%/m.test(text)) throw new NotPlain();
  const document = parseDocument(text, { uniqueKeys: true });
  if (document.errors.length > 0 || document.warnings.length > 0) throw new NotPlain();
  const value = (node: unknown): unknown => {
    if (node === null || node === undefined) return null;
    if (isAlias(node) || (node as Node).anchor || (node as Node).tag) throw new NotPlain();
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        const key = pair.key === null ? null : value(pair.key);
        if (typeof key !== 'string' || key === '<<' || key === '__proto__') throw new NotPlain();
        out[key] = value(pair.value);
      }
      return out;
    }
    if (isSeq(node)) return node.items.map(value);
    if (!isScalar(node)) throw new NotPlain();
    if (typeof node.value !== 'string') return node.value;
    const source = node.range ? text.slice(node.range[0], node.range[1]) : '\n';
    if (source.includes('\n') || node.value.includes('\n')) return UNSURE;
    if (node.type === Scalar.PLAIN) return NUMBER_LIKE.test(node.value) ? UNSURE : node.value;
    return node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE ? node.value : UNSURE;
  };
  return value(document.contents);
}

function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value !== null && typeof value === 'object') {
    if (Object.hasOwn(value, '__proto__')) throw new NotPlain();
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  }
  return value;
}

/**
 * Whether cosmiconfig (graphql-config's file loader) finds its own configuration in the process's
 * working directory, which it reads before any config file: a `cosmiconfig` key of package.json,
 * package.yaml, `.config/config.*`; or cannot read package.json.
 */
function cosmiconfigConfigured(): boolean {
  const cwd = process.cwd();
  if (existsSync(path.join(cwd, 'package.yaml')) || existsSync(path.join(cwd, '.config'))) return true;
  let text: string;
  try {
    text = readFileSync(path.join(cwd, 'package.json'), 'utf8');
  } catch {
    return false;
  }
  try {
    const json: unknown = JSON.parse(text);
    return json === null || typeof json !== 'object' || Object.hasOwn(json, 'cosmiconfig');
  } catch {
    return true;
  }
}
