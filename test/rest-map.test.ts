/** mapRestProperty on the bundled schemas, every exception of spec 2.5 / 2.7 / 4.2, and the REST map file format. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { describeMapping, mapRestProperty } from '../src/rest/map-property.js';
import { REST_TO_GRAPHQL_PAGING } from '../src/rest/paging.js';
import { bundledRestMapPath, emptyRestMap, loadRestMap, parseRestMap, readOnlyClassOf } from '../src/rest/rest-map.js';
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
});

describe('paging names (spec 2.3, 4.2)', () => {
  it('maps the response names on a connection type', () => {
    expect(map('AdvertiserConnection', 'Result')).toMatchObject({ kind: 'object', path: 'nodes', source: 'paging', note: 'or edges { node cursor }' });
    expect(map('AdvertiserConnection', 'TotalFilteredCount')).toMatchObject({ kind: 'field', path: 'totalCount', source: 'paging' });
    expect(map('AdvertiserConnection', 'TotalUnfilteredCount')).toMatchObject({ kind: 'none', source: 'paging' });
  });

  it('maps the request names to connection arguments, on any type', () => {
    expect(map('AdvertiserConnection', 'PageSize')).toMatchObject({ kind: 'argument', path: 'first' });
    expect(map('AdvertiserFilterInput', 'PageStartIndex')).toMatchObject({ kind: 'argument', path: 'after' });
    expect(map('AdvertiserFilterInput', 'PartnerId')).toMatchObject({ kind: 'field', path: 'partnerId' });
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
    expect(thrown(() => parseRestMap('wat: 1\n', 'x.yaml')).toLine()).toBe('x.yaml:1:1: unknown key "wat" (expected readOnly, paging, types)');
  });

  it('a path the schema lacks is an error naming the entry when it is used', () => {
    const wrong = loadRestMap([path.join(fixtures, 'wrong-path-rest-map.yaml')], { cwd: repoRoot });
    expect(thrown(() => mapRestProperty(platform, 'Advertiser', 'Name', wrong)).toLine()).toBe(
      'test/fixtures/rest/wrong-path-rest-map.yaml:4:7: REST map: Advertiser.Name → advertiserTitle: Advertiser has no field "advertiserTitle"',
    );
  });

  it('an empty file is an empty map', () => {
    expect(parseRestMap('', 'empty.yaml')).toMatchObject({ files: ['empty.yaml'], entries: [] });
    expect(parseRestMap('# only a comment\n', 'empty.yaml').entries).toEqual([]);
  });
});
