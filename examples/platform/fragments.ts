// Shared fragments. SegmentFields is spread into every query that reads targeting data segments.
import { gql } from 'graphql-tag';

export const SEGMENT_FIELDS = gql`
  fragment SegmentFields on TargetingDataSegment {
    id
    name
    targetingDataCounts {
      activeCounts
      receivedCounts
      lastUpdatedAtUTC
    }
    daysUntilLargeExpiration
  }
`;
