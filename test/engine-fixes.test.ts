/**
 * The engine's fixes where a rename merges fields, meets aliases and directives, or a rewrite would
 * leave a document that no longer validates; and the replacement a message names for the route a
 * suggestion takes. Every fixed output is produced the way `eslint --fix` produces it (the fixes
 * that do not touch applied in one pass, passes repeated until nothing changes) and then parsed and
 * validated with graphql-js's own rules; last, a property over random selections of retiring
 * fields with aliases and directives.
 */
import path from 'node:path';
import fc from 'fast-check';
import { NoUnusedFragmentsRule, parse, specifiedRules, validate, visit, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { Analyzer } from '../src/analysis/analyzer.js';
import { applyEdits } from '../src/analysis/text-edits.js';
import { serverValidationMessages, type FragmentIndex } from '../src/analysis/validate-document.js';
import type { Finding, TextEdit } from '../src/analysis/types.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { readChangeSchedule } from '../src/calendar/change-schedule.js';
import { buildSchemaFromSdl, loadSchemaSync } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const TODAY = '2026-11-21';
const RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

function analyzerFor(schemaFile: string, changesFile: string): { analyzer: Analyzer; schema: GraphQLSchema } {
  const schema = loadSchemaSync([schemaFile]).schema;
  const calendar = buildCalendar({ today: TODAY, schema, changes: readChangeSchedule(changesFile) });
  return { analyzer: new Analyzer({ schema, calendar, today: TODAY }), schema };
}

const platform = analyzerFor(path.join(repoRoot, 'schema', 'platform.graphql'), path.join(repoRoot, 'schema', 'changes.yaml'));
const shop = analyzerFor(path.join(repoRoot, 'test', 'fixtures', 'eslint-rules', 'schema.graphql'), path.join(repoRoot, 'test', 'fixtures', 'eslint-rules', 'changes.yaml'));


/** What `eslint --fix` makes of `text`: per pass, each finding's edits as one fix, the ones that do not touch applied; up to 10 passes. */
function fixLikeEslint(analyzer: Analyzer, file: string, text: string): string {
  let out = text;
  for (let pass = 0; pass < 10; pass++) {
    const fixes = analyzer
      .analyze([{ file, text: out }])
      .findings.flatMap((f) => (f.fix ? [{ start: Math.min(...f.fix.map((e) => e.start)), end: Math.max(...f.fix.map((e) => e.end)), edits: f.fix }] : []))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    if (fixes.length === 0) break;
    const applied: TextEdit[] = [];
    let lastPos = -Infinity;
    for (const fix of fixes) {
      if (lastPos >= fix.start) continue;
      applied.push(...fix.edits);
      lastPos = fix.end;
    }
    out = applyEdits(out, applied);
  }
  return out;
}

/** graphql-js's validation errors of a `.graphql` text, or the syntax error. */
function errorsOf(schema: GraphQLSchema, document: string): string[] {
  try {
    return validate(schema, parse(document), RULES).map((e) => e.message);
  } catch (error) {
    return [String(error)];
  }
}

const REASONS_QUERY = (inner: string, extra = '') =>
  `query Reasons($id: ID!${(inner + extra).includes('$full') ? ', $full: Boolean!' : ''}) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons { ${inner} }${extra}\n      }\n    }\n  }\n}\n`;
/** `$full` used elsewhere too, so that removing a copy that uses it leaves no variable unused. */
const ALSO_FULL = '\n        id @include(if: $full)';

const reasonFindings = (text: string) => platform.analyzer.analyze([{ file: 'reasons.graphql', text }]).findings.filter((f) => f.location?.startsWith('AdGroupDealTargetingDisallowedReasons.'));
const selectionOf = (text: string) => /disallowedReasons \{ (.*) \}/.exec(text)![1];
const fixedSelection = (inner: string, extra = '') => {
  const out = fixLikeEslint(platform.analyzer, 'reasons.graphql', REASONS_QUERY(inner, extra));
  expect(errorsOf(platform.schema, out)).toEqual([]);
  return selectionOf(out);
};
const suggested = (finding: Finding, text: string) => finding.suggestions.map((s) => selectionOf(applyEdits(text, s.fix)));

describe('a rename that merges fields keeps what the document meant', () => {
  it('keeps the copy without directives, whichever comes first: an unconditional field never becomes conditional', () => {
    expect(fixedSelection('targetedAtPartnerLevel @include(if: $full) targetedAtCampaignLevel', ALSO_FULL)).toBe('targetedAtHigherLevel');
    expect(fixedSelection('targetedAtPartnerLevel targetedAtCampaignLevel @include(if: $full)', ALSO_FULL)).toBe('targetedAtHigherLevel');
    expect(fixedSelection('targetedAtPartnerLevel @skip(if: $full) targetedAtAdvertiserLevel targetedAtCampaignLevel @include(if: $full)', ALSO_FULL)).toBe('targetedAtHigherLevel');
  });

  it('merges copies with the same directives into one, which keeps them', () => {
    expect(fixedSelection('targetedAtPartnerLevel @include(if: $full) targetedAtCampaignLevel @include(if: $full)')).toBe('targetedAtHigherLevel @include(if: $full)');
  });

  it('offers the rename of a conditional field as a suggestion where a fragment beside it selects the new field always', () => {
    const inline = REASONS_QUERY('... on AdGroupDealTargetingDisallowedReasons { targetedAtPartnerLevel } targetedAtCampaignLevel @include(if: $full)');
    const spread = `${REASONS_QUERY('...Partner targetedAtCampaignLevel @include(if: $full)')}fragment Partner on AdGroupDealTargetingDisallowedReasons { targetedAtPartnerLevel }\n`;
    for (const text of [inline, spread]) {
      const conditional = reasonFindings(text).find((f) => f.location === 'AdGroupDealTargetingDisallowedReasons.targetedAtCampaignLevel')!;
      expect(conditional.fix).toBeNull();
      expect(conditional.suggestions.map((s) => s.message)).toEqual([
        'Rename to `targetedAtHigherLevel @include(if: $full)`: not applied by --fix, since a fragment here selects `targetedAtHigherLevel` with no directive, so the field, renamed, would no longer be conditional',
      ]);
      // The fragment's own field, alone in its selection, is renamed as usual.
      expect(reasonFindings(text).find((f) => f.location === 'AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel')!.fix).not.toBeNull();
    }
    // A fragment selecting it under the same directive, or not at all: the rename stays a fix.
    const conditionalToo = `${REASONS_QUERY('...Partner @include(if: $full) targetedAtCampaignLevel @include(if: $full)')}fragment Partner on AdGroupDealTargetingDisallowedReasons { targetedAtPartnerLevel }\n`;
    expect(reasonFindings(conditionalToo).find((f) => f.location === 'AdGroupDealTargetingDisallowedReasons.targetedAtCampaignLevel')!.fix).not.toBeNull();
  });

  it('offers each rename alone, never a fix, when the copies have different directives and none is plain', () => {
    const text = REASONS_QUERY('targetedAtPartnerLevel @include(if: $full) targetedAtCampaignLevel @skip(if: $full)');
    const findings = reasonFindings(text);
    expect(findings.map((f) => f.fix)).toEqual([null, null]);
    expect(suggested(findings[0]!, text)).toEqual(['targetedAtHigherLevel @include(if: $full) targetedAtCampaignLevel @skip(if: $full)']);
    expect(suggested(findings[1]!, text)).toEqual(['targetedAtPartnerLevel @include(if: $full) targetedAtHigherLevel @skip(if: $full)']);
    expect(findings[0]!.suggestions[0]!.message).toBe(
      'Rename to `targetedAtHigherLevel @include(if: $full)`: not applied by --fix, since the selections that become `targetedAtHigherLevel` differ in their directives or sub-selections, and one of them cannot stand for all',
    );
    for (const finding of findings) for (const s of finding.suggestions) expect(errorsOf(platform.schema, applyEdits(text, s.fix))).toEqual([]);
    // The document stays as it was under --fix.
    expect(fixLikeEslint(platform.analyzer, 'reasons.graphql', text)).toBe(text);
  });

  it('offers no fix that would leave a variable unused (the conditional copy was its only use), in either order: the plain level is renamed alone, the conditional one suggested', () => {
    for (const inner of ['targetedAtPartnerLevel @include(if: $full) targetedAtCampaignLevel', 'targetedAtCampaignLevel targetedAtPartnerLevel @include(if: $full)']) {
      const text = REASONS_QUERY(inner);
      const findings = reasonFindings(text);
      const byLevel = new Map(findings.map((f) => [f.location, f]));
      const campaign = byLevel.get('AdGroupDealTargetingDisallowedReasons.targetedAtCampaignLevel')!;
      const partner = byLevel.get('AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel')!;
      expect(partner.fix, inner).toBeNull();
      expect(partner.suggestions).toHaveLength(1);
      expect(partner.suggestions[0]!.message).toMatch(/would not validate: Variable "\$full" is never used/);
      expect(errorsOf(platform.schema, applyEdits(text, partner.suggestions[0]!.fix))).toEqual([]);
      expect(campaign.fix, inner).not.toBeNull();
      const fixed = applyEdits(text, campaign.fix!);
      expect(fixed).toContain('targetedAtHigherLevel');
      expect(fixed).toContain('targetedAtPartnerLevel @include(if: $full)');
      expect(errorsOf(platform.schema, fixed)).toEqual([]);
    }
  });

  it('keeps both where a conditional copy has the key of a plain one (renamed away, that key would be left conditional)', () => {
    const text = REASONS_QUERY('targetedAtPartnerLevel targetedAtPartnerLevel @include(if: $full)');
    expect(reasonFindings(text).map((f) => f.fix)).toEqual([null, null]);
  });

  it('does not merge into a written copy that is conditional when the retiring one is not', () => {
    const text = REASONS_QUERY('targetedAtHigherLevel @include(if: $full) targetedAtPartnerLevel');
    const [finding] = reasonFindings(text);
    expect(finding!.fix).toBeNull();
    expect(suggested(finding!, text)).toEqual(['targetedAtHigherLevel @include(if: $full) targetedAtHigherLevel']);
    // Into an unconditional copy it merges.
    expect(fixedSelection('targetedAtHigherLevel targetedAtPartnerLevel @include(if: $full)', ALSO_FULL)).toBe('targetedAtHigherLevel');
  });

  it("takes a field's own ESLint line directives with it when it is merged away, and leaves every other comment", () => {
    const around = (selections: string) =>
      `query R($id: ID!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons {\n${selections}          dealExpired\n        }\n      }\n    }\n  }\n}\n`;
    // Before: the kept field's lines, then the merged one's; after: the kept field's, renamed, then what stays of the other's.
    const cases: Array<[string, string, string]> = [
      // A `-next-line` on the line above, or a `-line` after it: written for the field alone, gone with it.
      ['', '          # eslint-disable-next-line sunset/no-deprecated -- kept for now\n          targetedAtAdvertiserLevel\n', ''],
      ['', '          targetedAtAdvertiserLevel # eslint-disable-line @graphql-eslint/no-deprecated\n', ''],
      ['', '          # eslint-disable-next-line\n          targetedAtAdvertiserLevel # eslint-disable-line other/rule\n', ''],
      // Any other comment stays: a plain one, a block directive, one a blank line away.
      ['', '          # why we read it\n          targetedAtAdvertiserLevel\n', '          # why we read it\n'],
      ['', '          # eslint-disable sunset/no-deprecated\n          targetedAtAdvertiserLevel\n', '          # eslint-disable sunset/no-deprecated\n'],
      ['', '          # eslint-disable-next-line sunset/no-deprecated\n\n          targetedAtAdvertiserLevel\n', '          # eslint-disable-next-line sunset/no-deprecated\n\n'],
      // At the field kept (renamed), a directive stays with it.
      ['          # eslint-disable-next-line other/rule\n', '          targetedAtAdvertiserLevel\n', ''],
    ];
    for (const [kept, merged, left] of cases) {
      const fixed = fixLikeEslint(platform.analyzer, 'reasons.graphql', around(`${kept}          targetedAtPartnerLevel\n${merged}`));
      expect(fixed, merged).toBe(around(`${kept}          targetedAtHigherLevel\n${left}`));
      expect(errorsOf(platform.schema, fixed)).toEqual([]);
    }
  });

  it('still merges the three plain fields into one', () => {
    expect(fixedSelection('targetedAtPartnerLevel targetedAtAdvertiserLevel targetedAtCampaignLevel dealExpired')).toBe('targetedAtHigherLevel dealExpired');
    expect(fixedSelection('dealExpired targetedAtHigherLevel targetedAtCampaignLevel')).toBe('dealExpired targetedAtHigherLevel');
  });
});

describe('a rename that merges fields with sub-selections keeps every sub-field', () => {
  const sdl = `
    type Query { update: UpdateResult }
    type UpdateResult {
      errors: [Error!]!
      accountErrors: [Error!]! @deprecated(reason: "Use \`errors\`.")
      count: Int
    }
    type Error { message: String code: String field: String }
  `;
  const schema = buildSchemaFromSdl(sdl).schema;
  const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: TODAY, schema, changes: [] }), today: TODAY });
  const fixed = (text: string) => {
    const out = fixLikeEslint(analyzer, 'q.graphql', text);
    expect(errorsOf(schema, out)).toEqual([]);
    return out;
  };

  it('removes the retiring field when the new one already selects what it selects', () => {
    expect(fixed('{ update { errors { message code field } accountErrors { code } } }')).toBe('{ update { errors { message code field } } }');
  });

  it('gives the new field the sub-fields it lacks, on one line and on several', () => {
    expect(fixed('{ update { errors { message field } accountErrors { field code } } }')).toBe('{ update { errors { message field code } } }');
    expect(fixed('{\n  update {\n    errors {\n      message\n    }\n    accountErrors {\n      code\n    }\n  }\n}\n')).toBe('{\n  update {\n    errors {\n      message\n      code\n    }\n  }\n}\n');
  });

  it('offers the rename alone when the sub-fields cannot be merged (an alias in them)', () => {
    const text = '{ update { errors { message } accountErrors { c: code } } }';
    const [finding] = analyzer.analyze([{ file: 'q.graphql', text }]).findings;
    expect(finding!.fix).toBeNull();
    expect(finding!.suggestions.map((s) => applyEdits(text, s.fix))).toEqual(['{ update { errors { message } errors { c: code } } }']);
    expect(errorsOf(schema, applyEdits(text, finding!.suggestions[0]!.fix))).toEqual([]);
  });
});

describe('a reshaped selection keeps its comments', () => {
  const fixed = (text: string) => {
    const finding = platform.analyzer.analyze([{ file: 'f.graphql', text }]).findings.find((f) => f.fix);
    return finding ? applyEdits(text, finding.fix!) : null;
  };

  it('with the fields they were written at, moved fields included; those around the first stay where they are', () => {
    const text = [
      'fragment F on TargetingDataSegment {',
      '  # counts for the dashboard',
      '  targetingDataCounts {',
      '    activeCounts # active',
      '    # received',
      '    receivedCounts',
      '  }',
      '  id # the id',
      '  # expires soon?',
      '  daysUntilLargeExpiration # days',
      '  name',
      '}',
      '',
    ].join('\n');
    expect(fixed(text)).toBe(
      [
        'fragment F on TargetingDataSegment {',
        '  # counts for the dashboard',
        '  targetingDataInsights {',
        '    activeCounts {',
        '      devices # active',
        '    }',
        '    receivedCounts {',
        '      # received',
        '      totalUserIdCount',
        '    }',
        '    # expires soon?',
        '    daysUntilLargeExpiration # days',
        '  }',
        '  id # the id',
        '  name',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('the comment after the first moved field on its line goes with it into the new selection, not after its }', () => {
    const text = 'fragment F on TargetingDataSegment {\n  id\n  daysUntilLargeExpiration # alert when below 7\n  name\n}\n';
    expect(fixed(text)).toBe('fragment F on TargetingDataSegment {\n  id\n  targetingDataInsights {\n    daysUntilLargeExpiration # alert when below 7\n  }\n  name\n}\n');
  });

  it("a moved container's own comments go above the selection its first sub-field goes into", () => {
    const text = 'fragment F on TargetingDataSegment {\n  id\n  daysUntilLargeExpiration\n  # counts of users\n  targetingDataCounts { activeCounts } # parent trailing\n  name\n}\n';
    expect(fixed(text)).toBe(
      'fragment F on TargetingDataSegment {\n  id\n  targetingDataInsights {\n    daysUntilLargeExpiration\n    # counts of users\n    # parent trailing\n    activeCounts {\n      devices\n    }\n  }\n  name\n}\n',
    );
  });

  it('comments inside a moved container that no field carries (after its {, before its }) go with it', () => {
    const first = 'fragment F on TargetingDataSegment {\n  id\n  targetingDataCounts { # counts\n    activeCounts # a\n    # before close\n  }\n  name\n}\n';
    expect(fixed(first)).toBe(
      'fragment F on TargetingDataSegment {\n  id\n  targetingDataInsights {\n    # counts\n    # before close\n    activeCounts {\n      devices # a\n    }\n  }\n  name\n}\n',
    );
    const second = 'fragment F on TargetingDataSegment {\n  daysUntilLargeExpiration\n  targetingDataCounts { # counts\n    # lead\n    receivedCounts\n    # before close\n  } # after\n}\n';
    expect(fixed(second)).toBe(
      'fragment F on TargetingDataSegment {\n  targetingDataInsights {\n    daysUntilLargeExpiration\n    # after\n    # counts\n    # before close\n    receivedCounts {\n      # lead\n      totalUserIdCount\n    }\n  }\n}\n',
    );
  });

  it('merged into a selection already there, the comments around the moved fields stay where they were', () => {
    const text = [
      'fragment F on TargetingDataSegment {',
      '  targetingDataInsights { daysUntilLargeExpiration }',
      '  # the active counts',
      '  targetingDataCounts {',
      '    activeCounts',
      '  }',
      '  # expires soon?',
      '  daysUntilLargeExpiration # days',
      '  name',
      '}',
      '',
    ].join('\n');
    const out = fixed(text)!;
    expect(out).toContain('targetingDataInsights { daysUntilLargeExpiration activeCounts { devices } }');
    for (const comment of ['# the active counts', '# expires soon?', '# days']) expect(out).toContain(comment);
  });

  it('where the new layout has no place for a comment, no fix is offered rather than one that drops it', () => {
    const inNodes = (lines: string[]) => ['query Q {', '  advertiser(id: "1") {', '    targetingDataSegments {', ...lines, '    }', '  }', '}', ''].join('\n');
    const cases = [
      // The old selection opens on a line another token starts, so the new one is printed on one line.
      inNodes(['      nodes { targetingDataCounts {', '        activeCounts # how many are active', '      } }']),
      // Two copies of a sub-field, one comment each: the new selection holds one copy.
      inNodes(['      nodes {', '        targetingDataCounts {', '          receivedCounts # first note', '          receivedCounts # second note', '        }', '      }']),
      // Merged into a selection already there, which takes the moved field without its comment.
      inNodes(['      nodes {', '        targetingDataInsights {', '          lastUpdatedAtUTC', '        }', '        targetingDataCounts {', '          activeCounts # devices only', '        }', '      }']),
    ];
    for (const text of cases) {
      const findings = platform.analyzer.analyze([{ file: 'f.graphql', text }]).findings.filter((f) => f.location === 'TargetingDataSegment.targetingDataCounts');
      expect(findings.map((f) => f.fix)).toEqual([null]);
    }
  });

  it('a selection on one line has no comments inside it, and stays on one line', () => {
    expect(fixed('fragment F on TargetingDataSegment { targetingDataCounts { activeCounts } daysUntilLargeExpiration } # end\n')).toBe(
      'fragment F on TargetingDataSegment { targetingDataInsights { activeCounts { devices } daysUntilLargeExpiration } } # end\n',
    );
  });
});

describe('a rename compares response keys and field names', () => {
  it('keeps an alias: the response key does not change', () => {
    expect(fixedSelection('p: targetedAtPartnerLevel')).toBe('p: targetedAtHigherLevel');
    expect(fixedSelection('p: targetedAtPartnerLevel dealExpired')).toBe('p: targetedAtHigherLevel dealExpired');
  });

  it('renames fields under different response keys each to its own key, in either order', () => {
    expect(fixedSelection('p: targetedAtPartnerLevel targetedAtAdvertiserLevel')).toBe('p: targetedAtHigherLevel targetedAtHigherLevel');
    expect(fixedSelection('targetedAtAdvertiserLevel p: targetedAtPartnerLevel')).toBe('targetedAtHigherLevel p: targetedAtHigherLevel');
  });

  it('merges fields that end under one response key as one field', () => {
    expect(fixedSelection('p: targetedAtPartnerLevel p: targetedAtHigherLevel')).toBe('p: targetedAtHigherLevel');
    expect(fixedSelection('targetedAtHigherLevel: targetedAtPartnerLevel targetedAtCampaignLevel')).toBe('targetedAtHigherLevel: targetedAtHigherLevel');
  });

  it('offers no fix when the new response key is another field’s, and never deletes the retiring field', () => {
    for (const inner of ['targetedAtHigherLevel: dealExpired targetedAtPartnerLevel', 'targetedAtPartnerLevel targetedAtHigherLevel: dealExpired', 'dealExpired: targetedAtPartnerLevel dealExpired']) {
      const text = REASONS_QUERY(inner);
      const findings = reasonFindings(text);
      expect(findings.map((f) => [f.fix, f.suggestions]), inner).toEqual([[null, []]]);
      expect(fixLikeEslint(platform.analyzer, 'reasons.graphql', text), inner).toBe(text);
    }
  });

  it('offers no fix that would clash with a field of the same response object written in a fragment', () => {
    const inline = REASONS_QUERY('targetedAtPartnerLevel ... on AdGroupDealTargetingDisallowedReasons { targetedAtHigherLevel: dealExpired }');
    expect(reasonFindings(inline).map((f) => f.fix)).toEqual([null]);
    const spread = `${REASONS_QUERY('targetedAtPartnerLevel ...Expired')}fragment Expired on AdGroupDealTargetingDisallowedReasons { targetedAtHigherLevel: dealExpired }\n`;
    expect(reasonFindings(spread).map((f) => f.fix)).toEqual([null]);
    // A fragment in another file counts too.
    const other = { file: 'expired.graphql', text: 'fragment Expired on AdGroupDealTargetingDisallowedReasons { targetedAtHigherLevel: dealExpired }\n' };
    const findings = platform.analyzer.analyze([{ file: 'reasons.graphql', text: REASONS_QUERY('targetedAtPartnerLevel ...Expired') }, other]).findings;
    expect(findings.filter((f) => f.location?.endsWith('targetedAtPartnerLevel')).map((f) => f.fix)).toEqual([null]);
  });
});

describe('fixes that are valid alone but not together', () => {
  it('offers the second as a suggestion when the two together would leave a variable unused', () => {
    const set = 'disallowedReasons { targetedAtPartnerLevel @include(if: $full) targetedAtCampaignLevel }';
    const text = `query Reasons($id: ID!, $full: Boolean!) {\n  a: adGroup(id: $id) { targetableDeals(first: 5) { nodes { ${set} } } }\n  b: adGroup(id: $id) { targetableDeals(first: 5) { nodes { ${set} } } }\n}\n`;
    const findings = reasonFindings(text);
    expect(findings.map((f) => f.fix !== null)).toEqual([true, true, false, false]);
    expect(findings[2]!.suggestions.map((s) => s.message)).toEqual([
      "Apply this replacement on its own: not applied by --fix, since together with the document's other fixes it would not validate",
    ]);
    const out = fixLikeEslint(platform.analyzer, 'reasons.graphql', text);
    expect(errorsOf(platform.schema, out)).toEqual([]);
    expect(out).toContain('a: adGroup(id: $id) { targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtHigherLevel } } } }');
  });
});

describe('renames of arguments and input fields never give a name twice', () => {
  const fixes = (text: string) => shop.analyzer.analyze([{ file: 'q.graphql', text }]).findings.map((f) => [f.location, f.fix === null ? null : applyEdits(text, f.fix)]);

  it('renames an argument whose new name is not given, and leaves one whose new name is', () => {
    expect(fixes('{ search(term: "lamp") { id } }')).toEqual([['Query.search(term:)', '{ search(query: "lamp") { id } }']]);
    expect(fixes('{ search(term: "lamp", query: "desk") { id } }')).toEqual([['Query.search(term:)', null]]);
  });

  it('renames an input field whose new name is not given, and leaves one whose new name is', () => {
    expect(fixes('mutation { createProduct(input: { label: "Lamp" }) { id } }')).toEqual([['ProductInput.label', 'mutation { createProduct(input: { name: "Lamp" }) { id } }']]);
    expect(fixes('mutation { createProduct(input: { label: "Lamp", name: "Desk" }) { id } }')).toEqual([['ProductInput.label', null]]);
  });
});

describe('the replacement a message names is the one its suggestion takes', () => {
  it('partner(id:) for a partner filter, advertiser(id:) for an advertiser filter (the reason’s own words)', () => {
    const finding = (text: string) => platform.analyzer.analyze([{ file: 'a.graphql', text }]).findings[0]!;
    const partner = finding('query($partnerId: ID!) { audiences(where: { partnerId: $partnerId }) { nodes { id } } }');
    expect(partner.message).toBe('the root `audiences` query is deprecated on 2027-01-02 (in 42 days); use `partner(id) { audiences }`');
    expect(partner.replacement).toBe('Partner.audiences');
    expect(partner.suggestions[0]!.message).toMatch(/^Move `audiences` under `partner\(id: \$partnerId\)`/);
    const advertiser = finding('query($a: ID!) { audiences(where: { advertiserId: $a }) { nodes { id } } }');
    expect(advertiser.message).toBe('the root `audiences` query is deprecated on 2027-01-02 (in 42 days); use `advertiser(id) { audiences }`');
    expect(advertiser.replacement).toBe('Advertiser.audiences');
    // No suggestion, so no route known: the calendar's replacement.
    const unknown = finding('query($p: ID!, $n: String) { audiences(where: { partnerId: $p, nameContains: $n }) { nodes { id } } }');
    expect(unknown.suggestions).toEqual([]);
    expect(unknown.replacement).toBe('Advertiser.audiences');
  });

  it('moves a field with a directive, which stays on it; where no move is offered, says why and still names the route', () => {
    const finding = (text: string) => platform.analyzer.analyze([{ file: 'a.graphql', text }]).findings[0]!;
    const text = 'query($p: ID!, $x: Boolean!) { audiences(where: { partnerId: $p }) @include(if: $x) { totalCount } }';
    const conditional = finding(text);
    expect(conditional.replacement).toBe('Partner.audiences');
    expect(conditional.message).toMatch(/use `partner\(id\) \{ audiences \}`$/);
    expect(applyEdits(text, conditional.suggestions[0]!.fix)).toBe('query($p: ID!, $x: Boolean!) { partner(id: $p) { audiences @include(if: $x) { totalCount } } }');
    // `partner` already selected beside it: the move would merge two fields; the route is still the partner's.
    const taken = finding('query($p: ID!) { partner(id: $p) { id } audiences(where: { partnerId: $p }) { totalCount } }');
    expect(taken.suggestions).toEqual([]);
    expect(taken.replacement).toBe('Partner.audiences');
    expect(taken.unrewritten).toBe('`partner` is already selected beside it: an alias of its own on `audiences` lets it move');
    const unmapped = finding('query($p: ID!, $n: String) { audiences(where: { partnerId: $p, nameContains: $n }) { nodes { id } } }');
    expect(unmapped.unrewritten).toMatch(/^the filter `where: \{ partnerId: \$p, nameContains: \$n \}` cannot be mapped/);
    // Written over several lines, said on one.
    const folded = finding('query($p: ID!, $n: String) {\n  audiences(where: {\n    partnerId: $p\n    nameContains: $n\n  }) { nodes { id } }\n}');
    expect(folded.unrewritten).toMatch(/^the filter `where: \{ partnerId: \$p nameContains: \$n \}` cannot be mapped/);
  });

  it('says where a fragment on Query takes its filter from an operation variable that it cannot check', () => {
    const finding = (text: string) => platform.analyzer.analyze([{ file: 'a.graphql', text }]).findings.find((f) => f.location === 'Query.audiences')!;
    const fragment = finding('fragment Counts on Query { audiences(where: { advertiserId: $a }) { totalCount } }\nquery Q($a: ID!) { ...Counts }');
    expect(fragment.suggestions).toEqual([]);
    expect(fragment.replacement).toBe('Advertiser.audiences');
    expect(fragment.unrewritten).toBe('`$a` is a variable of the operations that spread this fragment, and whether it fits the `id` argument of `advertiser` (ID!) is not checked across them: move the field by hand, or in each operation');
    // In an operation, a variable that does not fit is said to be one.
    expect(finding('query Q($a: String) { audiences(where: { advertiserId: $a }) { totalCount } }').unrewritten).toBe('`$a` does not fit the `id` argument of `advertiser` (ID!)');
    expect(finding('query Q { audiences(where: { advertiserId: $b }) { totalCount } }').unrewritten).toBe('`$b` is not declared by the operation');
  });

  it('the coordinate of the other route when the reason has no words for it', () => {
    const [finding] = shop.analyzer.analyze([{ file: 'q.graphql', text: 'query($v: ID!) { products(where: { vendorId: $v }) { totalCount } }' }]).findings;
    expect(finding!.message).toBe('the root `products` query is deprecated on 2026-12-01 (in 10 days); use `Vendor.products`');
    expect(finding!.replacement).toBe('Vendor.products');
    const [byShop] = shop.analyzer.analyze([{ file: 'q.graphql', text: 'query($s: ID!) { products(where: { shopId: $s }) { totalCount } }' }]).findings;
    expect(byShop!.message).toBe('the root `products` query is deprecated on 2026-12-01 (in 10 days); use `Shop.products`');
  });
});

describe('eslint --fix over retiring fields with aliases and directives', () => {
  const platformSchema = platform.schema;
  const NEW = 'targetedAtHigherLevel';
  const RETIRING = new Set(['targetedAtPartnerLevel', 'targetedAtAdvertiserLevel', 'targetedAtCampaignLevel']);
  const item = fc.record({
    alias: fc.constantFrom(null, null, null, 'p', 'q', NEW, 'dealExpired', 'targetedAtPartnerLevel'),
    name: fc.constantFrom(...RETIRING, ...RETIRING, NEW, 'dealExpired'),
    directives: fc.constantFrom('', '', '', ' @include(if: $a)', ' @skip(if: $b)', ' @include(if: $a) @skip(if: $b)', ' @include(if: true)'),
  });
  const selectionsOf = (text: string) => {
    let selections: readonly FieldNode[] = [];
    visit(parse(text), {
      Field(node) {
        if (node.name.value === 'disallowedReasons') selections = (node.selectionSet?.selections ?? []) as readonly FieldNode[];
      },
    });
    return selections.map((f) => ({ alias: f.alias?.value ?? null, key: (f.alias ?? f.name).value, name: f.name.value, conditional: (f.directives?.length ?? 0) > 0 }));
  };

  it('leaves a valid document, keeps aliases, never makes an unconditional field conditional, never drops a field', () => {
    let valid = 0;
    let changed = 0;
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.boolean(), (items, otherUse, multiline) => {
        const sep = multiline ? '\n          ' : ' ';
        const inner = items.map((i) => `${i.alias ? `${i.alias}: ` : ''}${i.name}${i.directives}`).join(sep);
        const text = `query R($id: ID!, $a: Boolean!, $b: Boolean!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {${otherUse ? '\n        id @include(if: $a) @skip(if: $b)' : ''}\n        disallowedReasons {${sep}${inner}${multiline ? '\n        ' : ' '}}\n      }\n    }\n  }\n}\n`;
        // Only documents that validate to begin with (random aliases clash, variables go unused).
        if (errorsOf(platformSchema, text).length > 0) return;
        valid++;
        const out = fixLikeEslint(platform.analyzer, 'reasons.graphql', text);
        expect(errorsOf(platformSchema, out), out).toEqual([]);
        if (out !== text) changed++;
        const before = selectionsOf(text);
        const after = selectionsOf(out);
        const present = (key: string, name: string, unconditional: boolean) => after.some((s) => s.key === key && s.name === name && (!unconditional || !s.conditional));
        for (const s of before) {
          // A retiring field stays as it was (no fix) or is selected as the new field under its alias, else the new name.
          const ways: Array<[string, string]> = RETIRING.has(s.name) ? [[s.key, s.name], [s.alias ?? NEW, NEW]] : [[s.key, s.name]];
          expect(ways.some(([key, name]) => present(key, name, false)), `${s.key}: ${s.name} in ${out}`).toBe(true);
          if (!s.conditional) expect(ways.some(([key, name]) => present(key, name, true)), `unconditional ${s.key}: ${s.name} in ${out}`).toBe(true);
        }
        // Nothing appears that was not there, but the new field; and a new response key is selected once.
        for (const s of after) {
          if (!before.some((b) => b.key === s.key)) {
            expect(s.name).toBe(NEW);
            expect(after.filter((a) => a.key === s.key)).toHaveLength(1);
          }
        }
      }),
      { numRuns: 400, seed: 20270128 },
    );
    expect(valid).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(50);
  });
});

describe('the messages a server would give a document', () => {
  const fragmentText = 'fragment Group on AdGroup { id }';
  const text = 'query Q($id: ID!) { adGroup(id: $id) { id nope } other: adGroup(id: $id) { ...Group } }';

  it('are found once per document, fragments and schema, and are those of a validation of each', () => {
    const document = parse(text);
    const withFragment: FragmentIndex = new Map([['Group', parse(fragmentText).definitions[0] as FragmentDefinitionNode]]);
    const without: FragmentIndex = new Map();
    const first = serverValidationMessages(document, platform.schema, withFragment);
    // Kept: the baseline of a fix and the check before a codemod writes ask for the same document.
    expect(serverValidationMessages(document, platform.schema, withFragment)).toBe(first);
    // Each of the three keys counts: other fragments, another schema, another parse of the same text.
    const unknownFragment = serverValidationMessages(document, platform.schema, without);
    expect(unknownFragment).not.toEqual(first);
    expect(unknownFragment.some((m) => m.includes('"Group"'))).toBe(true);
    expect(first.some((m) => m.includes('"Group"'))).toBe(false);
    expect(serverValidationMessages(document, shop.schema, withFragment)).not.toEqual(first);
    expect(serverValidationMessages(parse(text), platform.schema, withFragment)).not.toBe(first);
    expect(serverValidationMessages(parse(text), platform.schema, withFragment)).toEqual(first);
    expect(first.some((m) => m.includes('"nope"'))).toBe(true);
  });
});

describe('a move that would not validate where it goes', () => {
  it('says which move, whole, and the error it would add', () => {
    const text = `query Q($id: ID!, $other: ID!) {\n  ...OtherAdvertiser\n  audiences(where: { advertiserId: $id }) {\n    totalCount\n  }\n}\nfragment OtherAdvertiser on Query {\n  advertiser(id: $other) {\n    id\n  }\n}\n`;
    const finding = platform.analyzer.analyze([{ file: 'q.graphql', text }]).findings.find((f) => f.location === 'Query.audiences')!;
    expect(finding.suggestions).toEqual([]);
    expect(finding.unrewritten).toMatch(/^the moved selection would not validate here \(Move `audiences` under `advertiser\(id: \$id\)`\): Fields "advertiser" conflict because they have differing arguments/);
  });
});

describe('a root field moved under its entity', () => {
  it('keeps the comments of the arguments that move along, and the document validates', () => {
    const text = `query Q($id: ID!) {\n  audiences(\n    # scope to one advertiser\n    where: { advertiserId: $id }\n    first: 10 # page size\n  ) {\n    nodes {\n      id\n    }\n  }\n}\n`;
    const finding = platform.analyzer.analyze([{ file: 'q.graphql', text }]).findings.find((f) => f.location === 'Query.audiences')!;
    const moved = applyEdits(text, finding.suggestions[0]!.fix);
    expect(moved).toBe(`query Q($id: ID!) {\n  advertiser(id: $id) {\n    audiences(\n      # scope to one advertiser\n      first: 10 # page size\n    ) {\n      nodes {\n        id\n      }\n    }\n  }\n}\n`);
    expect(errorsOf(platform.schema, moved)).toEqual([]);
    // Without comments, the arguments are written on one line, as before.
    const plain = text.replace('    # scope to one advertiser\n', '').replace(' # page size', '');
    const finding2 = platform.analyzer.analyze([{ file: 'q.graphql', text: plain }]).findings.find((f) => f.location === 'Query.audiences')!;
    expect(applyEdits(plain, finding2.suggestions[0]!.fix)).toContain('audiences(first: 10) {');
  });
});

describe('a fix inside a fragment keeps the operations of other files that spread it valid', () => {
  const REASONS = 'fragment Reasons on AdGroupDealTargetingDisallowedReasons {\n  targetedAtCampaignLevel\n  targetedAtCampaignLevel @include(if: $y)\n}\n';
  const spreading = (selection: string, variables = '($y: Boolean!)') =>
    `query Q${variables} {\n  adGroup(id: "1") { targetableDeals { nodes { disallowedReasons { ${selection} } } } }\n}\n`;
  const fixesIn = (file: string, files: Array<{ file: string; text: string }>) =>
    platform.analyzer
      .analyze(files)
      .findings.filter((f) => f.file === file && f.location?.startsWith('AdGroupDealTargetingDisallowedReasons.'))
      .map((f) => f.fix !== null);

  it('offers no fix that would leave an operation of another file with a variable only the merged copy used', () => {
    expect(fixesIn('reasons.graphql', [{ file: 'reasons.graphql', text: REASONS }, { file: 'query.graphql', text: spreading('...Reasons') }])).toEqual([false, false]);
    // Where the operation uses the variable elsewhere too, the merge is fixed.
    const alsoUsed = spreading('...Reasons dealExpired @include(if: $y)');
    expect(fixesIn('reasons.graphql', [{ file: 'reasons.graphql', text: REASONS }, { file: 'query.graphql', text: alsoUsed }])).toEqual([true, true]);
  });

  it('offers no fix whose new field conflicts with a field the spreading operation selects under that name', () => {
    const partner = 'fragment Reasons on AdGroupDealTargetingDisallowedReasons {\n  targetedAtPartnerLevel\n}\n';
    expect(fixesIn('reasons.graphql', [{ file: 'reasons.graphql', text: partner }, { file: 'query.graphql', text: spreading('targetedAtHigherLevel: dealExpired ...Reasons', '') }])).toEqual([false]);
    expect(fixesIn('reasons.graphql', [{ file: 'reasons.graphql', text: partner }, { file: 'query.graphql', text: spreading('expired: dealExpired ...Reasons', '') }])).toEqual([true]);
  });

  it('follows a chain of fragments through other files, back to an operation of the fragment’s own file', () => {
    const a = `${spreading('...Outer', '($x: Boolean!)')}fragment Inner on AdGroupDealTargetingDisallowedReasons {\n  targetedAtPartnerLevel\n  targetedAtPartnerLevel @include(if: $x)\n}\n`;
    const b = 'fragment Outer on AdGroupDealTargetingDisallowedReasons {\n  ...Inner\n}\n';
    expect(fixesIn('a.graphql', [{ file: 'a.graphql', text: a }, { file: 'b.graphql', text: b }])).toEqual([false, false]);
    // Without the chain (Outer spreads nothing), nothing reaches Inner from another file.
    expect(fixesIn('a.graphql', [{ file: 'a.graphql', text: a }, { file: 'b.graphql', text: b.replace('...Inner', 'dealExpired') }])).toEqual([true, true]);
  });

  it('checks the fixes of two fragments of one file together against an operation of another file that spreads both', () => {
    const both = `${REASONS.replace('Reasons', 'F').replaceAll('targetedAtCampaignLevel', 'targetedAtPartnerLevel')}${REASONS.replace('Reasons', 'G')}`;
    const query = spreading('...F ...G');
    const findings = platform.analyzer.analyze([{ file: 'fg.graphql', text: both }, { file: 'query.graphql', text: query }]).findings;
    // Each merge alone leaves $y the other fragment's use; ESLint applies the first fragment's, the second is a suggestion.
    expect(findings.map((f) => f.fix !== null)).toEqual([true, true, false, false]);
    const fixed = applyEdits(both, [...new Map(findings.flatMap((f) => (f.fix ? [[JSON.stringify(f.fix), f.fix] as const] : []))).values()].flat());
    expect(errorsOf(platform.schema, `${fixed}${query}`)).toEqual([]);
  });

  it("resolves each spreading operation's fragments as its own document does: its own fragment of a name first", () => {
    const partner = 'fragment F on AdGroupDealTargetingDisallowedReasons {\n  targetedAtPartnerLevel\n}\n';
    const elsewhere = { file: 'a.graphql', text: 'fragment G on AdGroupDealTargetingDisallowedReasons {\n  dealExpired\n}\n' };
    // c.graphql's own G (not a.graphql's, which the project would give) conflicts with F renamed.
    const ownG = 'fragment G on AdGroupDealTargetingDisallowedReasons {\n  targetedAtHigherLevel: dealExpired\n}\n';
    const c = { file: 'c.graphql', text: `${ownG}${spreading('...F ...G', '')}` };
    expect(fixesIn('f.graphql', [elsewhere, c, { file: 'f.graphql', text: partner }])).toEqual([false]);
    expect(fixesIn('f.graphql', [elsewhere, { ...c, text: c.text.replace('targetedAtHigherLevel: ', '') }, { file: 'f.graphql', text: partner }])).toEqual([true]);
    // A document defining its own F spreads that one, not the edited one.
    const ownF = { file: 'q.graphql', text: `${partner.replace('targetedAtPartnerLevel', 'dealExpired')}${spreading('targetedAtHigherLevel: dealExpired ...F', '')}` };
    expect(fixesIn('f.graphql', [{ file: 'f.graphql', text: partner }, ownF])).toEqual([true]);
  });

  it('checks two documents of one TS file against each other as it checks two files', () => {
    const text = `import { gql } from 'graphql-tag';\nexport const R = gql\`\n${REASONS}\`;\nexport const Q = gql\`\n${spreading('...Reasons')}\`;\n`;
    expect(fixesIn('reasons.ts', [{ file: 'reasons.ts', text }])).toEqual([false, false]);
  });
});
