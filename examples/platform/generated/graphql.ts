/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input of adGroupBidFactorWorkflow. */
export type AdGroupBidFactorWorkflowInput = {
  /** Ad group the steps apply to. */
  adGroupId: string | number;
  /** Steps, applied in order. */
  steps: Array<AdGroupBidFactorWorkflowStepInput>;
};

/** Mutation a workflow step applies. */
export enum AdGroupBidFactorWorkflowMutationName {
  /** Ad group update. */
  AdGroupUpdate = 'AD_GROUP_UPDATE',
  /**
   * Ad group update of integral viewability settings.
   * @deprecated Use `AD_GROUP_UPDATE`; the mutation shape is otherwise identical. Deprecation effective 2026-10-17.
   */
  AdGroupUpdateIntegralViewability = 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY'
}

/** One step of an ad group bid factor workflow. */
export type AdGroupBidFactorWorkflowStepInput = {
  /** Mutation this step applies. */
  mutationName: AdGroupBidFactorWorkflowMutationName;
  /** JSON-encoded variables of the step's mutation. */
  mutationVariables: string;
};

export type AdvertisersPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  partnerId?: string | number | null | undefined;
}>;


export type AdvertisersPageQuery = { advertisers: { totalCount: number, nodes: Array<{ id: string, advertiserName: string, isEnabled: boolean, currency: { id: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdvertiserNameQueryVariables = Exact<{
  id: string | number;
}>;


export type AdvertiserNameQuery = { advertiser: { advertiserName: string } | null };

export type AdvertiserAudiencesQueryVariables = Exact<{
  advertiserId: string | number;
}>;


export type AdvertiserAudiencesQuery = { audiences: { totalCount: number, nodes: Array<{ id: string, name: string }> } };

export type PartnerAudiencesQueryVariables = Exact<{
  partnerId: string | number;
}>;


export type PartnerAudiencesQuery = { audiences: { totalCount: number, nodes: Array<{ id: string, name: string }> } };

export type BidFactorWorkflowMutationVariables = Exact<{
  input: AdGroupBidFactorWorkflowInput;
}>;


export type BidFactorWorkflowMutation = { adGroupBidFactorWorkflow: { data: { id: string } | null, errors: Array<
      | { __typename: 'AdGroupBidFactorWorkflowError', message: string, field: string | null, failedMutationName: AdGroupBidFactorWorkflowMutationName | null, succeededMutationNames: Array<AdGroupBidFactorWorkflowMutationName> }
      | { __typename: 'AdGroupWorkflowAuthError', message: string, field: string | null }
    > } };

export type AdGroupDealTargetingQueryVariables = Exact<{
  adGroupId: string | number;
}>;


export type AdGroupDealTargetingQuery = { adGroup: { id: string, targetableDeals: { nodes: Array<{ id: string, name: string | null, disallowedReasons: { targetedAtPartnerLevel: boolean, targetedAtAdvertiserLevel: boolean, targetedAtCampaignLevel: boolean, dealExpired: boolean } | null }> }, targetableCommitments: { nodes: Array<{ id: string, disallowedReasons: { targetedAtPartnerLevel: boolean } | null }> } } | null };

export type BidFactorTemplateMutationVariables = Exact<{
  adGroupId: string | number;
  vars: string;
}>;


export type BidFactorTemplateMutation = { adGroupBidFactorWorkflow: { data: { id: string, adGroupName: string } | null, errors: Array<
      | { message: string, failedMutationName: AdGroupBidFactorWorkflowMutationName | null }
      | { message: string }
    > } };

export type SegmentFieldsFragment = { id: string, name: string | null, daysUntilLargeExpiration: number | null, targetingDataCounts: { activeCounts: number | null, receivedCounts: number | null, lastUpdatedAtUTC: string | null } | null };

export type AdvertiserSegmentsQueryVariables = Exact<{
  advertiserId: string | number;
}>;


export type AdvertiserSegmentsQuery = { advertiser: { id: string, targetingDataSegments: { nodes: Array<{ id: string, name: string | null, daysUntilLargeExpiration: number | null, targetingDataCounts: { activeCounts: number | null, receivedCounts: number | null, lastUpdatedAtUTC: string | null } | null }> } } | null };

export const SegmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetingDataSegment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetingDataCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCounts"}},{"kind":"Field","name":{"kind":"Name","value":"receivedCounts"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAtUTC"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysUntilLargeExpiration"}}]}}]} as unknown as DocumentNode<SegmentFieldsFragment, unknown>;
export const AdvertisersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertisersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertisers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"advertiserName"}},{"kind":"Field","name":{"kind":"Name","value":"isEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdvertisersPageQuery, AdvertisersPageQueryVariables>;
export const AdvertiserNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertiser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertiserName"}}]}}]}}]} as unknown as DocumentNode<AdvertiserNameQuery, AdvertiserNameQueryVariables>;
export const AdvertiserAudiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserAudiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"advertiserId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdvertiserAudiencesQuery, AdvertiserAudiencesQueryVariables>;
export const PartnerAudiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerAudiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PartnerAudiencesQuery, PartnerAudiencesQueryVariables>;
export const BidFactorWorkflowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BidFactorWorkflow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdGroupBidFactorWorkflowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adGroupBidFactorWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdGroupBidFactorWorkflowError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"failedMutationName"}},{"kind":"Field","name":{"kind":"Name","value":"succeededMutationNames"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdGroupWorkflowAuthError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BidFactorWorkflowMutation, BidFactorWorkflowMutationVariables>;
export const AdGroupDealTargetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdGroupDealTargeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adGroupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetableDeals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"disallowedReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetedAtPartnerLevel"}},{"kind":"Field","name":{"kind":"Name","value":"targetedAtAdvertiserLevel"}},{"kind":"Field","name":{"kind":"Name","value":"targetedAtCampaignLevel"}},{"kind":"Field","name":{"kind":"Name","value":"dealExpired"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetableCommitments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disallowedReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetedAtPartnerLevel"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdGroupDealTargetingQuery, AdGroupDealTargetingQueryVariables>;
export const BidFactorTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BidFactorTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adGroupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vars"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adGroupBidFactorWorkflow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"adGroupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adGroupId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"steps"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"mutationName"},"value":{"kind":"EnumValue","value":"AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY"}},{"kind":"ObjectField","name":{"kind":"Name","value":"mutationVariables"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vars"}}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adGroupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdGroupBidFactorWorkflowError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"failedMutationName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdGroupWorkflowAuthError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BidFactorTemplateMutation, BidFactorTemplateMutationVariables>;
export const AdvertiserSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdvertiserSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advertiser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"advertiserId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetingDataSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetingDataSegment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetingDataCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeCounts"}},{"kind":"Field","name":{"kind":"Name","value":"receivedCounts"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdatedAtUTC"}}]}},{"kind":"Field","name":{"kind":"Name","value":"daysUntilLargeExpiration"}}]}}]} as unknown as DocumentNode<AdvertiserSegmentsQuery, AdvertiserSegmentsQueryVariables>;