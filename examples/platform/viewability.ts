// Viewability presets applied through the checked-in BidFactorTemplate document.
import { request, unwrapPayload } from './client.js';
import { BidFactorTemplateDocument } from './generated/graphql.js';

export type ViewabilityPreset = 'strict' | 'balanced' | 'reach';

const PRESETS: Record<ViewabilityPreset, { minimumViewabilityRate: number; bidAdjustment: number }> = {
  strict: { minimumViewabilityRate: 0.7, bidAdjustment: 1.2 },
  balanced: { minimumViewabilityRate: 0.5, bidAdjustment: 1.0 },
  reach: { minimumViewabilityRate: 0.3, bidAdjustment: 0.9 },
};

export interface AppliedPreset {
  adGroupId: string;
  adGroupName: string;
  preset: ViewabilityPreset;
}

export async function applyViewabilityPreset(adGroupId: string, preset: ViewabilityPreset): Promise<AppliedPreset> {
  const vars = JSON.stringify({ input: { id: adGroupId, integralViewability: PRESETS[preset] } });
  const result = await request(BidFactorTemplateDocument, { adGroupId, vars });
  const adGroup = unwrapPayload(result.adGroupBidFactorWorkflow, 'adGroupBidFactorWorkflow');
  return { adGroupId: adGroup.id, adGroupName: adGroup.adGroupName, preset };
}

export async function applyPresetToAll(
  adGroupIds: readonly string[],
  preset: ViewabilityPreset,
): Promise<PromiseSettledResult<AppliedPreset>[]> {
  return Promise.allSettled(adGroupIds.map((id) => applyViewabilityPreset(id, preset)));
}
