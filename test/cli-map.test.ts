/**
 * `sunset map` as users run it: a subprocess of the compiled CLI (run after a build).
 * Until src/cli/main.ts registers `map`, the same `mapCommand()` runs under a test-only stand-in
 * program with main's error handling (test/fixtures/rest/map-cli.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binPath, repoRoot, runCli, type CliResult } from './helpers/run-cli.js';

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'rest');
const standIn = path.join(fixtures, 'map-cli.mjs');
const lines = (text: string) => text.split('\n').filter((line) => line.length > 0);

let tmp: string;
let registered = false;

beforeAll(() => {
  expect(existsSync(path.join(repoRoot, 'dist', 'src', 'cli', 'commands', 'map.js')), 'build first: npx tsc -p tsconfig.json').toBe(true);
  // An empty working directory: no graphql.config, so the bundled schema is used.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sunset-map-'));
  registered = /^\s+map\b/m.test(runCli(['--help']).stdout);
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** `sunset map …`: the real bin once main registers the command, else the stand-in program. */
function map(args: string[], options: { cwd?: string; input?: string } = {}): CliResult {
  if (registered && options.input === undefined) return runCli(['map', ...args], { cwd: options.cwd ?? tmp });
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete env['FORCE_COLOR'];
  const result = spawnSync(process.execPath, [registered ? binPath : standIn, 'map', ...args], {
    cwd: options.cwd ?? tmp,
    env,
    encoding: 'utf8',
    timeout: 60_000,
    ...(options.input !== undefined ? { input: options.input } : {}),
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe('sunset map <Type> <RestProperty...>', () => {
  it('prints each mapping of the issue example', () => {
    const result = map(['Advertiser', 'AdvertiserName', 'PartnerId', 'CurrencyCode']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      'Advertiser.AdvertiserName → advertiserName',
      "Advertiser.PartnerId → partner.id (the nested object's id)",
      expect.stringMatching(/^Advertiser\.CurrencyCode → currency\.id \(currency \{ id longName \}; the nested object's id; from .*schema\/rest-map\.yaml:\d+\)$/),
    ]);
  });

  it('says why there is no equivalent, with suggestions', () => {
    const result = map(['Advertiser', 'AdvertiserNam', 'Country', 'CreatedAtUTC', 'Xyzzy']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      'Advertiser.AdvertiserNam → no equivalent (Advertiser has no field advertiserNam and the REST map has no entry for AdvertiserNam; did you mean advertiserName?)',
      expect.stringMatching(/^Advertiser\.Country → country \{ id shortName longName \} \(from .*rest-map\.yaml:\d+\)$/),
      'Advertiser.CreatedAtUTC → createdAtUTC (read-only)',
      'Advertiser.Xyzzy → no equivalent (Advertiser has no field xyzzy and the REST map has no entry for Xyzzy)',
    ]);
  });

  it('prints JSON with --format json', () => {
    const result = map(['AdGroup', 'CampaignId', 'IsHighFillRate', '--format', 'json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject([
      { typeName: 'AdGroup', restName: 'CampaignId', kind: 'nested-id', path: 'campaign.id', readOnly: 'create' },
      { typeName: 'AdGroup', restName: 'IsHighFillRate', kind: 'field', path: 'isHighFillRate', readOnly: 'update' },
    ]);
  });

  it('uses the bundled deal API schema for its types', () => {
    const result = map(['DealCreateInput', 'BuyerKaids', 'BuyerSeatIds']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[0]).toBe('DealCreateInput.BuyerKaids → buyerKaids');
    expect(lines(result.stdout)[1]).toContain('no equivalent (buyer seats are replaced by the KAIDs of the buying parties (buyerKaids)');
  });

  it('takes --schema and --rest-map', () => {
    const result = map([
      'OrderItemInput',
      'Name',
      'Colour',
      '--schema',
      path.join(fixtures, 'orders.graphql'),
      '--rest-map',
      path.join(fixtures, 'colour-rest-map.yaml'),
    ]);
    expect(result.stderr).toBe('');
    expect(lines(result.stdout)).toEqual(['OrderItemInput.Name → name', expect.stringMatching(/^OrderItemInput\.Colour → color \(from .*colour-rest-map\.yaml:4\)$/)]);
  });
});

describe('sunset map --payload <file> --input <InputType>', () => {
  it('prints the GraphQL input object and the problems as JSON', () => {
    const result = map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'AdvertiserCreateInput']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      input: {
        partnerId: 'p-1',
        advertiserName: 'Acme',
        currencyCode: 'USD',
        countryId: 'US',
        attribution: { clickLookbackWindow: 30 },
        customLabels: ['spring', 'retail'],
      },
      problems: [
        { property: '$.CreatedAtUTC', reasons: ['The property is read-only for the method POST.'] },
        { property: '$.Descripton', reasons: ['The property at $.Descripton was not recognized.', 'Did you mean description?'] },
      ],
    });
  });

  it('judges read-only properties for --method', () => {
    const body = path.join(tmp, 'ad-group.json');
    writeFileSync(body, JSON.stringify({ PartnerId: 'p', AdvertiserName: 'A', CurrencyCode: 'USD', CampaignId: 'c', IsHighFillRate: false }));
    const post = JSON.parse(map(['--payload', body, '--input', 'AdvertiserCreateInput', '--method', 'post']).stdout) as { problems: Array<{ property: string; reasons: string[] }> };
    expect(post.problems).toContainEqual({ property: '$.CampaignId', reasons: ['The property is read-only for the method POST.'] });
    const put = JSON.parse(map(['--payload', body, '--input', 'AdvertiserCreateInput', '--method', 'PUT']).stdout) as typeof post;
    expect(put.problems).toContainEqual({ property: '$.IsHighFillRate', reasons: ['The property is read-only for the method PUT.'] });
  });

  it('reads the body from stdin with --payload -', () => {
    const result = map(['--payload', '-', '--input', 'AdvertiserFilterInput'], { input: '{"PartnerId": 7}' });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ input: { partnerId: '7' }, problems: [] });
  });
});

/** The reviewer's ad group schema (/tmp/review-map/ag.graphql), written to the temporary directory. */
const AD_GROUP_SDL = `scalar DateTime
scalar Long
type Query { adGroup(id: ID!): AdGroup }
type AdGroup { id: ID! adGroupName: String! isHighFillRate: Boolean! createdAtUTC: DateTime }
input BidLineInput { bidAdjustment: Float! }
input AdGroupCreateInput { adGroupName: String! budget: Long bidLines: [BidLineInput!] }
input AdGroupPatchInput { adGroupId: ID campaignId: ID isHighFillRate: Boolean createdAtUTC: DateTime }
`;

type PayloadOutput = { input: Record<string, unknown> | null; problems: Array<{ property: string; reasons: string[]; severity?: string }> };

/** `sunset map --payload <text in a file> --input <type> …extra`, parsed. */
function mapPayload(name: string, text: string, input: string, extra: string[] = []): PayloadOutput {
  const body = path.join(tmp, name);
  writeFileSync(body, text);
  const result = map(['--payload', body, '--input', input, ...extra]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as PayloadOutput;
}

describe('the review reproductions', () => {
  const schemaArgs = () => {
    const schema = path.join(tmp, 'ag.graphql');
    writeFileSync(schema, AD_GROUP_SDL);
    return ['--schema', schema];
  };
  const readOnly = (method: string) => [`The property is read-only for the method ${method}.`];

  it('a read-only property spelled in another case is reported: CreatedAtUTC on both methods, AdGroupId on POST, IsHighFillRate on PUT', () => {
    const text = '{"CreatedAtUtc":"2026-01-01T00:00:00Z","AdGroupID":"g","IsHighFillRATE":true}';
    const post = mapPayload('case2.json', text, 'AdGroupPatchInput', ['--method', 'POST', ...schemaArgs()]);
    expect(post).toEqual({
      input: { isHighFillRate: true },
      problems: [
        { property: '$.CreatedAtUtc', reasons: readOnly('POST') },
        { property: '$.AdGroupID', reasons: readOnly('POST') },
      ],
    });
    const put = mapPayload('case2.json', text, 'AdGroupPatchInput', ['--method', 'PUT', ...schemaArgs()]);
    expect(put).toEqual({
      input: { adGroupId: 'g' },
      problems: [
        { property: '$.CreatedAtUtc', reasons: readOnly('PUT') },
        { property: '$.IsHighFillRATE', reasons: readOnly('PUT') },
      ],
    });
    const camel = mapPayload('camel.json', '{"isHighFillRate":true}', 'AdGroupPatchInput', ['--method', 'PUT', ...schemaArgs()]);
    expect(camel).toEqual({ input: {}, problems: [{ property: '$.isHighFillRate', reasons: readOnly('PUT') }] });
  });

  it('property mode keeps the read-only note for another spelling', () => {
    const result = map(['Advertiser', 'CreatedAtUtc', 'createdAtUTC']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      'Advertiser.CreatedAtUtc → createdAtUTC (differs from the REST name only in case; read-only)',
      'Advertiser.createdAtUTC → createdAtUTC (read-only)',
    ]);
  });

  it('the list filter PartnerId is the where argument of the list query; paging names are arguments only on connections', () => {
    const result = map(['AdvertiserConnection', 'PartnerId', 'PageSize']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      'AdvertiserConnection.PartnerId → the argument where: { partnerId } of Query.advertisers (a filter of the list request)',
      expect.stringMatching(/^AdvertiserConnection\.PageSize → the argument first of Query\.advertisers \(or last, counted from the end; from .*rest-map\.yaml:\d+\)$/),
    ]);
    const onNode = map(['Advertiser', 'PageSize']);
    expect(lines(onNode.stdout)).toEqual([
      expect.stringMatching(
        /^Advertiser\.PageSize → no equivalent \(PageSize is paging: in GraphQL the argument first \(or last, counted from the end\) of Query\.advertisers, not a field of Advertiser; from .*rest-map\.yaml:\d+\)$/,
      ),
    ]);
    const json = JSON.parse(map(['AdvertiserConnection', 'PartnerId', '--format', 'json']).stdout) as unknown[];
    expect(json).toMatchObject([{ kind: 'argument', path: 'where.partnerId', listFields: ['Query.advertisers'] }]);
  });

  it('a duplicate key is a problem with its JSON path, line and column; the last value is used', () => {
    const output = mapPayload('dup.json', '{\n  "AdvertiserNameContains": "A",\n  "AdvertiserNameContains": "B"\n}\n', 'AdvertiserFilterInput');
    expect(output).toEqual({
      input: { advertiserNameContains: 'B' },
      problems: [
        {
          property: '$.AdvertiserNameContains',
          reasons: [
            'The property at $.AdvertiserNameContains is given 2 times (line 2, column 3; line 3, column 3). Only the last value is used, as JSON.parse does; the others are ignored.',
          ],
        },
      ],
    });
    // The reviewer's body: every other problem is still reported after it.
    const proto = mapPayload('proto.json', '{"AdvertiserName":"A","AdvertiserName":"B","Constructor":1}', 'AdvertiserCreateInput');
    expect(proto.input).toEqual({ advertiserName: 'B' });
    expect(proto.problems.map((p) => p.property)).toEqual(['$.AdvertiserName', '$.Constructor', '$.PartnerId', '$.CurrencyCode']);
    expect(proto.problems[0]!.reasons[0]).toContain('(line 1, column 2; line 1, column 23)');
  });

  it('the deal-type aliases of spec 2.8 (Endeavor, PG) are accepted, with an info problem', () => {
    const deal = (dealType: string) =>
      JSON.stringify({ Name: 'Q4', DealType: dealType, CategoryTaxonomy: 'IAB_CONTENT_2_2', Flight: { StartDate: '2027-01-01T00:00:00Z', EndDate: '2027-02-01T00:00:00Z' }, AuctionType: 'FixedPrice', BuyerKaids: ['k1'] });
    const endeavor = mapPayload('deal.json', deal('Endeavor'), 'DealCreateInput');
    expect(endeavor.input).toMatchObject({ dealType: 'STANDARD' });
    expect(endeavor.problems).toEqual([
      { property: '$.DealType', severity: 'info', reasons: ['The value "Endeavor" at $.DealType is another name of STANDARD (DealType), and is sent as STANDARD.'] },
    ]);
    const pg = mapPayload('deal.json', deal('PG'), 'DealCreateInput');
    expect(pg.input).toMatchObject({ dealType: 'PROGRAMMATIC_GUARANTEED' });
    expect(pg.problems).toMatchObject([{ property: '$.DealType', severity: 'info' }]);
  });

  it('a Long beyond 2^53: as a string it is accepted; as a JSON number the problem quotes the digits as written', () => {
    const asString = mapPayload('long.json', '{"AdGroupName":"n","Budget":"9007199254740993"}', 'AdGroupCreateInput', schemaArgs());
    expect(asString.input).toEqual({ adGroupName: 'n', budget: '9007199254740993' });
    expect(asString.problems).toMatchObject([{ property: '$.Budget', severity: 'info' }]);
    const asNumber = mapPayload('long2.json', '{"AdGroupName":"n","Budget":9007199254740993}', 'AdGroupCreateInput', schemaArgs());
    expect(asNumber.input).toEqual({ adGroupName: 'n', budget: '9007199254740993' });
    expect(asNumber.problems).toEqual([
      {
        property: '$.Budget',
        severity: 'warning',
        reasons: [
          'The number 9007199254740993 at $.Budget is beyond 2^53, so JSON.parse reads it as 9007199254740992: the Long is sent as the string of its digits ("9007199254740993"). Send such values as strings.',
        ],
      },
    ]);
  });

  it('a nested object whose required field failed is left out, and its problem says so', () => {
    const output = mapPayload('bid-lines.json', '{"AdGroupName":"n","BidLines":[{"BidAdjustment":1.5},{}]}', 'AdGroupCreateInput', schemaArgs());
    expect(output).toEqual({
      input: { adGroupName: 'n', bidLines: [{ bidAdjustment: 1.5 }] },
      problems: [
        {
          property: '$.BidLines[1].BidAdjustment',
          reasons: ['The property is required (BidLineInput.bidAdjustment: Float!).', '$.BidLines[1] is left out of the input, since BidLineInput.bidAdjustment is required.'],
        },
      ],
    });
  });

  it('an enum value of the wrong JSON type says what was expected', () => {
    const output = mapPayload('channels.json', '{"DealId":"1","InventoryTerms":{"Channels":[["DISPLAY"]]}}', 'DealReviseInput');
    expect(output.problems).toContainEqual({
      property: '$.InventoryTerms.Channels[0]',
      reasons: ['The value at $.InventoryTerms.Channels[0] must be one of AUDIO, VIDEO, DISPLAY, DOOH, NATIVE_AUDIO, NATIVE_VIDEO (InventoryChannel), got an array.'],
    });
  });
});

describe('the README and docs/rest-map.md examples are what the command prints', () => {
  it('property mode, in the repository (bundled schema and REST map)', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const docs = readFileSync(path.join(repoRoot, 'docs', 'rest-map.md'), 'utf8');
    const run = (args: string[]) => {
      const result = map(args, { cwd: repoRoot });
      expect(result.code).toBe(0);
      return lines(result.stdout);
    };
    for (const line of run(['Advertiser', 'AdvertiserName', 'PartnerId', 'CurrencyCode', 'Country', 'ClickLookbackWindow', 'CreatedAtUtc'])) expect(readme).toContain(line);
    for (const line of run(['AdvertiserConnection', 'PartnerId', 'PageSize'])) {
      expect(readme).toContain(line);
      expect(docs).toContain(line);
    }
    for (const line of run(['Advertiser', 'AdvertiserName', 'PartnerId', 'CurrencyCode', 'CreatedAtUtc', 'AdvertiserNam', 'PageSize'])) expect(docs).toContain(line);
  });
});

describe('bad input: one line on stderr, exit 2', () => {
  const expectOneLineError = (result: CliResult, pattern: RegExp) => {
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toHaveLength(1);
    expect(result.stderr).toMatch(pattern);
  };

  it('an unknown type', () => {
    expectOneLineError(map(['Advertisr', 'AdvertiserName']), /^sunset: unknown type "Advertisr" in the schema; did you mean Advertiser\?\n$/);
    // The bundled deal API schema is searched for suggestions too.
    expectOneLineError(map(['DealCreatInput', 'Name']), /^sunset: unknown type "DealCreatInput" in the schema; did you mean DealCreateInput\?\n$/);
    expectOneLineError(map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'DealReviseInpt']), /^sunset: unknown type "DealReviseInpt" in the schema; did you mean DealReviseInput\?\n$/);
    expectOneLineError(map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'AdvertiserCreate']), /^sunset: unknown type "AdvertiserCreate" in the schema; did you mean AdvertiserCreateInput\?\n$/);
  });

  it('an output type given as --input', () => {
    expectOneLineError(map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'Advertiser']), /^sunset: type "Advertiser" is an output type/);
  });

  it('an output type given as --input: the input type of its mutation in the schema, never a made-up name (AdvertiserInput)', () => {
    const body = path.join(fixtures, 'advertiser-create.json');
    const advertiser = map(['--payload', body, '--input', 'Advertiser', '--endpoint', 'POST /v3/advertiser']);
    expectOneLineError(
      advertiser,
      /^sunset: type "Advertiser" is an output type; a REST body maps onto the input type of a mutation: AdvertiserCreateInput \(Mutation\.advertiserCreate\(input:\)\)\n$/,
    );
    expect(advertiser.stderr).not.toContain('AdvertiserInput');
    expectOneLineError(
      map(['--payload', body, '--input', 'Campaign']),
      /^sunset: type "Campaign" is an output type; a REST body maps onto the input type of a mutation, and the schema has no mutation returning Campaign with an input object argument\n$/,
    );
  });

  it('bad JSON, with the file and line', () => {
    expectOneLineError(
      map(['--payload', path.join(fixtures, 'bad.json'), '--input', 'AdvertiserCreateInput'], { cwd: repoRoot }),
      /^sunset: test\/fixtures\/rest\/bad\.json:4:1: payload is not valid JSON: /,
    );
  });

  it('an unreadable payload file', () => {
    expectOneLineError(map(['--payload', 'missing.json', '--input', 'AdvertiserCreateInput']), /^sunset: missing\.json: cannot read payload: no such file\n$/);
  });

  it('a bad REST map file, with the file and line', () => {
    expectOneLineError(
      map(['Advertiser', 'Name', '--rest-map', 'test/fixtures/rest/bad-rest-map.yaml'], { cwd: repoRoot }),
      /^sunset: test\/fixtures\/rest\/bad-rest-map\.yaml:5:33: unknown key "filds"/,
    );
  });

  it('missing arguments', () => {
    expectOneLineError(map([]), /^sunset: give a GraphQL type and REST properties/);
    expectOneLineError(map(['Advertiser']), /^sunset: give the REST properties of Advertiser/);
    expectOneLineError(map(['--payload', 'x.json']), /^sunset: --payload needs --input/);
    expectOneLineError(map(['Advertiser', 'X', '--payload', 'x.json', '--input', 'AdvertiserCreateInput']), /^sunset: with --payload, give no type or REST properties/);
  });

  it('a bad --method is a usage error (exit 2)', () => {
    const result = map(['--payload', 'x.json', '--input', 'AdvertiserCreateInput', '--method', 'GET']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("argument 'GET' is invalid. expected POST (create) or PUT (update).");
  });
});
