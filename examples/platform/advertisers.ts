// Advertiser listing: walks the `advertisers` connection page by page.
import { gql } from 'graphql-tag';
import { request } from './client.js';
import type {
  AdvertiserNameQuery,
  AdvertiserNameQueryVariables,
  AdvertisersPageQuery,
  AdvertisersPageQueryVariables,
} from './generated/graphql.js';

export const ADVERTISERS_PAGE = gql`
  query AdvertisersPage($first: Int!, $after: String, $partnerId: ID) {
    advertisers(first: $first, after: $after, where: { partnerId: $partnerId }) {
      nodes {
        id
        advertiserName
        isEnabled
        currency {
          id
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`;

export const ADVERTISER_NAME = gql`query AdvertiserName($id: ID!) { advertiser(id: $id) { advertiserName } }`;

export type AdvertiserSummary = AdvertisersPageQuery['advertisers']['nodes'][number];

export interface ListAdvertisersOptions {
  partnerId?: string;
  pageSize?: number;
  onTotal?: (totalCount: number) => void;
}

/** Yields every advertiser visible to the token, following `pageInfo.endCursor`. */
export async function* listAdvertisers(options: ListAdvertisersOptions = {}): AsyncGenerator<AdvertiserSummary> {
  const { partnerId, pageSize = 100, onTotal } = options;
  let after: string | null = null;
  let first = true;
  do {
    const data: AdvertisersPageQuery = await request<AdvertisersPageQuery, AdvertisersPageQueryVariables>(
      ADVERTISERS_PAGE,
      { first: pageSize, after, partnerId: partnerId ?? null },
    );
    const { nodes, pageInfo, totalCount } = data.advertisers;
    if (first) {
      onTotal?.(totalCount);
      first = false;
    }
    yield* nodes;
    after = pageInfo.hasNextPage ? (pageInfo.endCursor ?? null) : null;
  } while (after !== null);
}

/** Enabled advertisers grouped by currency code. */
export async function enabledAdvertisersByCurrency(partnerId?: string): Promise<Map<string, AdvertiserSummary[]>> {
  const byCurrency = new Map<string, AdvertiserSummary[]>();
  for await (const advertiser of listAdvertisers(partnerId ? { partnerId } : {})) {
    if (!advertiser.isEnabled) continue;
    const bucket = byCurrency.get(advertiser.currency.id) ?? [];
    bucket.push(advertiser);
    byCurrency.set(advertiser.currency.id, bucket);
  }
  return byCurrency;
}

export async function advertiserName(id: string): Promise<string | undefined> {
  const data = await request<AdvertiserNameQuery, AdvertiserNameQueryVariables>(ADVERTISER_NAME, { id });
  return data.advertiser?.advertiserName;
}
