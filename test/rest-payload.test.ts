/** mapRestPayload: REST bodies to GraphQL input objects, problems as strict mode reports them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { childPath, mapRestPayload } from '../src/rest/map-payload.js';
import { loadRestMap, parseRestMap, mergeRestMaps } from '../src/rest/rest-map.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const read = (...parts: string[]) => readFileSync(path.join(repoRoot, ...parts), 'utf8');
const platform = buildSchemaFromSdl(read('schema', 'platform.graphql'), 'platform.graphql').schema;
const deals = buildSchemaFromSdl(read('schema', 'deals.graphql'), 'deals.graphql').schema;
const orders = buildSchemaFromSdl(read('test', 'fixtures', 'rest', 'orders.graphql'), 'orders.graphql').schema;
const restMap = loadRestMap([], { cwd: repoRoot });

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
      { property: '$.Items[2].Name', reasons: ['The property is required (OrderItemInput.name: String!).'] },
      { property: '$.Items[3].Parts[1].Colour', reasons: ['The property at $.Items[3].Parts[1].Colour was not recognized.', 'Did you mean color?'] },
      { property: '$.Discount', reasons: ['The property at $.Discount was not recognized.'] },
    ]);
    // What maps is still there.
    expect((input!['items'] as unknown[])[2]).toEqual({ quantity: 1 });
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
      { property: '$.Items[0].Quantity', reasons: ['The value at $.Items[0].Quantity must be an Int (a 32-bit integer), got 1.5.'] },
      { property: '$.Items[1].Color', reasons: ['The value "GREEN" at $.Items[1].Color is not one of DARK_RED, LIGHT_BLUE (Color).'] },
      { property: '$.Items[2].Gift', reasons: ['The value at $.Items[2].Gift must be a Boolean (true or false), got "yes".'] },
      { property: '$.Items[2].WeightKg', reasons: ['The value at $.Items[2].WeightKg must be a Float (a number), got "heavy".'] },
      { property: '$.Items[3].Dimensions', reasons: ['The value at $.Items[3].Dimensions must be an object (DimensionsInput), got an array.'] },
      { property: '$.Items[4].Name', reasons: ['The value at $.Items[4].Name must not be null (String!).'] },
    ]);
    // Numeric text becomes a number where REST accepted it; one value becomes a list of one, as GraphQL coerces it.
    expect(input).toMatchObject({ totalCents: 12345, tags: ['single'] });
    expect((input!['items'] as unknown[])[4]).toEqual({ quantity: 4 });
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
    expect(problems.filter((p) => p.reasons[0]!.includes('read-only'))).toEqual([
      { property: '$.Items[0].Quantity', reasons: ['The property is read-only for the method POST.'] },
      { property: '$.Items[1].Quantity', reasons: ['The property is read-only for the method POST.'] },
      { property: '$.Items[2].Quantity', reasons: ['The property is read-only for the method POST.'] },
      { property: '$.Items[2].CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] },
    ]);
    const update = mapRestPayload(orders, 'OrderUpdateInput', { OrderId: 9, Items: [item('a'), item('b'), item('c')] }, map);
    expect(update.method).toBe('PUT');
    expect(update.problems.map((p) => p.property)).toEqual(['$.Items[0].Name', '$.Items[1].Name', '$.Items[2].Name']);
    expect(update.input).toEqual({ orderId: '9', items: [{ quantity: 1 }, { quantity: 1 }, { quantity: 1 }] });
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
      { property: '$.PageSize', reasons: ['The property at $.PageSize was not recognized.', 'Paging is the connection argument first in GraphQL, not a field of AdvertiserFilterInput.'] },
      { property: '$.PageStartIndex', reasons: ['The property at $.PageStartIndex was not recognized.', 'Paging is the connection argument after in GraphQL, not a field of AdvertiserFilterInput.'] },
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
});
