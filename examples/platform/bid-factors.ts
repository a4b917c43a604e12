// Bid factor workflows: integral viewability updates applied to ad groups as workflow steps.
import { gql } from 'graphql-tag';
import { request, unwrapPayload } from './client.js';
import { AdGroupBidFactorWorkflowMutationName } from './generated/graphql.js';
import type {
  AdGroupBidFactorWorkflowInput,
  BidFactorWorkflowMutation,
  BidFactorWorkflowMutationVariables,
} from './generated/graphql.js';

export const BID_FACTOR_WORKFLOW = gql`
  mutation BidFactorWorkflow($input: AdGroupBidFactorWorkflowInput!) {
    adGroupBidFactorWorkflow(input: $input) {
      data {
        id
      }
      errors {
        __typename
        ... on AdGroupBidFactorWorkflowError {
          message
          field
          failedMutationName
          succeededMutationNames
        }
        ... on AdGroupWorkflowAuthError {
          message
          field
        }
      }
    }
  }
`;

export interface ViewabilitySettings {
  minimumViewabilityRate: number;
  bidAdjustment: number;
}

type WorkflowError = BidFactorWorkflowMutation['adGroupBidFactorWorkflow']['errors'][number];

function describeWorkflowError(error: WorkflowError): string {
  if (error.__typename === 'AdGroupBidFactorWorkflowError') {
    const done = error.succeededMutationNames.join(', ') || 'none';
    return `${error.failedMutationName ?? 'unknown step'} failed (${error.message}); succeeded: ${done}`;
  }
  return `not authorized: ${error.message}${error.field ? ` (${error.field})` : ''}`;
}

export function viewabilityWorkflowInput(adGroupId: string, settings: ViewabilitySettings): AdGroupBidFactorWorkflowInput {
  return {
    adGroupId,
    steps: [
      {
        mutationName: AdGroupBidFactorWorkflowMutationName.AdGroupUpdateIntegralViewability,
        mutationVariables: JSON.stringify({ input: { id: adGroupId, integralViewability: settings } }),
      },
    ],
  };
}

export async function applyViewability(adGroupId: string, settings: ViewabilitySettings): Promise<string> {
  const result = await request<BidFactorWorkflowMutation, BidFactorWorkflowMutationVariables>(BID_FACTOR_WORKFLOW, {
    input: viewabilityWorkflowInput(adGroupId, settings),
  });
  const payload = result.adGroupBidFactorWorkflow;
  if (payload.errors.length > 0) {
    throw new Error(payload.errors.map(describeWorkflowError).join('\n'));
  }
  return unwrapPayload(payload, 'adGroupBidFactorWorkflow').id;
}

/** Loose variables for the nightly bulk job, which builds its steps as raw JSON objects. */
interface BulkWorkflowVariables {
  input: { adGroupId: string; steps: Array<Record<string, string>> };
}

export function bulkViewabilitySteps(settings: readonly ViewabilitySettings[]): Array<Record<string, string>> {
  return settings.map((s) => ({ mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY', mutationVariables: JSON.stringify({ input: { integralViewability: s } }) }));
}

export async function runBulkViewabilityJob(
  jobs: ReadonlyArray<{ adGroupId: string; settings: ViewabilitySettings[] }>,
): Promise<{ succeeded: string[]; failed: Array<{ adGroupId: string; reason: string }> }> {
  const succeeded: string[] = [];
  const failed: Array<{ adGroupId: string; reason: string }> = [];
  for (const job of jobs) {
    const variables: BulkWorkflowVariables = {
      input: { adGroupId: job.adGroupId, steps: bulkViewabilitySteps(job.settings) },
    };
    const result = await request<BidFactorWorkflowMutation, BulkWorkflowVariables>(BID_FACTOR_WORKFLOW, variables);
    const { data, errors } = result.adGroupBidFactorWorkflow;
    if (data && errors.length === 0) succeeded.push(data.id);
    else failed.push({ adGroupId: job.adGroupId, reason: errors.map(describeWorkflowError).join('; ') });
  }
  return { succeeded, failed };
}
