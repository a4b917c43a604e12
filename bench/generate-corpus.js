/**
 * Generates a fake React/TypeScript admin app shaped like Saleor's dashboard, against a real schema:
 * thousands of TS/TSX files (most without GraphQL documents), over a thousand `gql` documents built
 * FROM the schema with graphql-js (every one validates, fragments resolved), a quarter of the
 * operations spreading fragments defined in other files, deprecated fields, arguments, input fields
 * and enum values among them, and TS object literals passing deprecated enum values as variables.
 *
 * Deterministic: everything random comes from one seeded mulberry32 stream; no Math.random, no clock.
 * Writes `<dir>/.bench-manifest.json` with the corpus shape and every planted deprecated use
 * (file, line, coordinate, kind), computed independently of the tools under test.
 *
 * Usage: node bench/generate-corpus.js <dir> [--schema <file>] [--files N] [--documents N] [--seed N]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isUnionType,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/** Bump when the output changes for the same parameters, so `run.js` regenerates a stale corpus. */
export const GENERATOR_VERSION = 6;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  constructor(seed) {
    this.next = mulberry32(seed);
  }
  /** Integer in [min, max]. */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p) {
    return this.next() < p;
  }
  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }
  shuffle(list) {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  sample(list, count) {
    return this.shuffle(list).slice(0, count);
  }
  /** Picks by weight: `items` is a list of [item, weight]. */
  weighted(items) {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  }
}

// ---------------------------------------------------------------------------------------------
// Names

const MODULES = [
  'products', 'orders', 'customers', 'discounts', 'giftCards', 'channels', 'warehouses', 'shipping',
  'taxes', 'apps', 'webhooks', 'attributes', 'categories', 'collections', 'pages', 'pageTypes',
  'navigation', 'plugins', 'staff', 'permissionGroups', 'translations', 'siteSettings', 'productTypes',
  'checkout', 'payments', 'refunds', 'home', 'auth', 'search', 'extensions', 'vouchers', 'menus',
];
const NOUNS = [
  'List', 'Details', 'Form', 'Page', 'Card', 'Dialog', 'Tile', 'Summary', 'Header', 'Toolbar', 'Row',
  'Settings', 'Table', 'Filters', 'Panel', 'Section', 'Editor', 'Picker', 'Menu', 'Badge', 'Status',
  'Avatar', 'Link', 'Modal', 'Sidebar', 'Grid', 'Chip', 'Input', 'Select', 'Preview', 'History', 'Empty',
];
const ADJECTIVES = ['', 'Create', 'Update', 'Delete', 'Bulk', 'Assign', 'Unassign', 'Export', 'Import', 'Quick', 'Saved', 'Inline', 'Advanced', 'Default', 'Selected'];
const WORDS = ['name', 'title', 'value', 'label', 'count', 'status', 'total', 'amount', 'slug', 'email', 'code', 'note', 'channel', 'currency', 'date', 'quantity', 'price', 'stock', 'sku', 'weight'];
const UI_IMPORTS = ['Box', 'Text', 'Button', 'Input', 'Select', 'Checkbox', 'Skeleton', 'Chip', 'Tooltip', 'Divider'];
const GENERATED_TYPES = ['ProductFragment', 'OrderDetailsFragment', 'CustomerDetailsFragment', 'ChannelFragment', 'WarehouseFragment', 'AttributeFragment', 'PageInfoFragment', 'MoneyFragment', 'StaffMemberFragment', 'AppFragment', 'WebhookFragment', 'TaxClassFragment'];

const pascal = (s) => s[0].toUpperCase() + s.slice(1);
const camel = (s) => s[0].toLowerCase() + s.slice(1);
const singular = (s) => (s.endsWith('ies') ? s.slice(0, -3) + 'y' : s.endsWith('xes') ? s.slice(0, -2) : s.endsWith('s') ? s.slice(0, -1) : s);

// ---------------------------------------------------------------------------------------------
// Schema helpers

function typeString(type) {
  return String(type);
}

function isConnection(type) {
  return isObjectType(type) && 'edges' in type.getFields() && 'pageInfo' in type.getFields();
}

/**
 * Input-object fields and arguments whose named type is an enum, by enum name: the property paths TS code
 * passes values under (`["sortBy", "field"]`), and whether the property is a list (`asyncEvents: [...]`).
 */
function enumPropertyPaths(schema) {
  const paths = new Map(); // enum name -> [{ path: string[], list: boolean }]
  const add = (enumName, p) => {
    if (!paths.has(enumName)) paths.set(enumName, []);
    paths.get(enumName).push(p);
  };
  const argsByInput = new Map(); // input type name -> arg names whose type it is
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          const named = getNamedType(arg.type);
          if (isEnumType(named)) add(named.name, { path: [arg.name], list: isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type) });
          if (isInputObjectType(named)) {
            if (!argsByInput.has(named.name)) argsByInput.set(named.name, new Set());
            argsByInput.get(named.name).add(arg.name);
          }
        }
      }
    }
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!isEnumType(named)) continue;
      const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
      const parents = [...(argsByInput.get(type.name) ?? [])];
      if (parents.length === 0) add(named.name, { path: [field.name], list });
      for (const parent of parents.slice(0, 3)) add(named.name, { path: [parent, field.name], list });
    }
  }
  return paths;
}

/**
 * Every use of a deprecated schema element in `document`, where it is written (fragments spread from
 * elsewhere are not entered). The reference the tools are compared with; written independently of both.
 */
export function deprecatedUsesIn(document, schema) {
  const uses = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const def = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        if (def?.deprecationReason != null && parent) uses.push({ kind: 'field', coordinate: `${parent.name}.${def.name}`, node: node.name });
      },
      Argument(node) {
        const arg = typeInfo.getArgument();
        const def = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        const directive = typeInfo.getDirective();
        if (arg?.deprecationReason == null) return;
        const coordinate = directive ? `@${directive.name}(${arg.name}:)` : `${parent?.name}.${def?.name}(${arg.name}:)`;
        uses.push({ kind: 'argument', coordinate, node: node.name });
      },
      ObjectField(node) {
        const objectType = getNamedType(typeInfo.getParentInputType());
        const field = isInputObjectType(objectType) ? objectType.getFields()[node.name.value] : undefined;
        if (field?.deprecationReason != null) uses.push({ kind: 'inputField', coordinate: `${objectType.name}.${field.name}`, node: node.name });
      },
      EnumValue(node) {
        const enumType = getNamedType(typeInfo.getInputType());
        const value = isEnumType(enumType) ? enumType.getValue(node.value) : undefined;
        if (value?.deprecationReason != null) uses.push({ kind: 'enumValue', coordinate: `${enumType.name}.${value.name}`, node });
      },
    }),
  );
  return uses;
}

// ---------------------------------------------------------------------------------------------
// Document generation

const SCALAR_LITERALS = {
  Int: () => '20',
  Float: () => '1.5',
  Boolean: () => 'true',
  String: () => '"default-channel"',
  ID: () => '"UHJvZHVjdDoxMjM="',
  Date: () => '"2026-01-01"',
  DateTime: () => '"2026-01-01T00:00:00+00:00"',
  Decimal: () => '"10.50"',
  PositiveDecimal: () => '"10.50"',
  WeightScalar: () => '1',
  PositiveInt: () => '1',
  JSONString: () => '"{}"',
  UUID: () => '"3f2504e0-4f89-11d3-9a0c-0305e82c3301"',
  Minute: () => '30',
  Hour: () => '12',
  Day: () => '7',
};

/** Odds of planting a deprecated element where one is available; tuned for a few hundred uses. */
const PLANT = { field: 0.07, argument: 0.3, inputField: 0.5, enumValue: 0.6, rootDeprecated: 0.35 };

class DocumentBuilder {
  constructor(schema, rng) {
    this.schema = schema;
    this.rng = rng;
  }

  /** A literal for an input type; `ctx.inFragment` has no bearing here (literals need no variables). */
  literal(type, depth = 0) {
    if (isNonNullType(type)) return this.literal(type.ofType, depth);
    if (isListType(type)) return `[${this.literal(type.ofType, depth + 1)}]`;
    if (isEnumType(type)) {
      const values = type.getValues();
      const live = values.filter((v) => v.deprecationReason == null);
      const dead = values.filter((v) => v.deprecationReason != null);
      const value = dead.length > 0 && (live.length === 0 || this.rng.chance(PLANT.enumValue)) ? this.rng.pick(dead) : this.rng.pick(live);
      return value.name;
    }
    if (isInputObjectType(type)) return this.objectLiteral(type, depth);
    const make = SCALAR_LITERALS[type.name];
    return make ? make() : '"value"';
  }

  objectLiteral(type, depth) {
    const fields = Object.values(type.getFields());
    const chosen = [];
    if (type.isOneOf) {
      const live = fields.filter((f) => f.deprecationReason == null);
      chosen.push(live.length > 0 && !this.rng.chance(PLANT.inputField) ? this.rng.pick(live) : this.rng.pick(fields));
    } else {
      for (const field of fields) if (isRequiredInputField(field)) chosen.push(field);
      const dead = fields.filter((f) => f.deprecationReason != null && !chosen.includes(f) && !this.avoidInputType(f.type));
      if (dead.length > 0 && depth < 3 && this.rng.chance(PLANT.inputField)) chosen.push(this.rng.pick(dead));
      const enumWithDead = fields.filter((f) => !chosen.includes(f) && isEnumType(getNamedType(f.type)) && getNamedType(f.type).getValues().some((v) => v.deprecationReason != null));
      if (enumWithDead.length > 0 && this.rng.chance(0.5)) chosen.push(this.rng.pick(enumWithDead));
      if (depth < 2) {
        const optional = fields.filter((f) => f.deprecationReason == null && !chosen.includes(f) && !this.avoidInputType(f.type));
        for (const field of this.rng.sample(optional, this.rng.int(0, depth === 0 ? 2 : 1))) chosen.push(field);
      }
    }
    if (chosen.length === 0) return '{}';
    return `{ ${chosen.map((f) => `${f.name}: ${this.literal(f.type, depth + 1)}`).join(', ')} }`;
  }

  avoidInputType(type) {
    const named = getNamedType(type);
    return named.name === 'Upload' || (isInputObjectType(named) && Object.values(named.getFields()).some(isRequiredInputField) && Object.keys(named.getFields()).length > 12);
  }

  /** `name: value` for one argument: a variable of the operation, or (in fragments, or by chance) a literal. */
  argument(arg, ctx, preferLiteral) {
    if (ctx.inFragment || preferLiteral) return `${arg.name}: ${this.literal(arg.type)}`;
    const name = ctx.addVariable(arg.name, arg.type, this.rng.chance(0.12) ? this.defaultFor(arg.type) : null);
    return `${arg.name}: $${name}`;
  }

  /** A default value for a nullable input-object variable (deprecated input fields can hide there). */
  defaultFor(type) {
    if (isNonNullType(type)) return null;
    const named = getNamedType(type);
    return isInputObjectType(named) && !isListType(type) ? this.objectLiteral(named, 0) : null;
  }

  /** Arguments for a field: required ones always, a deprecated one sometimes, a few optional ones at the root. */
  fieldArguments(field, ctx, isRoot) {
    const out = [];
    for (const arg of field.args) {
      if (isRequiredArgument(arg)) {
        const inline = isInputObjectType(getNamedType(arg.type)) && this.rng.chance(0.5);
        out.push(this.argument(arg, ctx, inline));
      }
    }
    const optional = field.args.filter((a) => !isRequiredArgument(a) && getNamedType(a.type).name !== 'Upload');
    const dead = optional.filter((a) => a.deprecationReason != null);
    if (dead.length > 0 && this.rng.chance(PLANT.argument)) out.push(this.argument(this.rng.pick(dead), ctx, this.rng.chance(0.5)));
    if (isRoot) {
      const live = optional.filter((a) => a.deprecationReason == null);
      const first = live.find((a) => a.name === 'first');
      if (first && !out.some((s) => s.startsWith('first:'))) out.push(this.argument(first, ctx, this.rng.chance(0.5)));
      // Sorting and filtering inputs, as list views pass them; then a few others.
      const preferred = live.filter((a) => ['sortBy', 'filter', 'where'].includes(a.name) && this.rng.chance(0.65));
      for (const arg of [...preferred, ...this.rng.sample(live.filter((a) => a !== first && !preferred.includes(a)), this.rng.int(0, 1))]) {
        const inline = isInputObjectType(getNamedType(arg.type)) || isEnumType(getNamedType(arg.type)) ? this.rng.chance(0.6) : this.rng.chance(0.3);
        out.push(this.argument(arg, ctx, inline));
      }
    }
    return out.length > 0 ? `(${out.join(', ')})` : '';
  }

  /** Selection lines for `type` at `indent`. */
  selection(type, depth, maxDepth, indent, ctx) {
    const pad = ' '.repeat(indent);
    const lines = [];
    if (isUnionType(type)) {
      lines.push(`${pad}__typename`);
      for (const member of this.rng.sample(type.getTypes(), this.rng.int(1, 2))) {
        lines.push(`${pad}... on ${member.name} {`, ...this.selection(member, depth + 1, maxDepth, indent + 2, ctx), `${pad}}`);
      }
      return lines;
    }
    const fields = Object.values(type.getFields());
    const usable = (f) => !f.args.some(isRequiredArgument) || (!ctx.inFragment && this.rng.chance(0.1));
    const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)) && f.deprecationReason == null && f.name !== 'id');
    const objects = fields.filter((f) => !isLeafType(getNamedType(f.type)) && f.deprecationReason == null);
    const dead = fields.filter((f) => f.deprecationReason != null);
    const chosen = [];
    if (fields.some((f) => f.name === 'id')) chosen.push(type.getFields().id);
    for (const f of this.rng.sample(leaves.filter(usable), this.rng.int(2, 5))) chosen.push(f);
    const connectionHop = isConnection(type) || (type.name.endsWith('CountableEdge') && 'node' in type.getFields());
    if (connectionHop) {
      // edges { node { ... } } does not count as depth.
      for (const name of ['edges', 'node', 'totalCount', 'pageInfo']) if (type.getFields()[name] && !chosen.includes(type.getFields()[name])) chosen.push(type.getFields()[name]);
    } else if (depth < maxDepth) {
      const wanted = depth === 0 ? this.rng.int(1, 3) : this.rng.int(0, 2);
      for (const f of this.rng.sample(objects.filter(usable), wanted)) chosen.push(f);
    }
    if (dead.length > 0 && this.rng.chance(PLANT.field)) {
      const f = this.rng.pick(dead);
      if (!chosen.includes(f) && (isLeafType(getNamedType(f.type)) || depth < maxDepth) && (!f.args.some(isRequiredArgument) || !ctx.inFragment)) chosen.push(f);
    }
    // A fragment defined in another file, where the operation (or fragment) wants one.
    const fragments = ctx.fragmentsFor(type);
    if (fragments.length > 0 && this.rng.chance(ctx.spreadChance)) {
      const fragment = this.rng.pick(fragments);
      ctx.useFragment(fragment);
      lines.push(`${pad}...${fragment.name}`);
    }
    for (const f of chosen) {
      const named = getNamedType(f.type);
      const args = this.fieldArguments(f, ctx, false);
      if (isLeafType(named)) {
        lines.push(`${pad}${f.name}${args}`);
      } else {
        const nextDepth = connectionHop ? depth : depth + 1;
        const inner = this.selection(named, nextDepth, maxDepth, indent + 2, { ...ctx, isRootSelection: false, bind: ctx.bind });
        lines.push(`${pad}${f.name}${args} {`, ...inner, `${pad}}`);
      }
    }
    if (lines.length === 0) lines.push(`${pad}__typename`);
    return lines;
  }
}

/** Operation context: variables, fragments used. */
function operationContext(fragmentsByType, spreadChance, inFragment, excludeFile) {
  const variables = new Map();
  const used = new Map();
  const ctx = {
    inFragment,
    isRootSelection: true,
    spreadChance,
    variables,
    used,
    addVariable(base, type, defaultValue) {
      let name = base;
      for (let i = 2; variables.has(name); i++) name = `${base}${i}`;
      variables.set(name, { type: typeString(type), defaultValue: isNonNullType(type) ? null : defaultValue });
      return name;
    },
    fragmentsFor(type) {
      return (fragmentsByType.get(type.name) ?? []).filter((f) => f.file !== excludeFile && !used.has(f.name));
    },
    useFragment(fragment) {
      used.set(fragment.name, fragment);
    },
  };
  ctx.bind = ctx;
  return ctx;
}

/** The fragments `names` spread, transitively, as definitions text. */
function fragmentClosure(used, fragmentsByName) {
  const out = new Map();
  const pending = [...used.keys()];
  while (pending.length > 0) {
    const name = pending.pop();
    if (out.has(name)) continue;
    const fragment = fragmentsByName.get(name);
    out.set(name, fragment);
    pending.push(...fragment.spreads);
  }
  return [...out.values()];
}

const FRAGMENT_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

// ---------------------------------------------------------------------------------------------
// Plain TS/TSX code

class CodeWriter {
  constructor(rng) {
    this.rng = rng;
  }

  component(name, lines) {
    const r = this.rng;
    const props = r.sample(WORDS, r.int(3, 8));
    const withGeneratedTypes = r.chance(0.55);
    const generated = withGeneratedTypes ? r.sample(GENERATED_TYPES, r.int(1, 3)) : [];
    const out = [];
    out.push(`import React, { useMemo, useState } from "react";`);
    out.push(`import { ${['Box', 'Button', 'Text', ...r.sample(UI_IMPORTS.filter((n) => !['Box', 'Button', 'Text'].includes(n)), r.int(0, 3))].join(', ')} } from "@saleor/macaw-ui-next";`);
    if (generated.length) out.push(`import { ${generated.join(', ')} } from "@dashboard/graphql";`);
    out.push(`import { useIntl } from "react-intl";`, ``, `import { messages } from "./messages";`, ``);
    out.push(`export interface ${name}Props {`);
    for (const p of props) out.push(`  ${p}${r.chance(0.3) ? '?' : ''}: ${r.pick(['string', 'number', 'boolean', 'string[]', 'number | null'])};`);
    if (generated.length) out.push(`  data?: ${generated[0]} | null;`);
    out.push(`  disabled: boolean;`, `  onChange: (value: string) => void;`, `  onSubmit?: () => void;`, `}`, ``);
    out.push(`export const ${name} = ({ ${props.join(', ')}, disabled, onChange, onSubmit }: ${name}Props) => {`);
    out.push(`  const intl = useIntl();`, `  const [query, setQuery] = useState("");`, `  const [open, setOpen] = useState(false);`);
    out.push(`  const items = useMemo(`, `    () => [${props.map((p) => `String(${p})`).join(', ')}].filter(item => item.includes(query)),`, `    [query, ${props.join(', ')}],`, `  );`, ``);
    let handler = 0;
    while (out.length < lines - 22) {
      const h = `handle${pascal(r.pick(WORDS))}${++handler}`;
      out.push(`  const ${h} = (value: string) => {`);
      out.push(`    if (disabled) {`, `      return;`, `    }`);
      out.push(`    const next = value.trim()${r.chance(0.5) ? '.toLowerCase()' : ''};`);
      if (r.chance(0.5)) out.push(`    setQuery(next);`);
      out.push(`    onChange(next);`, `  };`, ``);
    }
    out.push(`  return (`, `    <Box display="flex" flexDirection="column" gap={${r.int(1, 6)}}>`);
    out.push(`      <Text size={${r.int(2, 6)}}>{intl.formatMessage(messages.title)}</Text>`);
    out.push(`      {items.length === 0 ? (`, `        <Text color="default2">{intl.formatMessage(messages.empty)}</Text>`, `      ) : (`);
    out.push(`        items.map(item => (`, `          <Box key={item} padding={2} onClick={() => onChange(item)}>`, `            {item}`, `          </Box>`, `        ))`, `      )}`);
    out.push(`      <Button disabled={disabled} onClick={() => setOpen(!open)}>`, `        {open ? "Close" : "Open"}`, `      </Button>`);
    out.push(`      {onSubmit && <Button onClick={onSubmit}>Save</Button>}`, `    </Box>`, `  );`, `};`, ``, `${name}.displayName = "${name}";`, `export default ${name};`);
    return out.join('\n') + '\n';
  }

  utils(prefix, lines) {
    const r = this.rng;
    const out = [];
    const withGeneratedTypes = r.chance(0.45);
    if (withGeneratedTypes) out.push(`import { ${r.sample(GENERATED_TYPES, 2).join(', ')} } from "@dashboard/graphql";`);
    out.push(`import { IntlShape } from "react-intl";`, ``);
    out.push(`export interface ${prefix}Row {`, `  id: string;`, ...r.sample(WORDS, r.int(2, 6)).map((w) => `  ${w}: ${r.pick(['string', 'number', 'boolean | null'])};`), `}`, ``);
    let n = 0;
    while (out.length < lines - 6) {
      const w = r.pick(WORDS);
      const fn = `${r.pick(['get', 'format', 'map', 'filter', 'sort', 'is', 'to', 'parse'])}${prefix}${pascal(w)}${++n}`;
      switch (r.int(0, 3)) {
        case 0:
          out.push(`export function ${fn}(rows: ${prefix}Row[]): string[] {`, `  return rows`, `    .filter(row => row.id.length > 0)`, `    .map(row => String(row.${'id'}))`, `    .sort((a, b) => a.localeCompare(b));`, `}`, ``);
          break;
        case 1:
          out.push(`export const ${fn} = (value: number | null | undefined, intl: IntlShape): string => {`, `  if (value === null || value === undefined) {`, `    return "-";`, `  }`, `  return intl.formatNumber(value, { maximumFractionDigits: ${r.int(0, 4)} });`, `};`, ``);
          break;
        case 2:
          out.push(`export function ${fn}(input: Record<string, string | undefined>): Record<string, string> {`, `  const result: Record<string, string> = {};`, `  for (const [key, value] of Object.entries(input)) {`, `    if (value !== undefined && value !== "") {`, `      result[key] = value;`, `    }`, `  }`, `  return result;`, `}`, ``);
          break;
        default:
          out.push(`export const ${fn} = (a: ${prefix}Row, b: ${prefix}Row): number =>`, `  a.id === b.id ? 0 : a.id < b.id ? -1 : 1;`, ``);
      }
    }
    return out.join('\n') + '\n';
  }

  messages(prefix, lines) {
    const r = this.rng;
    const out = [`import { defineMessages } from "react-intl";`, ``, `export const messages = defineMessages({`];
    let n = 0;
    out.push(`  title: {`, `    id: "${prefix}Title",`, `    defaultMessage: "${pascal(prefix)}",`, `  },`);
    out.push(`  empty: {`, `    id: "${prefix}Empty",`, `    defaultMessage: "No ${prefix} found",`, `  },`);
    while (out.length < lines - 2) {
      const w = r.pick(WORDS);
      out.push(`  ${w}${++n}: {`, `    id: "${prefix.slice(0, 3)}${n.toString(36)}${r.int(100, 999)}",`, `    defaultMessage: "${pascal(w)} ${n}",`, `    description: "${w} label",`, `  },`);
    }
    out.push(`});`);
    return out.join('\n') + '\n';
  }

  hook(name, lines) {
    const r = this.rng;
    const out = [`import { useCallback, useEffect, useRef, useState } from "react";`, ``];
    out.push(`export interface ${pascal(name)}Options {`, `  initial?: string;`, `  delay?: number;`, `}`, ``);
    out.push(`export function ${name}({ initial = "", delay = ${r.int(100, 500)} }: ${pascal(name)}Options = {}) {`);
    out.push(`  const [value, setValue] = useState(initial);`, `  const [loading, setLoading] = useState(false);`, `  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);`, ``);
    out.push(`  useEffect(() => {`, `    return () => {`, `      if (timer.current) {`, `        clearTimeout(timer.current);`, `      }`, `    };`, `  }, []);`, ``);
    let n = 0;
    while (out.length < lines - 4) {
      out.push(`  const ${r.pick(['update', 'reset', 'apply', 'toggle'])}${pascal(r.pick(WORDS))}${++n} = useCallback(`, `    (next: string) => {`, `      setLoading(true);`, `      timer.current = setTimeout(() => {`, `        setValue(next);`, `        setLoading(false);`, `      }, delay);`, `    },`, `    [delay],`, `  );`, ``);
    }
    out.push(`  return { value, loading, setValue };`, `}`);
    return out.join('\n') + '\n';
  }
}

// ---------------------------------------------------------------------------------------------
// The corpus

/**
 * Writes the corpus into `dir` (emptied first) and returns its manifest.
 * @param {string} dir
 * @param {{ schemaPath: string, files?: number, documents?: number, seed?: number }} options
 */
export function generateCorpus(dir, { schemaPath, files = 4750, documents = 1360, seed = 1 }) {
  const schema = buildSchema(fs.readFileSync(schemaPath, 'utf8'));
  const rng = new Rng(seed);
  const builder = new DocumentBuilder(schema, rng);
  const code = new CodeWriter(rng);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const written = []; // { rel, text }
  const planted = []; // { file, line, kind, coordinate, origin }
  const usedPaths = new Set();
  const uniquePath = (rel) => {
    let candidate = rel;
    for (let i = 2; usedPaths.has(candidate); i++) candidate = rel.replace(/(\.[a-z]+)$/, `${i}$1`);
    usedPaths.add(candidate);
    return candidate;
  };
  const usedNames = new Set();
  const uniqueName = (base) => {
    let name = base;
    for (let i = 2; usedNames.has(name); i++) name = `${base}${i}`;
    usedNames.add(name);
    return name;
  };

  // Shape.
  const fragmentCount = Math.max(1, Math.round(documents * 0.22));
  const operationCount = Math.max(1, documents - fragmentCount);
  const fragmentFileCount = Math.max(1, Math.round(fragmentCount / 2.5));
  const tsEnumLiterals = Math.max(1, Math.round(documents / 40));
  const tsEnumMembers = Math.max(1, Math.round(documents / 110));
  const tsInputFields = Math.max(1, Math.round(documents / 70));
  const variableFileCount = Math.ceil((tsEnumLiterals + tsEnumMembers + tsInputFields) / 2);
  const gqlFileTarget = Math.round(files * 0.3);
  const operationFileCount = Math.max(1, Math.min(operationCount, gqlFileTarget - fragmentFileCount));
  const plainCount = Math.max(0, files - fragmentFileCount - operationFileCount - variableFileCount);

  // Which types fragments are on: those root fields return most (through connections and payloads).
  const returned = new Map();
  const count = (type, w) => returned.set(type.name, (returned.get(type.name) ?? 0) + w);
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root.getFields())) {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) continue;
      if (isConnection(named)) {
        const node = getNamedType(getNamedType(named.getFields().edges.type).getFields().node.type);
        if (isObjectType(node)) count(node, 3);
      } else if (root === schema.getMutationType()) {
        for (const f of Object.values(named.getFields())) {
          const t = getNamedType(f.type);
          if (isObjectType(t) && !f.name.toLowerCase().endsWith('errors') && f.deprecationReason == null) count(t, 2);
        }
      } else count(named, 3);
    }
  }
  const fragmentTypes = [...returned.entries()].filter(([name]) => !/Error$/.test(name)).map(([name, w]) => [schema.getType(name), w]);

  // Fragments, in files of their own under src/fragments.
  const fragmentsByType = new Map();
  const fragmentsByName = new Map();
  const fragmentFiles = [];
  for (let i = 0; i < fragmentFileCount; i++) fragmentFiles.push({ rel: uniquePath(`src/fragments/${rng.pick(MODULES)}.ts`), fragments: [] });
  let dropped = 0;
  for (let i = 0; i < fragmentCount; i++) {
    const file = fragmentFiles[i % fragmentFileCount];
    const type = rng.weighted(fragmentTypes);
    let fragment = null;
    for (let attempt = 0; attempt < 8 && !fragment; attempt++) {
      const ctx = operationContext(fragmentsByType, 0.25, true, file.rel);
      const body = builder.selection(type, 1, rng.int(2, 3), 4, { ...ctx, isRootSelection: false });
      const name = uniqueName(`${type.name}${rng.pick(['Details', 'Fragment', 'Basic', 'List', 'Summary', 'Info', 'Base', 'Item'])}`);
      const text = [`  fragment ${name} on ${type.name} {`, ...body, `  }`].join('\n');
      const closure = fragmentClosure(ctx.used, fragmentsByName);
      const full = [text, ...closure.map((f) => f.text)].join('\n');
      const errors = validate(schema, parse(full), FRAGMENT_RULES);
      if (errors.length > 0) {
        usedNames.delete(name);
        dropped++;
        continue;
      }
      fragment = { name, type: type.name, file: file.rel, constName: camel(name), text, spreads: [...ctx.used.keys()], imports: [...ctx.used.values()] };
    }
    if (!fragment) continue;
    file.fragments.push(fragment);
    fragmentsByName.set(fragment.name, fragment);
    if (!fragmentsByType.has(fragment.type)) fragmentsByType.set(fragment.type, []);
    fragmentsByType.get(fragment.type).push(fragment);
  }

  // Operations.
  const queryFields = Object.values(schema.getQueryType().getFields());
  const mutationFields = Object.values(schema.getMutationType().getFields());
  const operations = [];
  let withSpreads = 0;
  for (let i = 0; i < operationCount; i++) {
    let operation = null;
    const wantsFragments = rng.chance(0.3);
    for (let attempt = 0; attempt < 12 && !operation; attempt++) {
      const isQuery = rng.chance(0.55);
      let pool = isQuery ? queryFields : mutationFields;
      if (!rng.chance(PLANT.rootDeprecated)) pool = pool.filter((f) => f.deprecationReason == null);
      if (wantsFragments) {
        // Prefer root fields whose results reach a type with fragments.
        const reach = pool.filter((f) => reachesFragmentType(getNamedType(f.type), fragmentsByType, 3));
        if (reach.length > 0) pool = reach;
      }
      const root = rng.pick(pool);
      const ctx = operationContext(fragmentsByType, wantsFragments ? 0.75 : 0, false, null);
      const args = builder.fieldArguments(root, ctx, true);
      const named = getNamedType(root.type);
      const body = isLeafType(named) ? null : builder.selection(named, 0, rng.int(2, 3), 6, ctx);
      const name = uniqueName(pascal(root.name) + (rng.chance(0.3) ? rng.pick(['Details', 'List', 'Page', 'Dialog', 'Form']) : ''));
      const varDefs = [...ctx.variables.entries()].map(([v, { type, defaultValue }]) => `$${v}: ${type}${defaultValue ? ` = ${defaultValue}` : ''}`);
      const header = `  ${isQuery ? 'query' : 'mutation'} ${name}${varDefs.length ? `(${varDefs.join(', ')})` : ''} {`;
      const text = [header, body ? `    ${root.name}${args} {` : `    ${root.name}${args}`, ...(body ?? []), ...(body ? ['    }'] : []), '  }'].join('\n');
      const closure = fragmentClosure(ctx.used, fragmentsByName);
      const full = [text, ...closure.map((f) => f.text)].join('\n');
      let errors;
      try {
        errors = validate(schema, parse(full));
      } catch (error) {
        errors = [error];
      }
      if (errors.length > 0) {
        usedNames.delete(name);
        dropped++;
        continue;
      }
      if (wantsFragments && ctx.used.size === 0 && attempt < 6) {
        usedNames.delete(name);
        continue;
      }
      operation = { name, kind: isQuery ? 'query' : 'mutation', text, imports: [...ctx.used.values()], module: rng.pick(MODULES) };
    }
    if (!operation) continue;
    if (operation.imports.length > 0) withSpreads++;
    operations.push(operation);
  }

  // Templates: `${fragment}` lines, then the definition. A few one-liners, whose columns graphql-eslint gets wrong.
  const template = (definitionText, imports) => {
    const oneLine = imports.length === 0 && definitionText.split('\n').length <= 6 && rng.chance(0.5);
    if (oneLine) return definitionText.replace(/\s*\n\s*/g, ' ').trim();
    return ['', ...imports.map((f) => `  \${${f.constName}}`), definitionText, ''].join('\n');
  };
  const importLines = (fromRel, imports) => {
    const byFile = new Map();
    for (const f of imports) {
      if (!byFile.has(f.file)) byFile.set(f.file, []);
      byFile.get(f.file).push(f.constName);
    }
    return [...byFile.entries()].map(([file, names]) => {
      let spec = path.posix.relative(path.posix.dirname(fromRel), file).replace(/\.ts$/, '');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      return `import { ${[...new Set(names)].sort().join(', ')} } from "${spec}";`;
    });
  };

  /** Appends a document (`export const x = gql\`...\``) to `lines`, noting its planted uses. */
  const addDocument = (lines, rel, constName, definitionText, imports) => {
    const body = template(definitionText, imports);
    const startLine = lines.length + 1; // the line holding the opening backtick
    lines.push(...`export const ${constName} = gql\`${body}\`;`.split('\n'), '');
    // Uses, computed on the template text with interpolations blanked (offsets and lines kept).
    const blanked = body.replace(/\$\{[^}]*\}/g, (m) => ' '.repeat(m.length));
    for (const use of deprecatedUsesIn(parse(blanked), schema)) {
      planted.push({ file: rel, line: startLine + use.node.loc.startToken.line - 1, kind: use.kind, coordinate: use.coordinate, origin: 'document' });
    }
  };

  for (const file of fragmentFiles) {
    if (file.fragments.length === 0) continue;
    const imports = file.fragments.flatMap((f) => f.imports).filter((f) => f.file !== file.rel);
    const lines = [`import { gql } from "@apollo/client";`, ...importLines(file.rel, imports), ''];
    for (const fragment of file.fragments) addDocument(lines, file.rel, fragment.constName, fragment.text, fragment.imports);
    written.push({ rel: file.rel, text: lines.join('\n') });
  }

  // Operation files: one or more operations each, in src/<module>/<feature>/{queries,mutations}.ts.
  const opFiles = [];
  for (let i = 0; i < Math.min(operationFileCount, operations.length); i++) opFiles.push([operations[i]]);
  for (let i = opFiles.length; i < operations.length; i++) rng.pick(opFiles).push(operations[i]);
  for (const ops of opFiles) {
    const module = ops[0].module;
    const feature = `${pascal(singular(module))}${rng.pick(NOUNS)}`;
    const rel = uniquePath(`src/${module}/${rng.pick(['views', 'components', 'hooks'])}/${feature}/${ops[0].kind === 'query' ? 'queries' : 'mutations'}.ts`);
    const imports = ops.flatMap((o) => o.imports);
    const lines = [`import { gql } from "@apollo/client";`, ...importLines(rel, imports), ''];
    for (const op of ops) addDocument(lines, rel, `${camel(op.name)}${pascal(op.kind)}`, op.text, op.imports);
    written.push({ rel, text: lines.join('\n') });
  }

  // TS object literals passing deprecated enum values (and input fields) as variables.
  const enumPaths = enumPropertyPaths(schema);
  const deadEnumValues = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isEnumType(type) || type.name.startsWith('__')) continue;
    for (const value of type.getValues()) if (value.deprecationReason != null && enumPaths.has(type.name)) deadEnumValues.push({ type, value });
  }
  const deadInputFields = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root.getFields())) {
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        if (!isInputObjectType(named)) continue;
        for (const f of Object.values(named.getFields())) if (f.deprecationReason != null && isLeafType(getNamedType(f.type))) deadInputFields.push({ arg, field: f });
      }
    }
  }
  const variableItems = [
    ...Array.from({ length: tsEnumLiterals }, () => 'enum-literal'),
    ...Array.from({ length: tsEnumMembers }, () => 'enum-member'),
    ...Array.from({ length: tsInputFields }, () => 'input-field'),
  ];
  const variableFiles = Array.from({ length: variableFileCount }, () => []);
  rng.shuffle(variableItems).forEach((item, i) => variableFiles[i % variableFileCount].push(item));
  for (const items of variableFiles) {
    const module = rng.pick(MODULES);
    const hookName = `use${pascal(singular(module))}${rng.pick(NOUNS)}Variables`;
    const rel = uniquePath(`src/${module}/hooks/${hookName}.ts`);
    const members = new Set();
    const body = [];
    const notes = [];
    let n = 0;
    for (const item of items) {
      const constName = `${camel(hookName.slice(3))}${++n}`;
      if (item === 'input-field') {
        const { arg, field } = rng.pick(deadInputFields);
        const value = literalTs(getNamedType(field.type), rng);
        body.push(`export const ${constName} = {`, `  first: 20,`, `  ${arg.name}: {`);
        notes.push({ at: body.length, kind: 'inputField', coordinate: `${getNamedType(arg.type).name}.${field.name}`, origin: 'ts-variable' });
        body.push(`    ${field.name}: ${value},`, `  },`, `};`, ``);
        continue;
      }
      const { type, value } = rng.pick(deadEnumValues);
      const { path: propertyPath, list } = rng.pick(enumPaths.get(type.name));
      const single = item === 'enum-member' ? `${type.name}.${value.name}` : `"${value.name}"`;
      const rendered = list ? `[${single}]` : single;
      if (item === 'enum-member') members.add(type.name);
      body.push(`export const ${constName} = {`, `  first: ${rng.int(10, 100)},`);
      propertyPath.slice(0, -1).forEach((p, depth) => body.push(`${'  '.repeat(depth + 1)}${p}: {`));
      notes.push({ at: body.length, kind: 'enumValue', coordinate: `${type.name}.${value.name}`, origin: item === 'enum-member' ? 'ts-enum-member' : 'ts-string-literal' });
      body.push(`${'  '.repeat(propertyPath.length)}${propertyPath[propertyPath.length - 1]}: ${rendered},`);
      for (let depth = propertyPath.length - 2; depth >= 0; depth--) body.push(`${'  '.repeat(depth + 1)}},`);
      body.push(`};`, ``);
    }
    const head = [`import { useMemo } from "react";`];
    if (members.size > 0) head.push(`import { ${[...members].sort().join(', ')} } from "@dashboard/graphql";`);
    head.push('');
    const tail = [`export function ${hookName}(search: string) {`, `  return useMemo(() => ({ ...${camel(hookName.slice(3))}1, search }), [search]);`, `}`];
    for (const note of notes) planted.push({ file: rel, line: head.length + note.at + 1, kind: note.kind, coordinate: note.coordinate, origin: note.origin });
    written.push({ rel, text: [...head, ...body, ...tail].join('\n') + '\n' });
  }

  // Plain files: components, utils, messages, hooks.
  for (let i = 0; i < plainCount; i++) {
    const module = rng.pick(MODULES);
    const base = `${pascal(singular(module))}${rng.pick(ADJECTIVES)}${rng.pick(NOUNS)}`;
    const lines = rng.int(30, 150);
    const kind = rng.weighted([['component', 5], ['utils', 2], ['messages', 2], ['hook', 1]]);
    let rel, text;
    if (kind === 'component') {
      rel = uniquePath(`src/${module}/components/${base}/${base}.tsx`);
      text = code.component(path.posix.basename(rel, '.tsx'), lines);
    } else if (kind === 'utils') {
      rel = uniquePath(`src/${module}/components/${base}/utils.ts`);
      text = code.utils(base, lines);
    } else if (kind === 'messages') {
      rel = uniquePath(`src/${module}/components/${base}/messages.ts`);
      text = code.messages(camel(base), lines);
    } else {
      rel = uniquePath(`src/${module}/hooks/use${base}.ts`);
      text = code.hook(`use${path.posix.basename(rel, '.ts').slice(3)}`, lines);
    }
    written.push({ rel, text });
  }

  for (const { rel, text } of written) {
    const absolute = path.join(dir, rel);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
  }
  writeEslintConfigs(dir, schemaPath);

  const fragmentsWritten = fragmentFiles.reduce((sum, f) => sum + f.fragments.length, 0);
  const byKind = {};
  for (const use of planted) byKind[`${use.origin}:${use.kind}`] = (byKind[`${use.origin}:${use.kind}`] ?? 0) + 1;
  const manifest = {
    generatorVersion: GENERATOR_VERSION,
    params: { files, documents, seed, schema: path.basename(schemaPath), schemaBytes: fs.statSync(schemaPath).size },
    shape: {
      files: written.length,
      filesWithDocuments: fragmentFiles.filter((f) => f.fragments.length > 0).length + opFiles.length,
      filesWithTsVariables: variableFiles.length,
      documents: fragmentsWritten + operations.length,
      fragments: fragmentsWritten,
      operations: operations.length,
      operationsSpreadingFragments: withSpreads,
      droppedInvalidDrafts: dropped,
      lines: written.reduce((sum, f) => sum + f.text.split('\n').length, 0),
    },
    plantedByKind: byKind,
    planted,
  };
  fs.writeFileSync(path.join(dir, '.bench-manifest.json'), JSON.stringify(manifest, null, 1) + '\n');
  return manifest;
}

function reachesFragmentType(type, fragmentsByType, depth) {
  if (fragmentsByType.has(type.name)) return true;
  if (depth === 0 || !(isObjectType(type) || isInterfaceType(type))) return false;
  return Object.values(type.getFields()).some((f) => !f.args.some(isRequiredArgument) && reachesFragmentType(getNamedType(f.type), fragmentsByType, depth - 1));
}

function literalTs(type, rng) {
  if (isEnumType(type)) {
    const live = type.getValues().filter((v) => v.deprecationReason == null);
    return `"${rng.pick(live.length > 0 ? live : type.getValues()).name}"`;
  }
  switch (type.name) {
    case 'Boolean':
      return 'true';
    case 'Int':
    case 'Float':
      return '1';
    default:
      return '"default-channel"';
  }
}

/**
 * The competitor's configs: ESLint flat configs in the corpus, importing the plugins by absolute URL
 * (the corpus may live outside the project). `eslint.config.js`: typescript-eslint parser, graphql-eslint's
 * processor and `no-deprecated`; `eslint.baseline.config.js`: the parser alone, no rules.
 */
function writeEslintConfigs(dir, schemaPath) {
  const tsEslint = import.meta.resolve('typescript-eslint');
  const graphqlEslint = import.meta.resolve('@graphql-eslint/eslint-plugin');
  const glob = path.join(path.resolve(dir), 'src/**/*.{ts,tsx}').split(path.sep).join('/');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'sunset-bench-corpus', private: true, type: 'module' }, null, 2) + '\n');
  const common = [
    `import tseslint from ${JSON.stringify(tsEslint)};`,
    '',
  ];
  const ignores = `  { ignores: ["*.config.js"] },`;
  const tsBlock = (withProcessor) =>
    [
      `  {`,
      `    files: ["**/*.ts", "**/*.tsx"],`,
      `    languageOptions: { parser: tseslint.parser },`,
      ...(withProcessor ? [`    processor: graphqlPlugin.processor,`] : []),
      `  },`,
    ].join('\n');
  const graphqlConfig = (withDocuments, comment) =>
    [
      comment,
      ...common.slice(0, 1),
      `import graphqlPlugin from ${JSON.stringify(graphqlEslint)};`,
      '',
      'export default [',
      ignores,
      tsBlock(true),
      `  {`,
      `    files: ["**/*.graphql"],`,
      `    languageOptions: {`,
      `      parser: graphqlPlugin.parser,`,
      `      parserOptions: { graphQLConfig: { schema: ${JSON.stringify(path.resolve(schemaPath))}${withDocuments ? `, documents: [${JSON.stringify(glob)}]` : ''} } },`,
      `    },`,
      `    plugins: { "@graphql-eslint": graphqlPlugin },`,
      `    rules: { "@graphql-eslint/no-deprecated": "error" },`,
      `  },`,
      '];',
      '',
    ].join('\n');
  // As projects configure it (the documents are what the operations rules need), and with the schema alone
  // (no-deprecated needs no documents; graphql-eslint then skips loading every file through graphql-config).
  fs.writeFileSync(path.join(dir, 'eslint.config.js'), graphqlConfig(true, `// Generated by bench/generate-corpus.js: graphql-eslint's no-deprecated on the gql documents of the TS/TSX files.`));
  fs.writeFileSync(
    path.join(dir, 'eslint.schema-only.config.js'),
    graphqlConfig(false, `// Generated by bench/generate-corpus.js: as eslint.config.js, without graphql-config documents (no-deprecated does not need them).`),
  );
  fs.writeFileSync(
    path.join(dir, 'eslint.baseline.config.js'),
    [`// Generated by bench/generate-corpus.js: ESLint with the typescript-eslint parser and no rules (the baseline).`, ...common, 'export default [', ignores, tsBlock(false), '];', ''].join('\n'),
  );
}

// CLI
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = args[0] && !args[0].startsWith('--') ? args[0] : path.join(here, '.corpus');
  const manifest = generateCorpus(dir, {
    schemaPath: flag('schema', path.resolve(here, '../../shared/corpora/saleor.graphql')),
    files: Number(flag('files', 4750)),
    documents: Number(flag('documents', 1360)),
    seed: Number(flag('seed', 1)),
  });
  console.log(JSON.stringify({ shape: manifest.shape, plantedByKind: manifest.plantedByKind }, null, 2));
}
