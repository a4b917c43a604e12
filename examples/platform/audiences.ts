// Audience lookups through the root `audiences` query.
import { gql } from 'graphql-tag';
import { request } from './client.js';
import type {
  AdvertiserAudiencesQuery,
  AdvertiserAudiencesQueryVariables,
  PartnerAudiencesQuery,
  PartnerAudiencesQueryVariables,
} from './generated/graphql.js';

export const ADVERTISER_AUDIENCES = gql(/* GraphQL */ `
  query AdvertiserAudiences($advertiserId: ID!) {
    audiences(where: { advertiserId: $advertiserId }, first: 50) {
      nodes {
        id
        name
      }
      totalCount
    }
  }
`);

export const PARTNER_AUDIENCES = gql`
  query PartnerAudiences($partnerId: ID!) {
    audiences(where: { partnerId: $partnerId }, first: 100) {
      nodes {
        id
        name
      }
      totalCount
    }
  }
`;

export interface AudienceOption {
  value: string;
  label: string;
}

export interface AudiencePicker {
  options: AudienceOption[];
  /** True when the platform has more audiences than the first page shows. */
  truncated: boolean;
}

export async function advertiserAudiencePicker(advertiserId: string): Promise<AudiencePicker> {
  const data = await request<AdvertiserAudiencesQuery, AdvertiserAudiencesQueryVariables>(ADVERTISER_AUDIENCES, {
    advertiserId,
  });
  const options = data.audiences.nodes.map((a) => ({ value: a.id, label: a.name }));
  return { options, truncated: data.audiences.totalCount > options.length };
}

export async function findPartnerAudience(partnerId: string, name: string): Promise<AudienceOption | undefined> {
  const data = await request<PartnerAudiencesQuery, PartnerAudiencesQueryVariables>(PARTNER_AUDIENCES, { partnerId });
  if (data.audiences.totalCount === 0) return undefined;
  const exact = data.audiences.nodes.find((a) => a.name.toLowerCase() === name.toLowerCase());
  return exact ? { value: exact.id, label: exact.name } : undefined;
}
