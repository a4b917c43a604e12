/**
 * A name as generated code's names are compared with the schema's: without case and separators, so
 * every naming convention a codegen config can choose matches (`AD_GROUP_UPDATE` ~ `AdGroupUpdate`,
 * `advertiser_segments` ~ `AdvertiserSegmentsQuery` minus its suffix).
 */
export const normalizeName = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
