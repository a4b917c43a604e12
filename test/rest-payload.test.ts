/** mapRestPayload: REST bodies to GraphQL input objects, problems as strict mode reports them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { childPath, mapRestPayload, mapRestPayloadText } from '../src/rest/map-payload.js';
import { loadRestMap, parseRestMap, mergeRestMaps } from '../src/rest/rest-map.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const read = (...parts: string[]) => readFileSync(path.join(repoRoot, ...parts), 'utf8');
const platform = buildSchemaFromSdl(read('schema', 'platform.graphql'), 'platform.graphql').schema;
const deals = buildSchemaFromSdl(read('schema', 'deals.graphql'), 'deals.graphql').schema;
const orders = buildSchemaFromSdl(read('test', 'fixtures', 'rest', 'orders.graphql'), 'orders.graphql').schema;
const restMap = loadRestMap([], { cwd: repoRoot });

// The reviewer's ad group schema (/tmp/review-map/ag.graphql): input types with the read-only fields of spec 2.7.
const adGroups = buildSchemaFromSdl(
  `scalar DateTime
  scalar Long
  type Query { adGroup(id: ID!): AdGroup }
  type AdGroup { id: ID! adGroupName: String! isHighFillRate: Boolean! createdAtUTC: DateTime }
  enum Channel { DISPLAY VIDEO NATIVE_VIDEO }
  input BidLineInput { bidAdjustment: Float! channel: Channel }
  input AdGroupCreateInput { campaignId: ID adGroupName: String! isHighFillRate: Boolean bidListIds: [ID!] bidLines: [BidLineInput!] budget: Long count: Int channels: [Channel!] }
  input AdGroupPatchInput { adGroupId: ID campaignId: ID isHighFillRate: Boolean createdAtUTC: DateTime }`,
  'ag.graphql',
).schema;

const item = (name: string, extra: Record<string, unknown> = {}) => ({ Name: name, Quantity: 1, ...extra });

describe('nested objects and arrays', () => {
  it('maps a body with a list of nested input objects', () => {
    const body = {
      OrderName: 'spring',
      PlacedAtUTC: '2026-10-30T00:00:00Z',
      Items: [item('a'), item('b', { Dimensions: { WidthCm: 2, HeightCm: '3.5' } }), item('c', { Color: 'DarkRed', Parts: [item('c1'), item('c2')] })],
      Tags: ['x', 'y'],
    };
    const { input, problems } = mapRestPayload(orders, 'OrderCreateInput', body, restMap);
    expect(problems).toEqual([]);
    expect(input).toEqual({
      orderName: 'spring',
      placedAtUTC: '2026-10-30T00:00:00Z',
      items: [
        { name: 'a', quantity: 1 },
        { name: 'b', quantity: 1, dimensions: { widthCm: 2, heightCm: 3.5 } },
        { name: 'c', quantity: 1, color: 'DARK_RED', parts: [{ name: 'c1', quantity: 1 }, { name: 'c2', quantity: 1 }] },
      ],
      tags: ['x', 'y'],
    });
  });

  it('reports what does not map with its JSON path and array indexes, never dropping it silently', () => {
    const body = {
      OrderName: 'spring',
      Items: [item('a'), item('b'), { Nam: 'c', Quantity: 1 }, item('d', { Parts: [item('d1'), item('d2', { Colour: 'DARK_RED' })] })],
      Discount: 5,
    };
    const { input, problems } = mapRestPayload(orders, 'OrderCreateInput', body, restMap);
    expect(problems).toEqual([
      { property: '$.Items[2].Nam', reasons: ['The property at $.Items[2].Nam was not recognized.', 'Did you mean name?'] },
      {
        property: '$.Items[2].Name',
        reasons: ['The property is required (OrderItemInput.name: String!).', '$.Items[2] is left out of the input, since OrderItemInput.name is required.'],
      },
      { property: '$.Items[3].Parts[1].Colour', reasons: ['The property at $.Items[3].Parts[1].Colour was not recognized.', 'Did you mean color?'] },
      { property: '$.Discount', reasons: ['The property at $.Discount was not recognized.'] },
    ]);
    // What maps is still there; the item without its required name is not valid input, and left out (its problem says so).
    expect((input!['items'] as unknown[]).map((i) => (i as { name: string }).name)).toEqual(['a', 'b', 'd']);
    expect(input!['orderName']).toBe('spring');
  });

  it('checks values against the input type: enums, scalars, objects, lists, null', () => {
    const body = {
      OrderName: 7,
      PlacedAtUTC: '2026-10-30 00:00',
      TotalCents: '12345',
      Items: [
        item('a', { Quantity: 1.5 }),
        item('b', { Color: 'GREEN' }),
        item('c', { Gift: 'yes', WeightKg: 'heavy' }),
        item('d', { Dimensions: [1, 2] }),
        { Name: null, Quantity: '4' },
      ],
      Tags: 'single',
    };
    const { input, problems } = mapRestPayload(orders, 'OrderCreateInput', body, restMap);
    expect(problems).toEqual([
      { property: '$.OrderName', reasons: ['The value at $.OrderName must be a String, got 7.'] },
      { property: '$.PlacedAtUTC', reasons: ['The value at $.PlacedAtUTC must be a DateTime in ISO 8601 UTC with a trailing Z (for example 2026-10-30T00:00:00Z), got "2026-10-30 00:00".'] },
      {
        property: '$.Items[0].Quantity',
        reasons: ['The value at $.Items[0].Quantity must be an Int (a 32-bit integer), got 1.5.', '$.Items[0] is left out of the input, since OrderItemInput.quantity is required.'],
      },
      { property: '$.Items[1].Color', reasons: ['The value "GREEN" at $.Items[1].Color is not one of DARK_RED, LIGHT_BLUE (Color).'] },
      { property: '$.Items[2].Gift', reasons: ['The value at $.Items[2].Gift must be a Boolean (true or false), got "yes".'] },
      { property: '$.Items[2].WeightKg', reasons: ['The value at $.Items[2].WeightKg must be a Float (a number), got "heavy".'] },
      { property: '$.Items[3].Dimensions', reasons: ['The value at $.Items[3].Dimensions must be an object (DimensionsInput), got an array.'] },
      {
        property: '$.Items[4].Name',
        reasons: ['The value at $.Items[4].Name must not be null (String!).', '$.Items[4] is left out of the input, since OrderItemInput.name is required.'],
      },
    ]);
    // Numeric text becomes a number where REST accepted it; one value becomes a list of one, as GraphQL coerces it.
    expect(input).toMatchObject({ totalCents: 12345, tags: ['single'] });
    // Items 0 and 4 lack a required field: left out. The others keep what maps.
    expect(input!['items']).toEqual([{ name: 'b', quantity: 1 }, { name: 'c', quantity: 1 }, { name: 'd', quantity: 1 }]);
  });

  it('reports the required field once when its value was already reported', () => {
    const { problems } = mapRestPayload(orders, 'OrderCreateInput', { OrderName: 'o' }, restMap);
    expect(problems).toEqual([{ property: '$.Items', reasons: ['The property is required (OrderCreateInput.items: [OrderItemInput!]!).'] }]);
  });

  it('writes keys that are not plain names in brackets', () => {
    expect(childPath('$', 'Name')).toBe('$.Name');
    expect(childPath('$.Items[2]', 'odd key')).toBe('$.Items[2]["odd key"]');
    const { problems } = mapRestPayload(orders, 'OrderCreateInput', { OrderName: 'o', Items: [], 'odd key': 1 }, restMap);
    expect(problems).toEqual([{ property: '$["odd key"]', reasons: ['The property at $["odd key"] was not recognized.'] }]);
  });
});

describe('read-only properties (spec 2.7), as strict mode reports them', () => {
  const body = {
    PartnerId: 'p-1',
    AdvertiserName: 'Acme',
    CurrencyCode: 'USD',
    CreatedAtUTC: '2026-01-01T00:00:00Z',
    CampaignId: 'c-1',
    IsHighFillRate: true,
  };

  it('on create (POST): always and create read-only properties', () => {
    const { input, problems, method } = mapRestPayload(platform, 'AdvertiserCreateInput', body, restMap, { method: 'POST' });
    expect(method).toBe('POST');
    expect(problems).toEqual([
      { property: '$.CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] },
      { property: '$.CampaignId', reasons: ['The property is read-only for the method POST.'] },
      // Not read-only on create, but AdvertiserCreateInput has no such field.
      { property: '$.IsHighFillRate', reasons: ['The property at $.IsHighFillRate was not recognized.'] },
    ]);
    expect(input).toEqual({ partnerId: 'p-1', advertiserName: 'Acme', currencyCode: 'USD' });
  });

  it('on update (PUT): always and update read-only properties', () => {
    const { problems } = mapRestPayload(platform, 'AdvertiserCreateInput', body, restMap, { method: 'PUT' });
    expect(problems).toEqual([
      { property: '$.CreatedAtUTC', reasons: ['The property is read-only for the method PUT.'] },
      { property: '$.CampaignId', reasons: ['The property at $.CampaignId was not recognized.'] },
      { property: '$.IsHighFillRate', reasons: ['The property is read-only for the method PUT.'] },
    ]);
  });

  it('in nested arrays, with the indexes in the path', () => {
    const map = mergeRestMaps(restMap, parseRestMap('readOnly:\n  create: [Quantity]\n  update: [Name]\n', 'extra.yaml'));
    const { problems } = mapRestPayload(orders, 'OrderCreateInput', { OrderName: 'o', Items: [item('a'), item('b'), item('c', { CreatedAtUTC: 'x' })] }, map);
    // OrderCreateInput: POST from the type name.
    // Quantity is required too: an item without it is left out, and the read-only problem says so.
    const leftOut = (i: number) => `$.Items[${i}] is left out of the input, since OrderItemInput.quantity is required.`;
    expect(problems.filter((p) => p.reasons[0]!.includes('read-only'))).toEqual([
      { property: '$.Items[0].Quantity', reasons: ['The property is read-only for the method POST.', leftOut(0)] },
      { property: '$.Items[1].Quantity', reasons: ['The property is read-only for the method POST.', leftOut(1)] },
      { property: '$.Items[2].Quantity', reasons: ['The property is read-only for the method POST.', leftOut(2)] },
      { property: '$.Items[2].CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] },
    ]);
    const update = mapRestPayload(orders, 'OrderUpdateInput', { OrderId: 9, Items: [item('a'), item('b'), item('c')] }, map);
    expect(update.method).toBe('PUT');
    expect(update.problems.map((p) => p.property)).toEqual(['$.Items[0].Name', '$.Items[1].Name', '$.Items[2].Name']);
    expect(update.input).toEqual({ orderId: '9', items: [] });
  });

  it('without a method: from the endpoint, the type name, or only the always class', () => {
    expect(mapRestPayload(platform, 'AdvertiserCreateInput', {}, restMap).method).toBe('POST');
    expect(mapRestPayload(platform, 'AdvertiserCreateInput', {}, restMap, { endpoint: 'PUT /v3/advertiser' }).method).toBe('PUT');
    const { problems, method } = mapRestPayload(platform, 'AdGroupBidFactorWorkflowInput', { AdGroupId: 'g', Steps: [], CreatedAtUTC: 'x', BidListId: 'b' }, restMap);
    expect(method).toBeNull();
    expect(problems).toEqual([
      { property: '$.CreatedAtUTC', reasons: ['The property is read-only.'] },
      { property: '$.BidListId', reasons: ['The property at $.BidListId was not recognized.'] },
    ]);
  });
});

describe('the exceptions of spec 2.5 on input', () => {
  it('maps an advertiser create body with country, currency, flat attribution windows and custom labels', () => {
    const body = {
      PartnerId: 42,
      AdvertiserName: 'Acme',
      CurrencyCode: 'EUR',
      Country: 'DE',
      ClickLookbackWindow: 30,
      ClickInterval: 7,
      ImpressionLookbackWindow: '14',
      ImpressionInterval: 1,
      CustomLabels: ['spring', 'retail'],
    };
    const { input, problems } = mapRestPayload(platform, 'AdvertiserCreateInput', body, restMap);
    expect(problems).toEqual([]);
    expect(input).toEqual({
      partnerId: '42',
      advertiserName: 'Acme',
      currencyCode: 'EUR',
      countryId: 'DE',
      attribution: { clickLookbackWindow: 30, clickInterval: 7, impressionLookbackWindow: 14, impressionInterval: 1 },
      customLabels: ['spring', 'retail'],
    });
  });

  it('reports two properties that set the same field', () => {
    const body = { PartnerId: 'p', AdvertiserName: 'A', CurrencyCode: 'USD', Attribution: { ClickInterval: 1 }, ClickInterval: 2 };
    const { input, problems } = mapRestPayload(platform, 'AdvertiserCreateInput', body, restMap);
    expect(problems).toEqual([{ property: '$.ClickInterval', reasons: ['The property maps to AdvertiserCreateInput.attribution.clickInterval, which $.Attribution already sets.'] }]);
    expect(input!['attribution']).toEqual({ clickInterval: 1 });
  });

  it('explains paging properties sent in a body', () => {
    const { problems } = mapRestPayload(platform, 'AdvertiserFilterInput', { PartnerId: 'p', PageSize: 10, PageStartIndex: 0 }, restMap);
    expect(problems).toEqual([
      {
        property: '$.PageSize',
        reasons: [
          'The property at $.PageSize was not recognized.',
          'PageSize is paging: in GraphQL the argument first (or last, counted from the end) of Query.advertisers, not a field of AdvertiserFilterInput',
        ],
      },
      {
        property: '$.PageStartIndex',
        reasons: [
          'The property at $.PageStartIndex was not recognized.',
          "PageStartIndex is paging: in GraphQL the argument after (an opaque cursor, not an offset: pass the previous page's pageInfo.endCursor) of Query.advertisers, not a field of AdvertiserFilterInput",
        ],
      },
    ]);
  });

  it('maps a legacy proposal body onto the deal API, with the REST map\'s reasons', () => {
    const body = {
      Name: 'Q4',
      DealType: 'ProgrammaticGuaranteed',
      CategoryTaxonomy: 'IAB_CONTENT_2_2',
      Flight: { StartDate: '2026-12-01T00:00:00Z', EndDate: '2027-01-01T00:00:00Z' },
      AuctionType: 'FixedPrice',
      BuyerKaids: ['k1'],
      BuyerSeatIds: ['s1'],
      BidstreamSignals: ['SOURCE_TID', 'Gpid'],
    };
    const { input, problems } = mapRestPayload(deals, 'DealCreateInput', body, restMap);
    expect(input).toEqual({
      name: 'Q4',
      dealType: 'PROGRAMMATIC_GUARANTEED',
      categoryTaxonomy: 'IAB_CONTENT_2_2',
      flight: { startDate: '2026-12-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z' },
      auctionType: 'FIXED_PRICE',
      buyerKaids: ['k1'],
      bidstreamSignals: ['SOURCE_TID', 'GPID'],
    });
    expect(problems).toEqual([
      {
        property: '$.BuyerSeatIds',
        reasons: ['The property at $.BuyerSeatIds was not recognized.', 'buyer seats are replaced by the KAIDs of the buying parties (buyerKaids)'],
      },
    ]);
  });
});

describe('bad input', () => {
  it('a body that is not an object is one problem at $', () => {
    expect(mapRestPayload(platform, 'AdvertiserCreateInput', [1], restMap)).toEqual({
      input: null,
      method: 'POST',
      problems: [{ property: '$', reasons: ['The request body must be a JSON object (AdvertiserCreateInput), got an array.'] }],
    });
  });

  it('an unknown type or an output type is a SunsetError', () => {
    expect(() => mapRestPayload(platform, 'AdvertiserCreateInpt', {}, restMap)).toThrow(SunsetError);
    expect(() => mapRestPayload(platform, 'AdvertiserCreateInpt', {}, restMap)).toThrow('did you mean AdvertiserCreateInput?');
    expect(() => mapRestPayload(platform, 'Advertiser', {}, restMap)).toThrow('is an output type');
  });

  it('an output type names the input types of its mutations, as the schema has them, and never one made from its name', () => {
    const message = (schema: GraphQLSchema, type: string) => {
      try {
        mapRestPayload(schema, type, {}, restMap);
      } catch (error) {
        expect(error).toBeInstanceOf(SunsetError);
        return (error as SunsetError).message;
      }
      throw new Error(`expected a SunsetError for ${type}`);
    };
    // Found by a black-box review: the advice was "such as AdvertiserInput", a type the schema does not have.
    expect(message(platform, 'Advertiser')).toBe(
      'type "Advertiser" is an output type; a REST body maps onto the input type of a mutation: AdvertiserCreateInput (Mutation.advertiserCreate(input:))',
    );
    expect(message(platform, 'AdvertiserPayload')).toContain('AdvertiserCreateInput (Mutation.advertiserCreate(input:))');
    expect(message(deals, 'Deal')).toBe(
      'type "Deal" is an output type; a REST body maps onto the input type of a mutation: DealCreateInput (Mutation.dealCreate(input:)), DealReviseInput (Mutation.dealRevise(input:)) or DealRemoveInput (Mutation.dealRemove(input:))',
    );
    // No mutation returns it: said plainly.
    expect(message(platform, 'Campaign')).toBe(
      'type "Campaign" is an output type; a REST body maps onto the input type of a mutation, and the schema has no mutation returning Campaign with an input object argument',
    );
    // Every input type named for every output type of the bundled schemas is one the schema has.
    for (const schema of [platform, deals, orders, adGroups]) {
      for (const type of Object.values(schema.getTypeMap())) {
        if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
        for (const name of message(schema, type.name).match(/\b[A-Z]\w*Input\b/g) ?? []) expect(schema.getType(name), `${type.name}: ${name}`).toBeDefined();
      }
    }
  });
});

describe('read-only properties spelled in another case (spec 2.7, judged on the field they map to)', () => {
  const body = { CreatedAtUtc: '2026-01-01T00:00:00Z', AdGroupID: 'g', IsHighFillRATE: true };
  const readOnly = (method: string) => [`The property is read-only for the method ${method}.`];

  it('on POST: CreatedAtUtc (always) and AdGroupID (create) are reported and left out', () => {
    const { input, problems } = mapRestPayload(adGroups, 'AdGroupPatchInput', body, restMap, { method: 'POST' });
    expect(problems).toEqual([
      { property: '$.CreatedAtUtc', reasons: readOnly('POST') },
      { property: '$.AdGroupID', reasons: readOnly('POST') },
    ]);
    expect(input).toEqual({ isHighFillRate: true });
  });

  it('on PUT: CreatedAtUtc (always) and IsHighFillRATE (update)', () => {
    const { input, problems } = mapRestPayload(adGroups, 'AdGroupPatchInput', body, restMap, { method: 'PUT' });
    expect(problems).toEqual([
      { property: '$.CreatedAtUtc', reasons: readOnly('PUT') },
      { property: '$.IsHighFillRATE', reasons: readOnly('PUT') },
    ]);
    expect(input).toEqual({ adGroupId: 'g' });
  });

  it('camelCase and upper-case keys too', () => {
    const { input, problems } = mapRestPayload(
      adGroups,
      'AdGroupPatchInput',
      { isHighFillRate: true, createdAtUTC: '2026-01-01T00:00:00Z', CAMPAIGNID: 'c', adGroupId: 'g' },
      restMap,
      { method: 'PUT' },
    );
    expect(problems).toEqual([
      { property: '$.isHighFillRate', reasons: readOnly('PUT') },
      { property: '$.createdAtUTC', reasons: readOnly('PUT') },
    ]);
    expect(input).toEqual({ campaignId: 'c', adGroupId: 'g' });
    const post = mapRestPayload(adGroups, 'AdGroupPatchInput', { CAMPAIGNID: 'c', isHighFillRate: false }, restMap, { method: 'POST' });
    expect(post.problems).toEqual([{ property: '$.CAMPAIGNID', reasons: readOnly('POST') }]);
    expect(post.input).toEqual({ isHighFillRate: false });
  });

  it('a name of the REST map that maps to a read-only field is read-only (the class follows the field)', () => {
    const map = mergeRestMaps(restMap, parseRestMap('types:\n  - type: AdGroupPatchInput\n    properties:\n      Created: createdAtUTC\n', 'extra.yaml'));
    const { problems, input } = mapRestPayload(adGroups, 'AdGroupPatchInput', { Created: '2026-01-01T00:00:00Z' }, map, { method: 'PUT' });
    expect(problems).toEqual([{ property: '$.Created', reasons: readOnly('PUT') }]);
    expect(input).toEqual({});
  });
});

describe('the JSON text: duplicate keys (mapRestPayloadText)', () => {
  it('reports a key given twice with its path, lines and columns, and keeps the last value as JSON.parse does', () => {
    const { input, problems } = mapRestPayloadText(platform, 'AdvertiserFilterInput', '{"AdvertiserNameContains":"A","AdvertiserNameContains":"B"}', restMap);
    expect(problems).toEqual([
      {
        property: '$.AdvertiserNameContains',
        reasons: [
          'The property at $.AdvertiserNameContains is given 2 times (line 1, column 2; line 1, column 31). Only the last value is used, as JSON.parse does; the others are ignored.',
        ],
      },
    ]);
    expect(input).toEqual({ advertiserNameContains: 'B' });
  });

  it('in nested objects and arrays, over several lines (CRLF), three times, and after a byte order mark', () => {
    const text = '\uFEFF{\r\n  "OrderName": "o",\r\n  "Items": [\r\n    {"Name": "a", "Quantity": 1},\r\n    {"Name": "b", "Quantity": 1, "Quantity": 2, "Quantity": 3}\r\n  ]\r\n}';
    const { input, problems } = mapRestPayloadText(orders, 'OrderCreateInput', text, restMap);
    expect(problems).toEqual([
      {
        property: '$.Items[1].Quantity',
        reasons: [
          'The property at $.Items[1].Quantity is given 3 times (line 5, column 19; line 5, column 34; line 5, column 49). Only the last value is used, as JSON.parse does; the others are ignored.',
        ],
      },
    ]);
    expect(input).toEqual({ orderName: 'o', items: [{ name: 'a', quantity: 1 }, { name: 'b', quantity: 3 }] });
  });

  it('keys equal once their escapes are read are duplicates; keys that differ in case are two spellings of one field', () => {
    const escaped = mapRestPayloadText(platform, 'AdvertiserFilterInput', '{"PartnerId":"p","\\u0050artnerId":"q"}', restMap);
    expect(escaped.problems.map((p) => p.property)).toEqual(['$.PartnerId']);
    expect(escaped.input).toEqual({ partnerId: 'q' });
    const cased = mapRestPayloadText(platform, 'AdvertiserFilterInput', '{"PartnerId":"p","partnerId":"q"}', restMap);
    expect(cased.problems).toEqual([{ property: '$.partnerId', reasons: ['The property maps to AdvertiserFilterInput.partnerId, which $.PartnerId already sets.'] }]);
  });

  it('text that is not JSON is a SunsetError with the file, line and column', () => {
    let error: unknown;
    try {
      mapRestPayloadText(platform, 'AdvertiserFilterInput', '{\n  "PartnerId": tru\n}', restMap, { file: 'body.json' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SunsetError);
    expect((error as SunsetError).toLine()).toMatch(/^body\.json:2:\d+: payload is not valid JSON: /);
  });

  it('gives the same input as mapRestPayload on the parsed body', () => {
    const text = JSON.stringify({ OrderName: 'o', Items: [item('a', { Dimensions: { WidthCm: 2 } })], Tags: ['x'] });
    expect(mapRestPayloadText(orders, 'OrderCreateInput', text, restMap)).toEqual(mapRestPayload(orders, 'OrderCreateInput', JSON.parse(text), restMap));
  });
});

describe('deal type aliases of spec 2.8 (values of the REST map)', () => {
  const deal = (dealType: unknown) => ({
    Name: 'Q4',
    DealType: dealType,
    CategoryTaxonomy: 'IAB_CONTENT_2_2',
    Flight: { StartDate: '2026-12-01T00:00:00Z', EndDate: '2027-01-01T00:00:00Z' },
    AuctionType: 'FixedPrice',
    BuyerKaids: ['k1'],
  });

  it('accepts endeavor and PG in any case, with an info problem that names the value sent', () => {
    for (const [alias, value] of [['Endeavor', 'STANDARD'], ['endeavor', 'STANDARD'], ['ENDEAVOR', 'STANDARD'], ['PG', 'PROGRAMMATIC_GUARANTEED'], ['pg', 'PROGRAMMATIC_GUARANTEED']]) {
      const { input, problems } = mapRestPayload(deals, 'DealCreateInput', deal(alias), restMap);
      expect(input!['dealType'], alias).toBe(value);
      expect(problems, alias).toEqual([
        { property: '$.DealType', severity: 'info', reasons: [`The value "${alias}" at $.DealType is another name of ${value} (DealType), and is sent as ${value}.`] },
      ]);
    }
  });

  it('the values themselves need no note; other names stay problems', () => {
    expect(mapRestPayload(deals, 'DealCreateInput', deal('Commitment'), restMap)).toMatchObject({ input: { dealType: 'COMMITMENT' }, problems: [] });
    expect(mapRestPayload(deals, 'DealCreateInput', deal('Standard'), restMap)).toMatchObject({ input: { dealType: 'STANDARD' }, problems: [] });
    expect(mapRestPayload(deals, 'DealCreateInput', deal('Preferred'), restMap).problems).toEqual([
      { property: '$.DealType', reasons: ['The value "Preferred" at $.DealType is not one of STANDARD, COMMITMENT, PROGRAMMATIC_GUARANTEED (DealType).'] },
    ]);
  });

  it('an alias to a value the enum lacks is an error naming the REST map line', () => {
    const map = mergeRestMaps(restMap, parseRestMap('values:\n  DealType:\n    Spot: SPOT\n', 'extra.yaml'));
    expect(() => mapRestPayload(deals, 'DealCreateInput', deal('spot'), map)).toThrow(SunsetError);
    try {
      mapRestPayload(deals, 'DealCreateInput', deal('spot'), map);
    } catch (error) {
      expect((error as SunsetError).toLine()).toBe('extra.yaml:3:5: REST map: the alias Spot of DealType → SPOT: DealType has no value SPOT');
    }
  });
});

describe('values of the wrong JSON type, nested objects without a required field, Long beyond 2^53', () => {
  it('an enum value that is not a string says what was expected', () => {
    const { problems } = mapRestPayload(adGroups, 'AdGroupCreateInput', { AdGroupName: 'n', Channels: [['DISPLAY'], 5, 'Video'] }, restMap);
    expect(problems).toEqual([
      { property: '$.Channels[0]', reasons: ['The value at $.Channels[0] must be one of DISPLAY, VIDEO, NATIVE_VIDEO (Channel), got an array.'] },
      { property: '$.Channels[1]', reasons: ['The value at $.Channels[1] must be one of DISPLAY, VIDEO, NATIVE_VIDEO (Channel), got 5.'] },
    ]);
  });

  it('leaves out a nested object that lacks a required field, and says so in its problem', () => {
    const { input, problems } = mapRestPayload(
      adGroups,
      'AdGroupCreateInput',
      { AdGroupName: 'n', BidLines: [{ BidAdjustment: 1.5, Channel: 'Display' }, {}, { BidAdjustment: 'x' }, { BidAdjustment: 2 }] },
      restMap,
    );
    expect(input).toEqual({ adGroupName: 'n', bidLines: [{ bidAdjustment: 1.5, channel: 'DISPLAY' }, { bidAdjustment: 2 }] });
    expect(problems).toEqual([
      {
        property: '$.BidLines[1].BidAdjustment',
        reasons: ['The property is required (BidLineInput.bidAdjustment: Float!).', '$.BidLines[1] is left out of the input, since BidLineInput.bidAdjustment is required.'],
      },
      {
        property: '$.BidLines[2].BidAdjustment',
        reasons: ['The value at $.BidLines[2].BidAdjustment must be a Float (a number), got "x".', '$.BidLines[2] is left out of the input, since BidLineInput.bidAdjustment is required.'],
      },
    ]);
  });

  it('a nested object (not in a list) that lacks a required field is left out of its parent, and its problem says so', () => {
    const body = { Name: 'Q4', DealType: 'Standard', CategoryTaxonomy: 'IAB_CONTENT_2_2', Flight: { StartDate: 'soon', EndDate: '2027-01-01T00:00:00Z' }, AuctionType: 'FixedPrice', BuyerKaids: ['k'] };
    const { input, problems } = mapRestPayload(deals, 'DealCreateInput', body, restMap);
    expect(input).not.toHaveProperty('flight');
    expect(problems).toEqual([
      {
        property: '$.Flight.StartDate',
        reasons: [
          'The value at $.Flight.StartDate must be a DateTime in ISO 8601 UTC with a trailing Z (for example 2026-10-30T00:00:00Z), got "soon".',
          '$.Flight is left out of the input, since FlightInput.startDate is required.',
        ],
      },
    ]);
  });

  it('a Long given as a string of digits beyond 2^53 is accepted and sent as that string', () => {
    const { input, problems } = mapRestPayload(adGroups, 'AdGroupCreateInput', { AdGroupName: 'n', Budget: '9007199254740993' }, restMap);
    expect(input).toEqual({ adGroupName: 'n', budget: '9007199254740993' });
    expect(problems).toEqual([
      { property: '$.Budget', severity: 'info', reasons: ['The Long at $.Budget is beyond 2^53, so it is sent as the string "9007199254740993": a JSON number would lose precision.'] },
    ]);
    // Within 2^53 numeric text is a number, as before; beyond 64 bits it is no Long.
    expect(mapRestPayload(adGroups, 'AdGroupCreateInput', { AdGroupName: 'n', Budget: '12345' }, restMap).input).toEqual({ adGroupName: 'n', budget: 12345 });
    expect(mapRestPayload(adGroups, 'AdGroupCreateInput', { AdGroupName: 'n', Budget: '12345678901234567890' }, restMap).problems).toEqual([
      { property: '$.Budget', reasons: ['The value at $.Budget must be a Long (a 64-bit integer), got "12345678901234567890".'] },
    ]);
  });

  it('a JSON number beyond 2^53 in the text: the problem quotes the digits as written, and they are what is sent', () => {
    const { input, problems } = mapRestPayloadText(adGroups, 'AdGroupCreateInput', '{"AdGroupName":"n","Budget":9007199254740993,"CampaignId":12345678901234567890}', restMap, { method: 'PUT' });
    expect(input).toEqual({ adGroupName: 'n', budget: '9007199254740993', campaignId: '12345678901234567890' });
    expect(problems).toEqual([
      {
        property: '$.Budget',
        severity: 'warning',
        reasons: [
          'The number 9007199254740993 at $.Budget is beyond 2^53, so JSON.parse reads it as 9007199254740992: the Long is sent as the string of its digits ("9007199254740993"). Send such values as strings.',
        ],
      },
      {
        property: '$.CampaignId',
        severity: 'warning',
        reasons: [
          'The number 12345678901234567890 at $.CampaignId is beyond 2^53, so JSON.parse reads it as 12345678901234567168: the ID is taken as written ("12345678901234567890"). Send such values as strings.',
        ],
      },
    ]);
    // An Int out of range quotes the digits as written, not what JSON.parse made of them.
    expect(mapRestPayloadText(adGroups, 'AdGroupCreateInput', '{"AdGroupName":"n","Count":9007199254740993}', restMap).problems).toEqual([
      { property: '$.Count', reasons: ['The value at $.Count must be an Int (a 32-bit integer), got 9007199254740993.'] },
    ]);
  });

  it('without the text, a number beyond 2^53 is kept and flagged as possibly inexact', () => {
    const { input, problems } = mapRestPayload(adGroups, 'AdGroupCreateInput', { AdGroupName: 'n', Budget: 2 ** 60 }, restMap);
    expect(input).toEqual({ adGroupName: 'n', budget: 2 ** 60 });
    expect(problems).toEqual([
      {
        property: '$.Budget',
        severity: 'warning',
        reasons: ['The number 1152921504606846976 at $.Budget is beyond 2^53: a JSON number this large may have lost precision before it was read. Send a Long this large as a string.'],
      },
    ]);
  });
});
