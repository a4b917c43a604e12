/** mapRestProperty on the bundled schemas, every exception of spec 2.5 / 2.7 / 4.2, and the REST map file format. */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { describeMapping, mapRestProperty } from '../src/rest/map-property.js';
import { REST_TO_GRAPHQL_PAGING } from '../src/rest/paging.js';
import { assertRestMapTypes, bundledRestMapPath, emptyRestMap, findValueAlias, loadRestMap, mergeRestMaps, parseRestMap, readOnlyClassOf } from '../src/rest/rest-map.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const schemaOf = (file: string) => buildSchemaFromSdl(readFileSync(path.join(repoRoot, 'schema', file), 'utf8'), file).schema;
const platform = schemaOf('platform.graphql');
const deals = schemaOf('deals.graphql');
const fixtures = path.join(repoRoot, 'test', 'fixtures', 'rest');
const restMap = loadRestMap([], { cwd: repoRoot });
const map = (type: string, property: string, options = {}) => mapRestProperty(platform, type, property, restMap, options);

function thrown(run: () => unknown): SunsetError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SunsetError);
    return error as SunsetError;
  }
  throw new Error('expected a SunsetError');
}

describe('the naming rule, resolved against the schema', () => {
  it('maps PascalCase properties to their camelCase fields', () => {
    expect(map('Advertiser', 'AdvertiserName')).toMatchObject({ kind: 'field', path: 'advertiserName', source: 'naming' });
    expect(map('Advertiser', 'IsEnabled')).toMatchObject({ kind: 'field', path: 'isEnabled' });
    expect(map('Advertiser', 'Description')).toMatchObject({ kind: 'field', path: 'description' });
    expect(map('TargetingDataInsights', 'LastUpdatedAtUTC')).toMatchObject({ kind: 'field', path: 'lastUpdatedAtUTC' });
  });

  it('maps a name that differs only in case (CreatedAtUtc)', () => {
    expect(map('Advertiser', 'CreatedAtUtc')).toMatchObject({ kind: 'field', path: 'createdAtUTC', source: 'schema' });
  });

  it('gives "no equivalent" with the closest field names', () => {
    const none = map('Advertiser', 'AdvertiserNam');
    expect(none).toMatchObject({ kind: 'none', suggestions: ['advertiserName'] });
    expect(map('Advertiser', 'PartnerName')).toMatchObject({ kind: 'none', suggestions: expect.arrayContaining(['partner.partnerName']) });
    expect(map('Advertiser', 'Xyzzy')).toMatchObject({ kind: 'none', suggestions: [] });
    expect(describeMapping(none)).toContain('did you mean advertiserName?');
  });

  it('is an error for a type the schema lacks, with suggestions, and for a scalar or enum', () => {
    expect(thrown(() => map('Advertisr', 'AdvertiserName')).message).toBe('unknown type "Advertisr" in the schema; did you mean Advertiser?');
    expect(thrown(() => map('DateTime', 'X')).message).toContain('is a scalar');
    expect(thrown(() => map('AdGroupBidFactorWorkflowMutationName', 'X')).message).toContain('is an enum');
  });
});

describe('deprecated targets', () => {
  it('flags a mapping that lands on a deprecated field, and leaves deprecated fields out of object selections', () => {
    const counts = map('TargetingDataSegment', 'TargetingDataCounts');
    expect(counts.deprecated).toMatch(/^targetingDataCounts: Use `targetingDataInsights` instead/);
    expect(describeMapping(counts)).toContain('deprecated: targetingDataCounts');
    expect(map('TargetingDataSegment', 'TargetingDataInsights').deprecated).toBeUndefined();
    expect(map('Advertiser', 'TargetingDataSegments')).toMatchObject({ kind: 'connection', fields: ['id', 'name'] });
  });
});

describe('IDs on output types (spec 2.5)', () => {
  it('maps a property ending in Id to the nested object id where the schema has that object', () => {
    expect(map('AdGroup', 'CampaignId')).toMatchObject({ kind: 'nested-id', path: 'campaign.id', source: 'schema' });
    expect(map('Advertiser', 'PartnerId')).toMatchObject({ kind: 'nested-id', path: 'partner.id' });
    expect(map('Campaign', 'AdvertiserId')).toMatchObject({ kind: 'nested-id', path: 'advertiser.id' });
    expect(map('Audience', 'PartnerId')).toMatchObject({ kind: 'nested-id', path: 'partner.id' });
  });

  it('maps the entity\'s own ID to id', () => {
    expect(map('Advertiser', 'AdvertiserId')).toMatchObject({ kind: 'field', path: 'id' });
    expect(map('AdGroup', 'AdGroupId')).toMatchObject({ kind: 'field', path: 'id' });
    expect(map('Advertiser', 'Id')).toMatchObject({ kind: 'field', path: 'id' });
  });

  it('maps the ids of a connection (CustomLabelIds → customLabels.nodes.id)', () => {
    expect(map('Advertiser', 'CustomLabelIds')).toMatchObject({ kind: 'nested-id', path: 'customLabels.nodes.id' });
  });

  it('has no nested id where the schema has no such object', () => {
    expect(map('Advertiser', 'BrandId')).toMatchObject({ kind: 'none' });
  });
});

describe('on input types the schema decides', () => {
  it('keeps PartnerId as partnerId on AdvertiserCreateInput', () => {
    expect(map('AdvertiserCreateInput', 'PartnerId')).toMatchObject({ kind: 'field', path: 'partnerId', source: 'naming' });
    expect(map('AdGroupBidFactorWorkflowInput', 'AdGroupId')).toMatchObject({ kind: 'field', path: 'adGroupId' });
    expect(map('AudienceFilterInput', 'AdvertiserId')).toMatchObject({ kind: 'field', path: 'advertiserId' });
  });

  it('does not invent a nested id on input types', () => {
    expect(map('AdvertiserCreateInput', 'CampaignId')).toMatchObject({ kind: 'none' });
  });

  it('maps a nested input object as an object', () => {
    expect(map('AdvertiserCreateInput', 'Attribution')).toMatchObject({
      kind: 'object',
      path: 'attribution',
      fields: ['clickLookbackWindow', 'clickInterval', 'impressionLookbackWindow', 'impressionInterval'],
    });
  });
});

describe('the object-valued exceptions of spec 2.5 (bundled schema/rest-map.yaml)', () => {
  it('Country → country { id shortName longName } on output, countryId on input', () => {
    expect(map('Advertiser', 'Country')).toMatchObject({ kind: 'object', path: 'country', fields: ['id', 'shortName', 'longName'], source: 'rest-map' });
    expect(map('AdvertiserCreateInput', 'Country')).toMatchObject({ kind: 'field', path: 'countryId', source: 'rest-map' });
  });

  it('CurrencyCode → currency.id on output, currencyCode on input', () => {
    expect(map('Advertiser', 'CurrencyCode')).toMatchObject({ kind: 'nested-id', path: 'currency.id', source: 'rest-map' });
    expect(map('AdvertiserCreateInput', 'CurrencyCode')).toMatchObject({ kind: 'field', path: 'currencyCode' });
  });

  it('flat attribution window properties → the nested attribution object', () => {
    for (const [rest, field] of [
      ['ClickLookbackWindow', 'clickLookbackWindow'],
      ['ClickInterval', 'clickInterval'],
      ['ImpressionLookbackWindow', 'impressionLookbackWindow'],
      ['ImpressionInterval', 'impressionInterval'],
    ] as const) {
      expect(map('Advertiser', rest)).toMatchObject({ kind: 'field', path: `attribution.${field}` });
      expect(map('AdvertiserCreateInput', rest)).toMatchObject({ kind: 'field', path: `attribution.${field}` });
    }
  });

  it('custom labels: a connection on output, a list of label names on input', () => {
    expect(map('Advertiser', 'CustomLabels')).toMatchObject({ kind: 'connection', path: 'customLabels', fields: ['id', 'name'] });
    expect(describeMapping(map('Advertiser', 'CustomLabels'))).toMatch(/^customLabels \{ nodes \{ id name \} \}/);
    expect(map('AdvertiserCreateInput', 'CustomLabels')).toMatchObject({ kind: 'field', path: 'customLabels', note: 'label names (strings) on input' });
  });

  it('legacy proposal bodies on the deal API: buyer seats and several deals have no equivalent', () => {
    const seats = mapRestProperty(deals, 'DealCreateInput', 'BuyerSeatIds', restMap);
    expect(seats).toMatchObject({ kind: 'none', source: 'rest-map' });
    expect(seats.note).toContain('buyerKaids');
    expect(mapRestProperty(deals, 'DealCreateInput', 'BuyerKaids', restMap)).toMatchObject({ kind: 'field', path: 'buyerKaids' });
  });
});

describe('read-only classes of spec 2.7', () => {
  it('marks always, create and update read-only properties', () => {
    expect(map('Advertiser', 'CreatedAtUTC')).toMatchObject({ kind: 'field', path: 'createdAtUTC', readOnly: 'always' });
    for (const property of ['AdGroupId', 'CampaignId', 'BidListId']) expect(readOnlyClassOf(restMap, 'AdGroup', property)).toBe('create');
    expect(map('AdGroup', 'CampaignId')).toMatchObject({ readOnly: 'create' });
    expect(map('AdGroup', 'IsHighFillRate')).toMatchObject({ kind: 'field', path: 'isHighFillRate', readOnly: 'update' });
    expect(map('Advertiser', 'AdvertiserName').readOnly).toBeUndefined();
  });

  it('judges the class on the resolved property, not its spelling', () => {
    // Case and `ID` for `Id`: the listed name ignoring case.
    expect(map('Advertiser', 'CreatedAtUtc')).toMatchObject({ kind: 'field', path: 'createdAtUTC', readOnly: 'always' });
    expect(map('Advertiser', 'createdAtUTC')).toMatchObject({ kind: 'field', path: 'createdAtUTC', readOnly: 'always' });
    expect(map('AdGroup', 'isHighFillRate')).toMatchObject({ path: 'isHighFillRate', readOnly: 'update' });
    expect(map('AdGroup', 'CAMPAIGNID')).toMatchObject({ path: 'campaign.id', readOnly: 'create' });
    expect(readOnlyClassOf(restMap, 'AdGroup', 'AdGroupID')).toBe('create');
    // Another name for the same field: AdGroupId on AdGroup is its id, so Id is read-only on create too.
    expect(map('AdGroup', 'AdGroupID')).toMatchObject({ kind: 'field', path: 'id', readOnly: 'create' });
    expect(map('AdGroup', 'Id')).toMatchObject({ kind: 'field', path: 'id', readOnly: 'create' });
    expect(describeMapping(map('Advertiser', 'CreatedAtUtc'))).toBe('createdAtUTC (differs from the REST name only in case; read-only)');
    // A REST map exception onto a read-only field.
    const renamed = mergeRestMaps(restMap, parseRestMap('types:\n  - type: Advertiser\n    properties:\n      Created: createdAtUTC\n', 'extra.yaml'));
    expect(mapRestProperty(platform, 'Advertiser', 'Created', renamed)).toMatchObject({ path: 'createdAtUTC', readOnly: 'always', source: 'rest-map' });
    // Unrelated fields stay writable.
    expect(map('AdGroup', 'AdGroupName').readOnly).toBeUndefined();
  });
});

describe('names of the REST map match loosely, as fields do', () => {
  it('finds an exception and a paging name written in another case, and says how the map writes it', () => {
    expect(map('Advertiser', 'clickLookbackWindow')).toMatchObject({ path: 'attribution.clickLookbackWindow', source: 'rest-map', note: 'the REST map writes ClickLookbackWindow' });
    expect(map('Advertiser', 'CURRENCYCODE')).toMatchObject({ path: 'currency.id', source: 'rest-map' });
    expect(map('AdvertiserConnection', 'pageSize')).toMatchObject({ kind: 'argument', path: 'first' });
    // An exact name wins over one that differs only in case.
    const both = mergeRestMaps(restMap, parseRestMap('types:\n  - type: Advertiser\n    properties:\n      description: advertiserName\n', 'extra.yaml'));
    expect(mapRestProperty(platform, 'Advertiser', 'description', both)).toMatchObject({ path: 'advertiserName' });
    expect(mapRestProperty(platform, 'Advertiser', 'Description', both)).toMatchObject({ path: 'advertiserName', note: 'the REST map writes description' });
  });
});

describe('value aliases (values:)', () => {
  it('the bundled map has the deal-type aliases of spec 2.8, compared as enum value names', () => {
    expect(findValueAlias(restMap, 'DealType', 'Endeavor')).toMatchObject({ alias: 'Endeavor', value: 'STANDARD' });
    expect(findValueAlias(restMap, 'DealType', 'endeavor')).toMatchObject({ value: 'STANDARD' });
    expect(findValueAlias(restMap, 'DealType', 'PG')).toMatchObject({ value: 'PROGRAMMATIC_GUARANTEED' });
    expect(findValueAlias(restMap, 'DealType', 'Preferred')).toBeUndefined();
    expect(findValueAlias(restMap, 'AuctionType', 'Endeavor')).toBeUndefined();
  });

  it('later files win per alias, and mistakes name file:line', () => {
    const merged = mergeRestMaps(restMap, parseRestMap('values:\n  DealType:\n    pg: COMMITMENT\n    Spot: STANDARD\n', 'extra.yaml'));
    expect(findValueAlias(merged, 'DealType', 'PG')).toMatchObject({ value: 'COMMITMENT', definedAt: { file: 'extra.yaml', line: 3 } });
    expect(findValueAlias(merged, 'DealType', 'Endeavor')).toMatchObject({ value: 'STANDARD' });
    expect(thrown(() => parseRestMap('values:\n  DealType:\n    Endeavor: not a value\n', 'x.yaml')).toLine()).toMatch(
      /^x\.yaml:3:15: the value of alias "Endeavor" must be a value of the enum DealType/,
    );
    expect(thrown(() => parseRestMap('values: [a]\n', 'x.yaml')).toLine()).toMatch(/^x\.yaml:1:9: values must map GraphQL enum names/);
    expect(thrown(() => parseRestMap('values:\n  DealType: [a]\n', 'x.yaml')).toLine()).toMatch(/^x\.yaml:2:13: values\.DealType must map REST values/);
  });
});

describe('paging names (spec 2.3, 4.2)', () => {
  it('maps the response names on a connection type', () => {
    expect(map('AdvertiserConnection', 'Result')).toMatchObject({ kind: 'object', path: 'nodes', source: 'paging', note: 'or edges { node cursor }' });
    expect(map('AdvertiserConnection', 'TotalFilteredCount')).toMatchObject({ kind: 'field', path: 'totalCount', source: 'paging' });
    expect(map('AdvertiserConnection', 'TotalUnfilteredCount')).toMatchObject({ kind: 'none', source: 'paging' });
  });

  it('maps the request names to the arguments of the list fields returning a connection type', () => {
    expect(map('AdvertiserConnection', 'PageSize')).toMatchObject({ kind: 'argument', path: 'first', listFields: ['Query.advertisers'] });
    expect(map('AudienceConnection', 'PageStartIndex')).toMatchObject({
      kind: 'argument',
      path: 'after',
      listFields: ['Query.audiences', 'Advertiser.audiences', 'Partner.audiences'],
    });
    expect(describeMapping(map('AdvertiserConnection', 'PageSize'))).toMatch(/^the argument first of Query\.advertisers \(or last, counted from the end; from .*rest-map\.yaml:\d+\)$/);
    expect(map('AdvertiserFilterInput', 'PartnerId')).toMatchObject({ kind: 'field', path: 'partnerId' });
  });

  it('offers paging names as arguments only on connection types, and says which list fields take them elsewhere', () => {
    const onNode = map('Advertiser', 'PageSize');
    expect(onNode).toMatchObject({ kind: 'none', source: 'paging', suggestions: [] });
    expect(onNode.note).toBe('PageSize is paging: in GraphQL the argument first (or last, counted from the end) of Query.advertisers, not a field of Advertiser');
    // The filter input of a list field: that list field takes the paging arguments.
    expect(map('AdvertiserFilterInput', 'PageStartIndex')).toMatchObject({ kind: 'none', source: 'paging' });
    expect(map('AdvertiserFilterInput', 'PageStartIndex').note).toContain('the argument after (an opaque cursor, not an offset: pass the previous page\'s pageInfo.endCursor) of Query.advertisers, not a field of AdvertiserFilterInput');
    expect(map('Advertiser', 'Result').note).toBe('Result is paging: in GraphQL nodes (or edges { node cursor }) of AdvertiserConnection, not a field of Advertiser');
    expect(map('AdvertiserCreateInput', 'PageSize').note).toContain('the argument first (or last, counted from the end) of a list field (a connection), not a field of AdvertiserCreateInput');
    expect(describeMapping(onNode)).toMatch(/^no equivalent \(PageSize is paging: in GraphQL the argument first .* of Query\.advertisers, not a field of Advertiser; from /);
  });

  it('names no paging field or argument the schema lacks: a connection with edges only, list fields without first or after', () => {
    const schema = buildSchemaFromSdl(
      `type Query { things(page: Int): ThingConnection }
      type ThingConnection { edges: [ThingEdge] pageInfo: PageInfo }
      type ThingEdge { node: Thing cursor: String }
      type PageInfo { hasNextPage: Boolean endCursor: String }
      type Thing { id: ID name: String }`,
      'things.graphql',
    ).schema;
    const on = (type: string, property: string) => mapRestProperty(schema, type, property, restMap);
    for (const type of ['ThingConnection', 'Thing']) {
      for (const property of ['PageSize', 'PageStartIndex', 'Result', 'TotalFilteredCount']) {
        expect(on(type, property), `${type}.${property}`).toMatchObject({ kind: 'none', source: 'paging', suggestions: [] });
      }
    }
    expect(on('ThingConnection', 'PageSize').note).toBe(
      'PageSize is paging: the REST map gives the argument first (or last, counted from the end), but no list field returning ThingConnection takes an argument first',
    );
    expect(on('ThingConnection', 'Result').note).toBe('Result is paging: the REST map gives nodes (or edges { node cursor }), but ThingConnection has no field nodes');
    expect(on('Thing', 'PageSize').note).toBe(
      'PageSize is paging, not a field of Thing: the REST map gives the argument first (or last, counted from the end), but no list field of the schema takes an argument first',
    );
    expect(on('Thing', 'TotalFilteredCount').note).toBe('TotalFilteredCount is paging, not a field of Thing: the REST map gives totalCount, but ThingConnection has no field totalCount');
    expect(describeMapping(on('Thing', 'Result'))).toMatch(/^no equivalent \(Result is paging, not a field of Thing: the REST map gives nodes .*, but ThingConnection has no field nodes; from /);
  });

  it('maps a filter property of a list request (spec 2.3, PartnerId) to the where argument of the list field', () => {
    const partner = map('AdvertiserConnection', 'PartnerId');
    expect(partner).toMatchObject({ kind: 'argument', path: 'where.partnerId', listFields: ['Query.advertisers'], source: 'schema' });
    expect(describeMapping(partner)).toBe('the argument where: { partnerId } of Query.advertisers (a filter of the list request)');
    expect(map('AdvertiserConnection', 'AdvertiserNameContains')).toMatchObject({ kind: 'argument', path: 'where.advertiserNameContains' });
    // Loosely, as every property: PartnerID, partnerId.
    expect(map('AdvertiserConnection', 'PartnerID')).toMatchObject({ kind: 'argument', path: 'where.partnerId' });
    expect(map('AudienceConnection', 'AdvertiserId')).toMatchObject({ kind: 'argument', path: 'where.advertiserId', listFields: ['Query.audiences'] });
    // Not a filter the list fields take: no equivalent.
    expect(map('AdvertiserConnection', 'CampaignId')).toMatchObject({ kind: 'none' });
  });

  it('the bundled file agrees with the paging table of src/rest/paging.ts', () => {
    for (const [rest, graphql] of Object.entries(REST_TO_GRAPHQL_PAGING)) {
      const target = restMap.paging.get(rest)!;
      expect(target.argument ?? target.path, rest).toBe(graphql);
    }
  });
});

describe('the REST map file: loading, merging, errors', () => {
  it('loads the bundled file by default, and merges user files after it (later wins)', () => {
    const merged = loadRestMap([path.join(fixtures, 'extra-rest-map.yaml')], { cwd: repoRoot });
    expect(merged.files).toEqual(['schema/rest-map.yaml', 'test/fixtures/rest/extra-rest-map.yaml']);
    expect(mapRestProperty(platform, 'Advertiser', 'Name', merged)).toMatchObject({ kind: 'field', path: 'advertiserName', source: 'rest-map' });
    // The user's Country entry replaces the bundled one.
    expect(mapRestProperty(platform, 'Advertiser', 'Country', merged)).toMatchObject({
      kind: 'object',
      fields: ['id'],
      definedAt: { file: 'test/fixtures/rest/extra-rest-map.yaml', line: 8 },
    });
    // Untouched bundled entries stay.
    expect(mapRestProperty(platform, 'Advertiser', 'CurrencyCode', merged)).toMatchObject({ path: 'currency.id' });
    // Read-only lists are unions.
    expect(readOnlyClassOf(merged, 'Advertiser', 'ModifiedAtUTC')).toBe('always');
    expect(readOnlyClassOf(merged, 'Advertiser', 'CreatedAtUTC')).toBe('always');
  });

  it('an entry for an endpoint wins for that endpoint only', () => {
    const merged = loadRestMap([path.join(fixtures, 'extra-rest-map.yaml')], { cwd: repoRoot });
    expect(mapRestProperty(platform, 'Advertiser', 'Name', merged, { endpoint: 'get /v3/legacy/advertiser/' })).toMatchObject({
      kind: 'none',
      note: "this endpoint's Name is the partner's name",
    });
    expect(mapRestProperty(platform, 'Advertiser', 'Name', merged, { endpoint: 'GET /v3/advertiser' })).toMatchObject({ kind: 'field' });
  });

  it('can leave the bundled file out', () => {
    const only = loadRestMap([], { bundled: false });
    expect(only.entries).toEqual([]);
    expect(mapRestProperty(platform, 'Advertiser', 'Country', only)).toMatchObject({ kind: 'object', path: 'country', source: 'naming' });
    expect(mapRestProperty(platform, 'Advertiser', 'CurrencyCode', emptyRestMap())).toMatchObject({ kind: 'none' });
  });

  it('the bundled path is schema/rest-map.yaml of the package', () => {
    expect(bundledRestMapPath()).toBe(path.join(repoRoot, 'schema', 'rest-map.yaml'));
  });

  it('reports mistakes as one-line errors with file and line', () => {
    const unknownKey = thrown(() => loadRestMap([path.join(fixtures, 'bad-rest-map.yaml')], { cwd: repoRoot, bundled: false }));
    expect(unknownKey.toLine()).toBe('test/fixtures/rest/bad-rest-map.yaml:5:33: unknown key "filds" (expected path, fields, note, none)');
    const missing = thrown(() => loadRestMap(['nope.yaml'], { cwd: repoRoot }));
    expect(missing.toLine()).toBe('nope.yaml: cannot read REST map: no such file');
    expect(thrown(() => parseRestMap('types: [', 'x.yaml')).toLine()).toMatch(/^x\.yaml:1:\d+: invalid YAML: /);
    expect(thrown(() => parseRestMap('readOnly:\n  sometimes: [A]\n', 'x.yaml')).toLine()).toBe(
      'x.yaml:2:3: unknown read-only class "sometimes" (expected always, create, update)',
    );
    expect(thrown(() => parseRestMap('types:\n  - type: A\n    endpoint: /v3/a\n', 'x.yaml')).toLine()).toMatch(/^x\.yaml:3:15: endpoint must be "METHOD \/path"/);
    expect(thrown(() => parseRestMap('types:\n  - type: A\n    properties:\n      X: not a path\n', 'x.yaml')).toLine()).toMatch(/^x\.yaml:4:10: a target must be a dotted GraphQL path/);
    expect(thrown(() => parseRestMap('wat: 1\n', 'x.yaml')).toLine()).toBe('x.yaml:1:1: unknown key "wat" (expected readOnly, paging, values, types)');
  });

  it('a path the schema lacks is an error naming the entry when it is used', () => {
    const wrong = loadRestMap([path.join(fixtures, 'wrong-path-rest-map.yaml')], { cwd: repoRoot });
    expect(thrown(() => mapRestProperty(platform, 'Advertiser', 'Name', wrong)).toLine()).toBe(
      'test/fixtures/rest/wrong-path-rest-map.yaml:4:7: REST map: Advertiser.Name → advertiserTitle: Advertiser has no field "advertiserTitle"',
    );
  });

  it("a type the schema lacks is an error naming the entry in a map the user gave, not in the bundled map (the platform's types)", () => {
    const file = path.join(os.tmpdir(), `sunset-rest-map-${process.pid}.yaml`);
    writeFileSync(file, 'types:\n  - type: Advertizer\n    properties:\n      Foo: advertiserName\n');
    onTestFinished(() => rmSync(file, { force: true }));
    const map = loadRestMap([file], { cwd: path.dirname(file) });
    expect(thrown(() => assertRestMapTypes(map, (name) => platform.getType(name) !== undefined)).toLine()).toBe(`${path.basename(file)}:2:5: REST map: the schema has no type "Advertizer"`);
    // Another schema has none of the platform's types: the bundled map's entries are no error there.
    expect(() => assertRestMapTypes(loadRestMap([], { cwd: repoRoot }), () => false)).not.toThrow();
  });

  it('an empty file is an empty map', () => {
    expect(parseRestMap('', 'empty.yaml')).toMatchObject({ files: ['empty.yaml'], entries: [] });
    expect(parseRestMap('# only a comment\n', 'empty.yaml').entries).toEqual([]);
  });
});
