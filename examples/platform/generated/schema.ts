export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A timestamp in ISO 8601 format, in UTC with a trailing Z (for example 2026-10-30T00:00:00Z). */
  DateTime: { input: string; output: string; }
  /** A 64-bit integer. Serialized as a JSON number. */
  Long: { input: number; output: number; }
};

/** An ad group. */
export type AdGroup = {
  __typename?: 'AdGroup';
  /** Ad group name. */
  adGroupName: Scalars['String']['output'];
  /** Owning campaign (REST: CampaignId maps to campaign.id). */
  campaign: Campaign;
  /** Creation time (always read-only). */
  createdAtUTC?: Maybe<Scalars['DateTime']['output']>;
  /** Ad group ID. */
  id: Scalars['ID']['output'];
  /** Whether the ad group is enabled. */
  isEnabled: Scalars['Boolean']['output'];
  /** High fill rate flag (may be set on create, cannot be changed afterwards). */
  isHighFillRate: Scalars['Boolean']['output'];
  /** Commitment deals (including programmatic guaranteed) this ad group could target. */
  targetableCommitments: AdGroupTargetableCommitmentConnection;
  /** Deals this ad group could target, with the reasons a deal is not allowed. */
  targetableDeals: AdGroupTargetableDealConnection;
  /** Endeavor (standard) deals this ad group could target. */
  targetableEndeavors: AdGroupTargetableEndeavorConnection;
};


/** An ad group. */
export type AdGroupTargetableCommitmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** An ad group. */
export type AdGroupTargetableDealsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** An ad group. */
export type AdGroupTargetableEndeavorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A workflow step failed. */
export type AdGroupBidFactorWorkflowError = {
  __typename?: 'AdGroupBidFactorWorkflowError';
  /** Step mutation that failed. */
  failedMutationName?: Maybe<AdGroupBidFactorWorkflowMutationName>;
  /** Field the failure relates to, if any. */
  field?: Maybe<Scalars['String']['output']>;
  /** Summary of the failure. */
  message: Scalars['String']['output'];
  /** Step mutations that succeeded before the failure. */
  succeededMutationNames: Array<AdGroupBidFactorWorkflowMutationName>;
};

/** An error of adGroupBidFactorWorkflow. */
export type AdGroupBidFactorWorkflowErrorResult = AdGroupBidFactorWorkflowError | AdGroupWorkflowAuthError;

/** Input of adGroupBidFactorWorkflow. */
export type AdGroupBidFactorWorkflowInput = {
  /** Ad group the steps apply to. */
  adGroupId: Scalars['ID']['input'];
  /** Steps, applied in order. */
  steps: Array<AdGroupBidFactorWorkflowStepInput>;
};

/** Mutation a workflow step applies. */
export type AdGroupBidFactorWorkflowMutationName =
  /** Ad group update. */
  | 'AD_GROUP_UPDATE'
  /**
   * Ad group update of integral viewability settings.
   * @deprecated Use `AD_GROUP_UPDATE`; the mutation shape is otherwise identical. Deprecation effective 2026-10-17.
   */
  | 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY';

/** Payload of adGroupBidFactorWorkflow. */
export type AdGroupBidFactorWorkflowPayload = {
  __typename?: 'AdGroupBidFactorWorkflowPayload';
  /** The ad group after the workflow, or null on failure. */
  data?: Maybe<AdGroup>;
  /** Errors; empty on success. */
  errors: Array<AdGroupBidFactorWorkflowErrorResult>;
};

/** One step of an ad group bid factor workflow. */
export type AdGroupBidFactorWorkflowStepInput = {
  /** Mutation this step applies. */
  mutationName: AdGroupBidFactorWorkflowMutationName;
  /** JSON-encoded variables of the step's mutation. */
  mutationVariables: Scalars['String']['input'];
};

/** Reasons an ad group may not target a deal. */
export type AdGroupDealTargetingDisallowedReasons = {
  __typename?: 'AdGroupDealTargetingDisallowedReasons';
  /** The deal has expired. */
  dealExpired: Scalars['Boolean']['output'];
  /**
   * The deal is already targeted at advertiser level.
   * @deprecated Use `targetedAtHigherLevel`. Deprecation effective 2027-01-28.
   */
  targetedAtAdvertiserLevel: Scalars['Boolean']['output'];
  /**
   * The deal is already targeted at campaign level.
   * @deprecated Use `targetedAtHigherLevel`. Deprecation effective 2027-01-28.
   */
  targetedAtCampaignLevel: Scalars['Boolean']['output'];
  /** The deal is already targeted at a higher level (partner, advertiser or campaign). */
  targetedAtHigherLevel: Scalars['Boolean']['output'];
  /**
   * The deal is already targeted at partner level.
   * @deprecated Use `targetedAtHigherLevel`. Deprecation effective 2027-01-28.
   */
  targetedAtPartnerLevel: Scalars['Boolean']['output'];
};

/** A commitment deal an ad group could target. */
export type AdGroupTargetableCommitment = {
  __typename?: 'AdGroupTargetableCommitment';
  /** Reasons the ad group may not target this deal. */
  disallowedReasons?: Maybe<AdGroupDealTargetingDisallowedReasons>;
  /** Deal ID. */
  id: Scalars['ID']['output'];
  /** Deal name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Paged list of targetable commitment deals. */
export type AdGroupTargetableCommitmentConnection = {
  __typename?: 'AdGroupTargetableCommitmentConnection';
  /** The deals of this page, with cursors. */
  edges: Array<AdGroupTargetableCommitmentEdge>;
  /** The deals of this page. */
  nodes: Array<AdGroupTargetableCommitment>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching deals. */
  totalCount: Scalars['Int']['output'];
};

/** A targetable commitment deal with its cursor. */
export type AdGroupTargetableCommitmentEdge = {
  __typename?: 'AdGroupTargetableCommitmentEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The deal. */
  node: AdGroupTargetableCommitment;
};

/** A deal an ad group could target. */
export type AdGroupTargetableDeal = {
  __typename?: 'AdGroupTargetableDeal';
  /** Reasons the ad group may not target this deal. */
  disallowedReasons?: Maybe<AdGroupDealTargetingDisallowedReasons>;
  /** Deal ID. */
  id: Scalars['ID']['output'];
  /** Deal name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Paged list of targetable deals. */
export type AdGroupTargetableDealConnection = {
  __typename?: 'AdGroupTargetableDealConnection';
  /** The deals of this page, with cursors. */
  edges: Array<AdGroupTargetableDealEdge>;
  /** The deals of this page. */
  nodes: Array<AdGroupTargetableDeal>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching deals. */
  totalCount: Scalars['Int']['output'];
};

/** A targetable deal with its cursor. */
export type AdGroupTargetableDealEdge = {
  __typename?: 'AdGroupTargetableDealEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The deal. */
  node: AdGroupTargetableDeal;
};

/** An endeavor (standard) deal an ad group could target. */
export type AdGroupTargetableEndeavor = {
  __typename?: 'AdGroupTargetableEndeavor';
  /** Reasons the ad group may not target this deal. */
  disallowedReasons?: Maybe<AdGroupDealTargetingDisallowedReasons>;
  /** Deal ID. */
  id: Scalars['ID']['output'];
  /** Deal name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Paged list of targetable endeavor deals. */
export type AdGroupTargetableEndeavorConnection = {
  __typename?: 'AdGroupTargetableEndeavorConnection';
  /** The deals of this page, with cursors. */
  edges: Array<AdGroupTargetableEndeavorEdge>;
  /** The deals of this page. */
  nodes: Array<AdGroupTargetableEndeavor>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching deals. */
  totalCount: Scalars['Int']['output'];
};

/** A targetable endeavor deal with its cursor. */
export type AdGroupTargetableEndeavorEdge = {
  __typename?: 'AdGroupTargetableEndeavorEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The deal. */
  node: AdGroupTargetableEndeavor;
};

/** The caller is not authorized for the workflow. */
export type AdGroupWorkflowAuthError = {
  __typename?: 'AdGroupWorkflowAuthError';
  /** Field the failure relates to, if any. */
  field?: Maybe<Scalars['String']['output']>;
  /** Summary of the failure. */
  message: Scalars['String']['output'];
};

/** An advertiser. */
export type Advertiser = {
  __typename?: 'Advertiser';
  /** Advertiser name. */
  advertiserName: Scalars['String']['output'];
  /** Attribution windows. */
  attribution?: Maybe<Attribution>;
  /** Audiences of this advertiser. */
  audiences: AudienceConnection;
  /** Country (REST: Country). */
  country?: Maybe<Country>;
  /** Creation time (always read-only). */
  createdAtUTC?: Maybe<Scalars['DateTime']['output']>;
  /** Currency (REST: CurrencyCode). */
  currency: Currency;
  /** Custom labels. */
  customLabels: CustomLabelConnection;
  /** Free-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Advertiser ID. */
  id: Scalars['ID']['output'];
  /** Whether the advertiser is enabled. */
  isEnabled: Scalars['Boolean']['output'];
  /** Owning partner (REST: PartnerId maps to partner.id). */
  partner: Partner;
  /** Targeting data segments available to this advertiser. */
  targetingDataSegments: TargetingDataSegmentConnection;
};


/** An advertiser. */
export type AdvertiserAudiencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** An advertiser. */
export type AdvertiserCustomLabelsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** An advertiser. */
export type AdvertiserTargetingDataSegmentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Paged list of advertisers. */
export type AdvertiserConnection = {
  __typename?: 'AdvertiserConnection';
  /** The advertisers of this page, with cursors. */
  edges: Array<AdvertiserEdge>;
  /** The advertisers of this page. */
  nodes: Array<Advertiser>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching advertisers. */
  totalCount: Scalars['Int']['output'];
};

/** Input of advertiserCreate. */
export type AdvertiserCreateInput = {
  /** Advertiser name. */
  advertiserName: Scalars['String']['input'];
  /** Attribution windows. */
  attribution?: InputMaybe<AttributionInput>;
  /** Country ID. */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** Currency code. */
  currencyCode: Scalars['String']['input'];
  /** Custom labels, as label-name strings. */
  customLabels?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Free-text description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Owning partner. */
  partnerId: Scalars['ID']['input'];
};

/** An advertiser with its cursor. */
export type AdvertiserEdge = {
  __typename?: 'AdvertiserEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The advertiser. */
  node: Advertiser;
};

/** Filter for the advertisers query. */
export type AdvertiserFilterInput = {
  /** Only advertisers whose name contains this text. */
  advertiserNameContains?: InputMaybe<Scalars['String']['input']>;
  /** Only advertisers of this partner. */
  partnerId?: InputMaybe<Scalars['ID']['input']>;
};

/** Payload of advertiserCreate. */
export type AdvertiserPayload = {
  __typename?: 'AdvertiserPayload';
  /** The created advertiser, or null on failure. */
  data?: Maybe<Advertiser>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Attribution windows, nested in GraphQL (flat attribution window fields in REST). */
export type Attribution = {
  __typename?: 'Attribution';
  /** Click-through attribution interval. */
  clickInterval?: Maybe<Scalars['Int']['output']>;
  /** Click-through lookback window. */
  clickLookbackWindow?: Maybe<Scalars['Int']['output']>;
  /** View-through (impression) attribution interval. */
  impressionInterval?: Maybe<Scalars['Int']['output']>;
  /** View-through (impression) lookback window. */
  impressionLookbackWindow?: Maybe<Scalars['Int']['output']>;
};

/** Attribution windows on input. */
export type AttributionInput = {
  /** Click-through attribution interval. */
  clickInterval?: InputMaybe<Scalars['Int']['input']>;
  /** Click-through lookback window. */
  clickLookbackWindow?: InputMaybe<Scalars['Int']['input']>;
  /** View-through (impression) attribution interval. */
  impressionInterval?: InputMaybe<Scalars['Int']['input']>;
  /** View-through (impression) lookback window. */
  impressionLookbackWindow?: InputMaybe<Scalars['Int']['input']>;
};

/** An audience. */
export type Audience = {
  __typename?: 'Audience';
  /** Owning advertiser, if any. */
  advertiser?: Maybe<Advertiser>;
  /** Audience ID. */
  id: Scalars['ID']['output'];
  /** Audience name. */
  name: Scalars['String']['output'];
  /** Owning partner, if any. */
  partner?: Maybe<Partner>;
};

/** Paged list of audiences. */
export type AudienceConnection = {
  __typename?: 'AudienceConnection';
  /** The audiences of this page, with cursors. */
  edges: Array<AudienceEdge>;
  /** The audiences of this page. */
  nodes: Array<Audience>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching audiences. */
  totalCount: Scalars['Int']['output'];
};

/** An audience with its cursor. */
export type AudienceEdge = {
  __typename?: 'AudienceEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The audience. */
  node: Audience;
};

/** Filter for the root audiences query. */
export type AudienceFilterInput = {
  /** Only audiences of this advertiser. */
  advertiserId?: InputMaybe<Scalars['ID']['input']>;
  /** Only audiences whose name contains this text. */
  nameContains?: InputMaybe<Scalars['String']['input']>;
  /** Only audiences of this partner. */
  partnerId?: InputMaybe<Scalars['ID']['input']>;
};

/** A campaign. */
export type Campaign = {
  __typename?: 'Campaign';
  /** Owning advertiser. */
  advertiser: Advertiser;
  /** Campaign name. */
  campaignName: Scalars['String']['output'];
  /** Campaign ID. */
  id: Scalars['ID']['output'];
};

/** A country (REST: Country). */
export type Country = {
  __typename?: 'Country';
  /** Country ID. */
  id: Scalars['ID']['output'];
  /** Full country name. */
  longName: Scalars['String']['output'];
  /** Short country name. */
  shortName: Scalars['String']['output'];
};

/** A currency (REST: CurrencyCode). */
export type Currency = {
  __typename?: 'Currency';
  /** Currency ID (the currency code). */
  id: Scalars['ID']['output'];
  /** Full currency name. */
  longName: Scalars['String']['output'];
};

/** A custom label. Sent as a label-name string on input, returned as a connection on output. */
export type CustomLabel = {
  __typename?: 'CustomLabel';
  /** Label ID. */
  id: Scalars['ID']['output'];
  /** Label name. */
  name: Scalars['String']['output'];
};

/** Paged list of custom labels. */
export type CustomLabelConnection = {
  __typename?: 'CustomLabelConnection';
  /** The labels of this page, with cursors. */
  edges: Array<CustomLabelEdge>;
  /** The labels of this page. */
  nodes: Array<CustomLabel>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching labels. */
  totalCount: Scalars['Int']['output'];
};

/** A custom label with its cursor. */
export type CustomLabelEdge = {
  __typename?: 'CustomLabelEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The label. */
  node: CustomLabel;
};

/** A commitment deal as seen by the buying party (commitment and programmatic guaranteed deals). */
export type InventoryCommitment = {
  __typename?: 'InventoryCommitment';
  /** Deal identifier agreed with the seller. */
  dealId: Scalars['String']['output'];
  /** Platform ID of the deal record. */
  id: Scalars['ID']['output'];
  /** Deal name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Input of inventoryCommitmentAccept. */
export type InventoryCommitmentAcceptInput = {
  /** Deal to accept. */
  dealId: Scalars['ID']['input'];
};

/** Payload of inventoryCommitmentAccept. */
export type InventoryCommitmentAcceptPayload = {
  __typename?: 'InventoryCommitmentAcceptPayload';
  /** The accepted deal, or null on failure. */
  data?: Maybe<InventoryCommitment>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryCommitmentBulkArchive. */
export type InventoryCommitmentBulkArchiveInput = {
  /** Deals to archive. */
  dealIds: Array<Scalars['ID']['input']>;
};

/** Payload of inventoryCommitmentBulkArchive. */
export type InventoryCommitmentBulkArchivePayload = {
  __typename?: 'InventoryCommitmentBulkArchivePayload';
  /** The archived deals, or null on failure. */
  data?: Maybe<Array<InventoryCommitment>>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryCommitmentNoteCreate. */
export type InventoryCommitmentNoteCreateInput = {
  /** Deal the note is added to. */
  dealId: Scalars['ID']['input'];
  /** Note text. */
  note: Scalars['String']['input'];
};

/** Payload of inventoryCommitmentNoteCreate. */
export type InventoryCommitmentNoteCreatePayload = {
  __typename?: 'InventoryCommitmentNoteCreatePayload';
  /** The deal the note was added to, or null on failure. */
  data?: Maybe<InventoryCommitment>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryCommitmentReject. */
export type InventoryCommitmentRejectInput = {
  /** Deal whose current revision is rejected. */
  dealId: Scalars['ID']['input'];
};

/** Payload of inventoryCommitmentReject. */
export type InventoryCommitmentRejectPayload = {
  __typename?: 'InventoryCommitmentRejectPayload';
  /** The rejected deal, or null on failure. */
  data?: Maybe<InventoryCommitment>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** An endeavor deal as seen by the buying party (standard deals). */
export type InventoryEndeavor = {
  __typename?: 'InventoryEndeavor';
  /** Deal identifier agreed with the seller. */
  dealId: Scalars['String']['output'];
  /** Platform ID of the deal record. */
  id: Scalars['ID']['output'];
  /** Deal name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Input of inventoryEndeavorAccept. */
export type InventoryEndeavorAcceptInput = {
  /** Deal to accept. */
  dealId: Scalars['ID']['input'];
};

/** Payload of inventoryEndeavorAccept. */
export type InventoryEndeavorAcceptPayload = {
  __typename?: 'InventoryEndeavorAcceptPayload';
  /** The accepted deal, or null on failure. */
  data?: Maybe<InventoryEndeavor>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryEndeavorBulkArchive. */
export type InventoryEndeavorBulkArchiveInput = {
  /** Deals to archive. */
  dealIds: Array<Scalars['ID']['input']>;
};

/** Payload of inventoryEndeavorBulkArchive. */
export type InventoryEndeavorBulkArchivePayload = {
  __typename?: 'InventoryEndeavorBulkArchivePayload';
  /** The archived deals, or null on failure. */
  data?: Maybe<Array<InventoryEndeavor>>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryEndeavorNoteCreate. */
export type InventoryEndeavorNoteCreateInput = {
  /** Deal the note is added to. */
  dealId: Scalars['ID']['input'];
  /** Note text. */
  note: Scalars['String']['input'];
};

/** Payload of inventoryEndeavorNoteCreate. */
export type InventoryEndeavorNoteCreatePayload = {
  __typename?: 'InventoryEndeavorNoteCreatePayload';
  /** The deal the note was added to, or null on failure. */
  data?: Maybe<InventoryEndeavor>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Input of inventoryEndeavorReject. */
export type InventoryEndeavorRejectInput = {
  /** Deal whose current revision is rejected. */
  dealId: Scalars['ID']['input'];
};

/** Payload of inventoryEndeavorReject. */
export type InventoryEndeavorRejectPayload = {
  __typename?: 'InventoryEndeavorRejectPayload';
  /** The rejected deal, or null on failure. */
  data?: Maybe<InventoryEndeavor>;
  /** Errors; empty on success. */
  errors: Array<MutationError>;
};

/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Apply a sequence of ad group mutations (workflow steps) to one ad group. */
  adGroupBidFactorWorkflow: AdGroupBidFactorWorkflowPayload;
  /** Create an advertiser. */
  advertiserCreate: AdvertiserPayload;
  /** Buyer side: accept a commitment deal (commitment and programmatic guaranteed deals). Replaces legacy POST /proposal/accept. */
  inventoryCommitmentAccept: InventoryCommitmentAcceptPayload;
  /** Buyer side: archive several commitment deals. Replaces legacy DELETE /proposal/{ProposalId}. */
  inventoryCommitmentBulkArchive: InventoryCommitmentBulkArchivePayload;
  /** Buyer side: add a note to a commitment deal. Replaces legacy POST /proposal/notes. */
  inventoryCommitmentNoteCreate: InventoryCommitmentNoteCreatePayload;
  /** Buyer side: reject the current revision of a commitment deal. Replaces legacy POST /proposal/reject. */
  inventoryCommitmentReject: InventoryCommitmentRejectPayload;
  /** Buyer side: accept an endeavor deal (standard deals). Replaces legacy POST /proposal/accept. */
  inventoryEndeavorAccept: InventoryEndeavorAcceptPayload;
  /** Buyer side: archive several endeavor deals. Replaces legacy DELETE /proposal/{ProposalId}. */
  inventoryEndeavorBulkArchive: InventoryEndeavorBulkArchivePayload;
  /** Buyer side: add a note to an endeavor deal. Replaces legacy POST /proposal/notes. */
  inventoryEndeavorNoteCreate: InventoryEndeavorNoteCreatePayload;
  /** Buyer side: reject the current revision of an endeavor deal. Replaces legacy POST /proposal/reject. */
  inventoryEndeavorReject: InventoryEndeavorRejectPayload;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationAdGroupBidFactorWorkflowArgs = {
  input: AdGroupBidFactorWorkflowInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationAdvertiserCreateArgs = {
  input: AdvertiserCreateInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryCommitmentAcceptArgs = {
  input: InventoryCommitmentAcceptInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryCommitmentBulkArchiveArgs = {
  input: InventoryCommitmentBulkArchiveInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryCommitmentNoteCreateArgs = {
  input: InventoryCommitmentNoteCreateInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryCommitmentRejectArgs = {
  input: InventoryCommitmentRejectInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryEndeavorAcceptArgs = {
  input: InventoryEndeavorAcceptInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryEndeavorBulkArchiveArgs = {
  input: InventoryEndeavorBulkArchiveInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryEndeavorNoteCreateArgs = {
  input: InventoryEndeavorNoteCreateInput;
};


/** Root mutation type. Every mutation returns a payload with `data` (the entity, or null on failure) and `errors` (empty on success). */
export type MutationInventoryEndeavorRejectArgs = {
  input: InventoryEndeavorRejectInput;
};

/** Generic mutation error, returned in a payload's `errors` list. */
export type MutationError = {
  __typename?: 'MutationError';
  /** Machine-readable error code, for example VALIDATION_ERROR. */
  code: Scalars['String']['output'];
  /** Summary of the failure. */
  message: Scalars['String']['output'];
};

/** Paging state of a connection. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Opaque cursor of the last item of this page; pass it as `after` to fetch the next page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A partner account. */
export type Partner = {
  __typename?: 'Partner';
  /** Audiences of this partner. */
  audiences: AudienceConnection;
  /** Partner ID. */
  id: Scalars['ID']['output'];
  /** Partner name. */
  partnerName: Scalars['String']['output'];
};


/** A partner account. */
export type PartnerAudiencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** Root query type. */
export type Query = {
  __typename?: 'Query';
  /** One ad group by ID, or null if not found. */
  adGroup?: Maybe<AdGroup>;
  /** One advertiser by ID, or null if not found. */
  advertiser?: Maybe<Advertiser>;
  /** Paged list of advertisers, optionally filtered. */
  advertisers: AdvertiserConnection;
  /**
   * Root-level audiences query, filtered by advertiser or partner.
   * @deprecated Use `advertiser(id) { audiences }` or `partner(id) { audiences }`. Deprecation effective 2027-01-02.
   */
  audiences: AudienceConnection;
  /** One partner by ID, or null if not found. */
  partner?: Maybe<Partner>;
};


/** Root query type. */
export type QueryAdGroupArgs = {
  id: Scalars['ID']['input'];
};


/** Root query type. */
export type QueryAdvertiserArgs = {
  id: Scalars['ID']['input'];
};


/** Root query type. */
export type QueryAdvertisersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AdvertiserFilterInput>;
};


/** Root query type. */
export type QueryAudiencesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  where: AudienceFilterInput;
};


/** Root query type. */
export type QueryPartnerArgs = {
  id: Scalars['ID']['input'];
};

/** Active counts of a targeting data segment. */
export type TargetingDataActiveCounts = {
  __typename?: 'TargetingDataActiveCounts';
  /** Active device count. */
  devices?: Maybe<Scalars['Long']['output']>;
};

/** Counts of a targeting data segment (old shape). */
export type TargetingDataCounts = {
  __typename?: 'TargetingDataCounts';
  /** Active count. */
  activeCounts?: Maybe<Scalars['Long']['output']>;
  /** Time the counts were last updated. */
  lastUpdatedAtUTC?: Maybe<Scalars['DateTime']['output']>;
  /** Received count. */
  receivedCounts?: Maybe<Scalars['Long']['output']>;
};

/** Counts and expiration insight of a targeting data segment. */
export type TargetingDataInsights = {
  __typename?: 'TargetingDataInsights';
  /** Active counts. */
  activeCounts?: Maybe<TargetingDataActiveCounts>;
  /** Days until a large expiration of the segment's data. */
  daysUntilLargeExpiration?: Maybe<Scalars['Int']['output']>;
  /** Time the insights were last updated. */
  lastUpdatedAtUTC?: Maybe<Scalars['DateTime']['output']>;
  /** Received counts. */
  receivedCounts?: Maybe<TargetingDataReceivedCounts>;
};

/** Received counts of a targeting data segment. */
export type TargetingDataReceivedCounts = {
  __typename?: 'TargetingDataReceivedCounts';
  /** Total received user ID count. */
  totalUserIdCount?: Maybe<Scalars['Long']['output']>;
};

/** A targeting data segment. */
export type TargetingDataSegment = {
  __typename?: 'TargetingDataSegment';
  /**
   * Days until a large expiration of the segment's data. Now at `targetingDataInsights.daysUntilLargeExpiration`.
   * @deprecated Use `targetingDataInsights` instead. Deprecation effective 2026-10-30.
   */
  daysUntilLargeExpiration?: Maybe<Scalars['Int']['output']>;
  /** Segment ID. */
  id: Scalars['ID']['output'];
  /** Segment name. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * Active and received counts of the segment.
   * @deprecated Use `targetingDataInsights` instead. Deprecation effective 2026-10-30.
   */
  targetingDataCounts?: Maybe<TargetingDataCounts>;
  /** Counts and expiration insight for the segment. */
  targetingDataInsights?: Maybe<TargetingDataInsights>;
};

/** Paged list of targeting data segments. */
export type TargetingDataSegmentConnection = {
  __typename?: 'TargetingDataSegmentConnection';
  /** The segments of this page, with cursors. */
  edges: Array<TargetingDataSegmentEdge>;
  /** The segments of this page. */
  nodes: Array<TargetingDataSegment>;
  /** Paging state. */
  pageInfo: PageInfo;
  /** Count of all matching segments. */
  totalCount: Scalars['Int']['output'];
};

/** A targeting data segment with its cursor. */
export type TargetingDataSegmentEdge = {
  __typename?: 'TargetingDataSegmentEdge';
  /** Opaque cursor of this item. */
  cursor: Scalars['String']['output'];
  /** The segment. */
  node: TargetingDataSegment;
};
