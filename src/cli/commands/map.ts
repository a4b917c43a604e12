/** `sunset map`: REST property names to GraphQL paths, and REST request bodies to GraphQL input objects. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { GraphQLSchema } from 'graphql';
import { messageOf, SunsetError } from '../../errors.js';
import { packageRoot } from '../../package-root.js';
import type { RestMethod } from '../../rest/map-payload.js';
import { namedPath } from '../../paths.js';
import { emit, printDiagnostics } from '../io.js';
import { filePath, nonEmptyEach, schemaOptions } from '../project-options.js';

interface MapOptions {
  payload?: string;
  input?: string;
  method?: RestMethod;
  endpoint?: string;
  restMap?: string[];
  format: 'text' | 'json';
  out?: string;
  schema?: string[];
  project?: string;
}

function method(value: string): RestMethod {
  const upper = value.toUpperCase();
  if (upper !== 'POST' && upper !== 'PUT') throw new InvalidArgumentError('expected POST (create) or PUT (update).');
  return upper;
}

function endpoint(value: string): string {
  if (!/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+\/\S*$/i.test(value.trim())) throw new InvalidArgumentError('expected "METHOD /path", for example "POST /v3/advertiser".');
  return value.trim();
}

export function mapCommand(): Command {
  const command = new Command('map')
    .description('Map REST properties of a GraphQL type to its GraphQL paths, or a REST request body (--payload) to a GraphQL input object.')
    .argument('[type]', 'GraphQL object or input type the REST properties belong to (for example Advertiser)')
    .argument('[properties...]', 'REST property names (for example AdvertiserName PartnerId CurrencyCode)')
    .option('--payload <file>', 'a REST request body (JSON; - for stdin) to map onto --input; prints { input, problems } as JSON', filePath)
    .option('--input <type>', 'the GraphQL input type of --payload (for example AdvertiserCreateInput)')
    .option('--method <method>', 'POST (create) or PUT (update): which read-only properties are reported (default: from --endpoint or the input type name)', method)
    .option('--endpoint <endpoint>', 'the REST endpoint ("POST /v3/advertiser"): REST map entries for it win', endpoint)
    .option('--rest-map <file...>', 'REST map YAML file(s) merged after the bundled schema/rest-map.yaml (later files win)', nonEmptyEach('a REST map file'))
    .addOption(new Option('--format <format>', 'output format of property mappings').choices(['text', 'json']).default('text'))
    .option('--out <file>', 'write to this file (atomically) instead of stdout', filePath);
  schemaOptions(command);
  return command.action(async (type: string | undefined, properties: string[], options: MapOptions) => {
    const cwd = process.cwd();
    const payloadMode = options.payload !== undefined || options.input !== undefined;
    if (payloadMode) {
      if (options.payload === undefined) throw new SunsetError('--input needs --payload <file> (the REST request body)');
      if (options.input === undefined) throw new SunsetError('--payload needs --input <type> (the GraphQL input type, for example AdvertiserCreateInput)');
      if (type !== undefined) throw new SunsetError(`with --payload, give no type or REST properties (got "${[type, ...properties].join(' ')}")`);
    } else {
      if (type === undefined) throw new SunsetError('give a GraphQL type and REST properties (sunset map Advertiser AdvertiserName), or --payload <file> --input <type>');
      if (properties.length === 0) throw new SunsetError(`give the REST properties of ${type} to map (sunset map ${type} <RestProperty...>)`);
      // An empty name (an unset shell variable) would be mapped as a property, to nothing.
      if (type.trim() === '' || properties.some((p) => p.trim() === '')) throw new SunsetError(`a ${type.trim() === '' ? 'type' : 'REST property'} name is empty: give names (sunset map Advertiser AdvertiserName)`);
    }

    // Loaded on use: `--help` and the other commands need none of it.
    const [{ assertRestMapTypes, loadRestMap }, { mapRestPayloadText }, { describeMapping, mapRestProperty }] = await Promise.all([
      import('../../rest/rest-map.js'),
      import('../../rest/map-payload.js'),
      import('../../rest/map-property.js'),
    ]);
    const restMap = loadRestMap(options.restMap ?? [], { cwd });
    const typeName = payloadMode ? options.input! : type!;
    const schema = await schemaWithType(typeName, options, cwd);
    assertRestMapTypes(restMap, (name) => schema.getType(name) !== undefined);

    if (payloadMode) {
      const { text, display } = readPayloadText(options.payload!, cwd);
      const { input, problems } = mapRestPayloadText(schema, typeName, text, restMap, {
        file: display,
        ...(options.method ? { method: options.method } : {}),
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      });
      await emit(`${JSON.stringify({ input, problems }, null, 2)}\n`, options.out, cwd);
      return;
    }

    const mappings = properties.map((property) => mapRestProperty(schema, typeName, property, restMap, { endpoint: options.endpoint ?? null }));
    const text =
      options.format === 'json'
        ? `${JSON.stringify(mappings, null, 2)}\n`
        : mappings.map((mapping) => `${mapping.typeName}.${mapping.restName} → ${describeMapping(mapping)}\n`).join('');
    await emit(text, options.out, cwd);
  });
}

/**
 * The schema from --schema, the graphql-config project, or the bundled platform schema. The bundled
 * deal API schema (schema/deals.graphql) is a separate API: it is used when the bundled platform
 * schema lacks the type and the deal schema has it (`sunset map DealCreateInput …`).
 */
async function schemaWithType(typeName: string, options: MapOptions, cwd: string): Promise<GraphQLSchema> {
  const [{ schemaPointers }, { resolveProject }, { loadSchema }] = await Promise.all([
    import('../../calendar/load-calendar.js'),
    import('../../config/project-config.js'),
    import('../../schema/load-schema.js'),
  ]);
  const settings = resolveProject({ cwd, schema: options.schema, project: options.project });
  const loaded = await loadSchema(schemaPointers(settings, cwd), { cwd });
  printDiagnostics(loaded.warnings);
  if (settings.name === 'bundled' && !loaded.schema.getType(typeName)) {
    const deals = await loadSchema([path.join(packageRoot(), 'schema', 'deals.graphql')], { cwd });
    if (deals.schema.getType(typeName)) return deals.schema;
    // In neither: the suggestions come from both (`DealCreatInput` → DealCreateInput).
    const { typeNamesOf, unknownTypeError } = await import('../../rest/map-property.js');
    throw unknownTypeError(typeName, [...typeNamesOf(loaded.schema), ...typeNamesOf(deals.schema)]);
  }
  return loaded.schema;
}

/** The text of --payload and the name errors show for it (JSON syntax errors come from mapRestPayloadText, with line and column). */
function readPayloadText(file: string, cwd: string): { text: string; display: string } {
  const display = file === '-' ? '<stdin>' : namedPath(path.resolve(cwd, file), cwd);
  try {
    return { text: readFileSync(file === '-' ? 0 : path.resolve(cwd, file), 'utf8'), display };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : messageOf(error);
    throw new SunsetError(`cannot read payload: ${why}`, { file: display });
  }
}
