// Entry point of the example integration: a read-only tour of the platform modules.
// Run with PLATFORM_GRAPHQL_URL and SVC_AUTH_TOKEN set; pass --apply-viewability <adGroupId> to write.
import { pathToFileURL } from 'node:url';
import { listAdvertisers } from './platform/advertisers.js';
import { advertiserAudiencePicker } from './platform/audiences.js';
import { dealTargetingSummary } from './platform/deal-targeting.js';
import { segmentReport } from './platform/segments.js';
import { applyViewabilityPreset } from './platform/viewability.js';
import { allProposals } from './seller/proposals.js';

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const missing = ['PLATFORM_GRAPHQL_URL', 'SVC_AUTH_TOKEN'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.log(`Set ${missing.join(' and ')} to run the example against the platform API.`);
    return 0;
  }

  let firstAdvertiserId: string | undefined;
  let count = 0;
  for await (const advertiser of listAdvertisers({ pageSize: 50, onTotal: (n) => console.log(`${n} advertisers`) })) {
    firstAdvertiserId ??= advertiser.id;
    console.log(`- ${advertiser.advertiserName} (${advertiser.currency.id})${advertiser.isEnabled ? '' : ' [disabled]'}`);
    if (++count >= 5) break;
  }

  if (firstAdvertiserId) {
    const report = await segmentReport(firstAdvertiserId);
    console.log(`segments expiring soon: ${report?.expiring.join('; ') || 'none'}`);
    const picker = await advertiserAudiencePicker(firstAdvertiserId);
    console.log(`${picker.options.length} audiences${picker.truncated ? ' (truncated)' : ''}`);
  }

  const adGroupFlag = argv.indexOf('--ad-group');
  const adGroupId = adGroupFlag >= 0 ? argv[adGroupFlag + 1] : undefined;
  if (adGroupId) {
    const summary = await dealTargetingSummary(adGroupId);
    console.log(summary ? `${summary.available.length} deals available, ${summary.blocked.length} blocked` : 'ad group not found');
  }

  const applyFlag = argv.indexOf('--apply-viewability');
  const applyTo = applyFlag >= 0 ? argv[applyFlag + 1] : undefined;
  if (applyTo) {
    const applied = await applyViewabilityPreset(applyTo, 'balanced');
    console.log(`viewability preset ${applied.preset} applied to ${applied.adGroupName}`);
  }

  if (argv.includes('--proposals') && process.env.PLATFORM_REST_URL) {
    for await (const proposal of allProposals({ Statuses: ['PROPOSED'] })) {
      console.log(`proposal ${proposal.ProposalId} r${proposal.RevisionNumber}: ${proposal.Deals.length} deals`);
    }
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
