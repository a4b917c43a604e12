// Deal targeting on ad groups: which deals an ad group could still target, and why not.
import { gql } from 'graphql-tag';
import { request } from './client.js';
import type { AdGroupDealTargetingQuery, AdGroupDealTargetingQueryVariables } from './generated/graphql.js';

export const AD_GROUP_DEAL_TARGETING = gql(`#graphql
  query AdGroupDealTargeting($adGroupId: ID!) {
    adGroup(id: $adGroupId) {
      id
      targetableDeals(first: 50) {
        nodes {
          id
          name
          disallowedReasons {
            targetedAtPartnerLevel
            targetedAtAdvertiserLevel
            targetedAtCampaignLevel
            dealExpired
          }
        }
      }
      targetableCommitments(first: 50) {
        nodes {
          id
          disallowedReasons {
            targetedAtPartnerLevel
          }
        }
      }
    }
  }
`);

type TargetableAdGroup = NonNullable<AdGroupDealTargetingQuery['adGroup']>;
type DealNode = TargetableAdGroup['targetableDeals']['nodes'][number];
type DealReasons = NonNullable<DealNode['disallowedReasons']>;

export type DealAvailability = 'available' | 'targeted-higher-up' | 'expired';

export function dealAvailability(r: DealReasons | null | undefined): DealAvailability {
  if (!r) return 'available';
  if (r.dealExpired) return 'expired';
  if (r.targetedAtPartnerLevel || r.targetedAtAdvertiserLevel || r.targetedAtCampaignLevel) return 'targeted-higher-up';
  return 'available';
}

export interface DealTargetingSummary {
  adGroupId: string;
  available: Array<{ id: string; name: string }>;
  blocked: Array<{ id: string; name: string; why: DealAvailability }>;
  commitmentsHeldByPartner: string[];
}

export async function dealTargetingSummary(adGroupId: string): Promise<DealTargetingSummary | null> {
  const data = await request<AdGroupDealTargetingQuery, AdGroupDealTargetingQueryVariables>(AD_GROUP_DEAL_TARGETING, {
    adGroupId,
  });
  const adGroup = data.adGroup;
  if (!adGroup) return null;

  const summary: DealTargetingSummary = { adGroupId: adGroup.id, available: [], blocked: [], commitmentsHeldByPartner: [] };
  for (const deal of adGroup.targetableDeals.nodes) {
    const why = dealAvailability(deal.disallowedReasons);
    const entry = { id: deal.id, name: deal.name ?? deal.id };
    if (why === 'available') summary.available.push(entry);
    else summary.blocked.push({ ...entry, why });
  }
  for (const commitment of adGroup.targetableCommitments.nodes) {
    const reasons = commitment.disallowedReasons;
    if (reasons && reasons.targetedAtPartnerLevel) summary.commitmentsHeldByPartner.push(commitment.id);
  }
  return summary;
}
