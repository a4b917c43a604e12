/**
 * `sunset map` as users run it: a subprocess of the compiled CLI (run after a build).
 * Until src/cli/main.ts registers `map`, the same `mapCommand()` runs under a test-only stand-in
 * program with main's error handling (test/fixtures/rest/map-cli.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('bad input: one line on stderr, exit 2', () => {
  const expectOneLineError = (result: CliResult, pattern: RegExp) => {
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toHaveLength(1);
    expect(result.stderr).toMatch(pattern);
  };

  it('an unknown type', () => {
    expectOneLineError(map(['Advertisr', 'AdvertiserName']), /^sunset: unknown type "Advertisr" in the schema; did you mean Advertiser\?\n$/);
    expectOneLineError(map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'AdvertiserCreate']), /^sunset: unknown type "AdvertiserCreate" in the schema; did you mean AdvertiserCreateInput\?\n$/);
  });

  it('an output type given as --input', () => {
    expectOneLineError(map(['--payload', path.join(fixtures, 'advertiser-create.json'), '--input', 'Advertiser']), /^sunset: type "Advertiser" is an output type/);
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
