/** `sunset/no-legacy-proposal-api` under RuleTester, on the bundled platform schema (the default). */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import noDeprecated from '../rules/no-deprecated.js';
import noLegacyProposalApi from '../rules/no-legacy-proposal-api.js';
import { resetProjectState } from '../rules/project-state.js';
import { repoRoot } from './helpers/run-cli.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
afterAll(() => resetProjectState());

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const filename = path.join(repoRoot, 'test', 'fixtures', 'eslint-rules', 'src', 'seller.ts');
const options = [{ today: '2026-11-21' }];

tester.run('no-legacy-proposal-api', noLegacyProposalApi, {
  valid: [
    { filename, options, code: "fetch(`${base}/v3/deals`, { method: 'POST' });" },
    { filename, options, code: "import { proposal } from './proposal';" },
  ],
  invalid: [
    {
      filename,
      options,
      code: "await fetch(`${baseUrl}/v3/proposal`, { method: 'POST', body });",
      errors: [{ message: 'the legacy proposal API `POST /proposal` is replaced; use dealCreate (seller, deal API)', line: 1, column: 13, endColumn: 37 }],
    },
    {
      filename,
      options,
      code: "const r = await fetch(`${baseUrl}/v3/proposal/${id}`);\nawait axios.post('https://api.example.com/v3/proposal/accept', body);",
      errors: [
        { message: 'the legacy proposal API `GET /proposal/{ProposalId}` is replaced; use deals (seller, deal API: commitment and endeavor deal terms)', line: 1 },
        { message: 'the legacy proposal API `POST /proposal/accept` is replaced; use inventory{Commitment|Endeavor}Accept (buyer, platform API)', line: 2, column: 18 },
      ],
    },
  ],
});

// no-deprecated leaves REST calls to this rule: each finding is reported by one rule only.
tester.run('no-deprecated (REST calls are not its own)', noDeprecated, {
  valid: [{ filename, options, code: "await fetch(`${baseUrl}/v3/proposal`, { method: 'POST', body });" }],
  invalid: [],
});
