/** The naming rule of spec 2.6: properties (fast-check) and the schema's own names. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { closestNames, editDistance, graphqlToRestName, restToGraphqlName, toEnumValueName } from '../src/rest/naming.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const schemaOf = (file: string) => buildSchemaFromSdl(readFileSync(path.join(repoRoot, 'schema', file), 'utf8'), file).schema;
const platform = schemaOf('platform.graphql');
const deals = schemaOf('deals.graphql');

function fieldNames(schema: GraphQLSchema): string[] {
  const names: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) names.push(`${type.name}.${field.name}`);
    }
  }
  return names;
}

describe('restToGraphqlName: the examples of spec 2.6', () => {
  it.each([
    ['AdvertiserName', 'advertiserName'],
    ['IsEnabled', 'isEnabled'],
    ['CreatedAtUTC', 'createdAtUTC'],
    ['lastUpdatedAtUTC', 'lastUpdatedAtUTC'],
    ['PartnerId', 'partnerId'],
    ['TotalFilteredCount', 'totalFilteredCount'],
  ])('%s → %s', (rest, graphql) => {
    expect(restToGraphqlName(rest)).toBe(graphql);
  });
});

describe('restToGraphqlName: leading acronyms', () => {
  it.each([
    ['IPAddress', 'ipAddress'],
    ['URLTemplate', 'urlTemplate'],
    ['KAID', 'kaid'],
    ['ID', 'id'],
    ['Id', 'id'],
    ['UTC', 'utc'],
    ['A', 'a'],
    ['ABTest', 'abTest'],
    ['IPv4Address', 'iPv4Address'],
    ['V3Path', 'v3Path'],
    ['ABC123Def', 'abc123Def'],
    ['HTTP2', 'http2'],
    ['KAIDList', 'kaidList'],
  ])('%s → %s', (rest, graphql) => {
    expect(restToGraphqlName(rest)).toBe(graphql);
  });

  it('leaves names that do not start with a capital as they are', () => {
    for (const name of ['', '_Private', '$Ref', '3DModel', 'éclair', 'Éclair', 'camelCase', 'already_snake']) {
      expect(restToGraphqlName(name)).toBe(name);
    }
  });

  it('changes only the leading run of capitals', () => {
    expect(restToGraphqlName('IsHighFillRate')).toBe('isHighFillRate');
    expect(restToGraphqlName('ClickURLTemplate')).toBe('clickURLTemplate');
    expect(restToGraphqlName('Some_Odd-Name')).toBe('some_Odd-Name');
  });
});

describe('restToGraphqlName: properties', () => {
  it('never throws and always returns a string, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })), (text) => {
        expect(typeof restToGraphqlName(text)).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: converting its output again changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[A-Z]{0,5}[a-z0-9]{0,4}[A-Za-z0-9]{0,8}$/)), (text) => {
        const once = restToGraphqlName(text);
        expect(restToGraphqlName(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps camelCase names (its own outputs) stable', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][A-Za-z0-9]*$/), (name) => {
        expect(restToGraphqlName(name)).toBe(name);
      }),
    );
  });

  it('changes only the case of the first characters, never the letters or the length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_]*$/), (name) => {
        const converted = restToGraphqlName(name);
        expect(converted.length).toBe(name.length);
        expect(converted.toLowerCase()).toBe(name.toLowerCase());
        // Only a prefix changes, and it is lower-cased.
        const prefixLowered = Array.from({ length: name.length + 1 }, (_, k) => k).some(
          (k) => converted.slice(k) === name.slice(k) && converted.slice(0, k) === name.slice(0, k).toLowerCase(),
        );
        expect(prefixLowered).toBe(true);
      }),
    );
  });

  it('turns PascalCase words into camelCase: the first word lower-cased, the rest kept', () => {
    const word = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.stringMatching(/^[a-z]{1,8}$/)).map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const [head, ...tail] = words;
        expect(restToGraphqlName(words.join(''))).toBe(head!.toLowerCase() + tail.join(''));
      }),
    );
  });

  it('lower-cases a whole leading acronym before a capitalized word, keeping that word', () => {
    const acronym = fc.stringMatching(/^[A-Z]{2,5}$/);
    const word = fc.tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.stringMatching(/^[a-z]{1,8}$/)).map(([a, b]) => a + b);
    fc.assert(
      fc.property(acronym, word, (a, w) => {
        expect(restToGraphqlName(a + w)).toBe(a.toLowerCase() + w);
      }),
    );
  });
});

describe('restToGraphqlName agrees with the bundled schemas', () => {
  const platformFields = fieldNames(platform);
  const dealFields = fieldNames(deals);

  it('has fields to check', () => {
    expect(platformFields.length).toBeGreaterThan(100);
    expect(dealFields.length).toBeGreaterThan(50);
  });

  it('maps the PascalCase form of EVERY field of every object, interface and input type of the platform schema back to the field', () => {
    const wrong = platformFields.filter((coordinate) => {
      const field = coordinate.split('.')[1]!;
      return restToGraphqlName(graphqlToRestName(field)) !== field;
    });
    expect(wrong).toEqual([]);
  });

  it('does the same for every field of the deal API schema', () => {
    const wrong = dealFields.filter((coordinate) => {
      const field = coordinate.split('.')[1]!;
      return restToGraphqlName(graphqlToRestName(field)) !== field;
    });
    expect(wrong).toEqual([]);
  });

  it('holds for fields drawn at random too (fast-check over the schema fields)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...platformFields, ...dealFields), (coordinate) => {
        const field = coordinate.split('.')[1]!;
        const rest = graphqlToRestName(field);
        expect(rest.charAt(0)).toMatch(/[A-Z]/);
        expect(restToGraphqlName(rest)).toBe(field);
      }),
    );
  });
});

describe('helpers', () => {
  it('graphqlToRestName upper-cases the first letter only', () => {
    expect(graphqlToRestName('advertiserName')).toBe('AdvertiserName');
    expect(graphqlToRestName('createdAtUTC')).toBe('CreatedAtUTC');
    expect(graphqlToRestName('')).toBe('');
    expect(graphqlToRestName('_x')).toBe('_x');
  });

  it('toEnumValueName turns REST enum text into GraphQL enum value names', () => {
    expect(toEnumValueName('FixedPrice')).toBe('FIXED_PRICE');
    expect(toEnumValueName('ProgrammaticGuaranteed')).toBe('PROGRAMMATIC_GUARANTEED');
    expect(toEnumValueName('SOURCE_TID')).toBe('SOURCE_TID');
    expect(toEnumValueName('firstPrice')).toBe('FIRST_PRICE');
    expect(toEnumValueName('IABContent')).toBe('IAB_CONTENT');
  });

  it('editDistance is the Levenshtein distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const d = editDistance(a, b);
        expect(d).toBe(editDistance(b, a));
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
      }),
    );
  });

  it('closestNames suggests close names, closest first', () => {
    expect(closestNames('advertiserNam', ['advertiserName', 'description', 'id'])).toEqual(['advertiserName']);
    expect(closestNames('isEnabld', ['isEnabled', 'isHighFillRate'])).toEqual(['isEnabled']);
    expect(closestNames('zzzzzz', ['advertiserName', 'id'])).toEqual([]);
  });
});
