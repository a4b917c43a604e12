/**
 * sunset's engine API. Every face (the `sunset` CLI, `sunset/eslint`, `sunset/codegen`, the codemods)
 * is built on these calls; so can yours.
 */
export { Analyzer, type AnalyzerOptions, type AnalysisResult, type ParsedSource, type SourceInput } from './analysis/analyzer.js';
export { buildRetirementIndex, statusOf, type Retirement, type RetirementIndex, type RetirementStatus } from './analysis/retirement-index.js';
export { schemaAsOf } from './analysis/schema-as-of.js';
export type { ElementKind, EngineWarning, Finding, FindingOrigin, FindingStatus, Range, Suggestion, TextEdit } from './analysis/types.js';
export { STATUS_ORDER } from './analysis/types.js';
export { buildCalendar, type BuildCalendarInput } from './calendar/build-calendar.js';
export { parseChangeSchedule, readChangeSchedule, type ScheduledChange } from './calendar/change-schedule.js';
export { formatCalendarHtml } from './calendar/formats/html.js';
export { formatCalendarIcs } from './calendar/formats/ics.js';
export { formatCalendarJson } from './calendar/formats/json.js';
export { formatCalendarMarkdown } from './calendar/formats/markdown.js';
export { loadProject, loadProjectSync, type LoadedProject } from './calendar/load-calendar.js';
export { datesInReason, parseDeletionDate, type ReasonDate } from './calendar/reason-dates.js';
export type { Calendar, CalendarEntry, ChangeKind, Diagnostic, EntrySource, EntryStatus } from './calendar/types.js';
export { failingFindings, type CheckReport } from './check/report.js';
export { runCheck, type CheckOptions, type FailOn } from './check/run-check.js';
export { resolveProject, type ProjectSettings } from './config/project-config.js';
export { findSourceFiles, readSourceFiles } from './documents/find-source-files.js';
export { scanSource } from './documents/scan-source.js';
export { ConstantsOnDisk } from './documents/constants-on-disk.js';
export { ExportedConstants, type ConstantDeclaration, type ConstantModules } from './documents/imported-constants.js';
export type { EmbeddedDocument } from './documents/embedded-document.js';
export { SunsetError, ExitCode } from './errors.js';
export { normalizeCoordinate, resolveCoordinate } from './schema/coordinates.js';
export { deprecatedElements, type DeprecatedElement } from './schema/deprecated-elements.js';
export { buildSchemaFromSdl, loadSchema, loadSchemaSync, type LoadedSchema } from './schema/load-schema.js';
export { restToGraphqlName, graphqlToRestName } from './rest/naming.js';
export { loadRestMap, mergeRestMaps, parseRestMap, type LoadRestMapOptions, type RestMap } from './rest/rest-map.js';
export { describeMapping, mapRestProperty, type MapPropertyOptions, type RestPropertyMapping } from './rest/map-property.js';
export {
  mapRestPayload,
  mapRestPayloadText,
  type MapPayloadOptions,
  type MapPayloadResult,
  type MapPayloadTextOptions,
  type PayloadProblem,
  type RestMethod,
} from './rest/map-payload.js';
export {
  PAGING_CONCEPTS,
  REST_TO_GRAPHQL_PAGING,
  restHasNextPage,
  toConnectionArgs,
  toRestPage,
  walkConnection,
  type ConnectionArgs,
  type ConnectionPage,
  type PageInfo,
  type PagingConcept,
  type RestPage,
  type RestPageRequest,
  type ToConnectionArgsOptions,
  type WalkConnectionOptions,
} from './rest/paging.js';
export {
  findLegacyProposalCalls,
  DEAL_TYPES,
  SELLER_PROPOSAL_ENDPOINTS,
  BUYER_PROPOSAL_ENDPOINTS,
  type BuyerProposalEndpoint,
  type DealTypeComparison,
  type LegacyProposalCall,
  type SellerProposalEndpoint,
} from './rest/legacy-proposal-api.js';
export { CODEMODS, codemodByName, runCodemods, resolveCodemods, type Codemod, type CodemodOptions, type CodemodRunReport, type CodemodFileResult } from './codemods/index.js';
