// Targeting data segment health: match rates and segments whose data is about to expire.
import { gql } from 'graphql-tag';
import { request } from './client.js';
import { SEGMENT_FIELDS } from './fragments.js';
import type {
  AdvertiserSegmentsQuery,
  AdvertiserSegmentsQueryVariables,
  SegmentFieldsFragment,
} from './generated/graphql.js';

export const ADVERTISER_SEGMENTS = gql`
  query AdvertiserSegments($advertiserId: ID!) {
    advertiser(id: $advertiserId) {
      id
      targetingDataSegments(first: 100) {
        nodes {
          ...SegmentFields
        }
      }
    }
  }
  ${SEGMENT_FIELDS}
`;

export interface SegmentHealth {
  id: string;
  name: string;
  activeCounts: number;
  receivedCounts: number;
  /** Share of received IDs that are active, 0..1; null when nothing was received. */
  matchRate: number | null;
  lastUpdatedAtUTC: string | null;
}

const EXPIRY_WARNING_DAYS = 14;

export function segmentHealth(seg: SegmentFieldsFragment): SegmentHealth {
  const active = seg.targetingDataCounts?.activeCounts ?? 0;
  const received = seg.targetingDataCounts?.receivedCounts ?? 0;
  return {
    id: seg.id,
    name: seg.name ?? `segment ${seg.id}`,
    activeCounts: active,
    receivedCounts: received,
    matchRate: received > 0 ? active / received : null,
    lastUpdatedAtUTC: seg.targetingDataCounts?.lastUpdatedAtUTC ?? null,
  };
}

export function expiringSoon(segments: readonly SegmentFieldsFragment[], withinDays = EXPIRY_WARNING_DAYS): SegmentFieldsFragment[] {
  return segments
    .filter((seg) => seg.daysUntilLargeExpiration != null && seg.daysUntilLargeExpiration <= withinDays)
    .sort((a, b) => (a.daysUntilLargeExpiration ?? 0) - (b.daysUntilLargeExpiration ?? 0));
}

function describe(seg: SegmentFieldsFragment): string {
  const { targetingDataCounts, daysUntilLargeExpiration } = seg;
  const counts = targetingDataCounts
    ? `${targetingDataCounts.activeCounts ?? 0}/${targetingDataCounts.receivedCounts ?? 0} active`
    : 'no counts';
  const expiry = daysUntilLargeExpiration == null ? 'no expiry' : `expires in ${daysUntilLargeExpiration}d`;
  return `${seg.name ?? seg.id}: ${counts}, ${expiry}`;
}

export interface SegmentReport {
  advertiserId: string;
  health: SegmentHealth[];
  expiring: string[];
}

export async function segmentReport(advertiserId: string): Promise<SegmentReport | null> {
  const data = await request<AdvertiserSegmentsQuery, AdvertiserSegmentsQueryVariables>(ADVERTISER_SEGMENTS, {
    advertiserId,
  });
  if (!data.advertiser) return null;
  const segments: SegmentFieldsFragment[] = data.advertiser.targetingDataSegments.nodes;
  return {
    advertiserId: data.advertiser.id,
    health: segments.map(segmentHealth),
    expiring: expiringSoon(segments).map(describe),
  };
}
