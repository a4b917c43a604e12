/**
 * The legacy proposal API (EPA) and what replaces it (spec 4.3, 4.4), as data the calendar, the
 * engine and the lint rule share; and `findLegacyProposalCalls`, which finds the string and template
 * literals of TS/JS code that call a legacy `/proposal` endpoint.
 *
 * Seller side: the deal API (PDP, GraphQL, its own token). Buyer side: the platform API's
 * `inventory{Commitment|Endeavor}…` mutations, where commitment covers commitment and programmatic
 * guaranteed deals and endeavor covers standard deals.
 */
import type TS from 'typescript';
import { parseHostFile, ts } from '../documents/typescript.js';

export type LegacyMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The route shapes of the legacy proposal API, as spec 4.3 writes them (without the /v3 prefix). */
export type LegacyProposalRoute =
  | '/proposal'
  | '/proposal/notes'
  | '/proposal/accept'
  | '/proposal/reject'
  | '/proposal/query'
  | '/proposal/query/facets'
  | '/proposal/history/{ProposalId}/{RevisionNumber}'
  | '/proposal/seats'
  | '/proposal/{ProposalId}';

export const NO_EQUIVALENT = 'no equivalent';

export interface SellerProposalEndpoint {
  method: LegacyMethod;
  route: LegacyProposalRoute;
  purpose: string;
  /** The deal API operation, or null when there is no equivalent. */
  operation: string | null;
  operationType: 'query' | 'mutation' | null;
  note?: string;
}

export interface BuyerProposalEndpoint {
  method: LegacyMethod;
  route: LegacyProposalRoute;
  purpose: string;
  /** `inventory{Commitment|Endeavor}Accept`: the operation pattern over both deal types. */
  operation: string;
  /** The platform API mutation for commitment deals (commitment, programmatic guaranteed) and for endeavor (standard) deals. */
  commitment: string;
  endeavor: string;
}

/** Spec 4.3, seller side: legacy endpoint → deal API (PDP) operation. */
export const SELLER_PROPOSAL_ENDPOINTS: readonly SellerProposalEndpoint[] = [
  { method: 'POST', route: '/proposal', purpose: 'Create a proposal', operation: 'dealCreate', operationType: 'mutation' },
  { method: 'PUT', route: '/proposal', purpose: 'Update, creating a new revision', operation: 'dealRevise', operationType: 'mutation' },
  { method: 'POST', route: '/proposal/notes', purpose: 'Add a note', operation: 'dealNoteCreate', operationType: 'mutation' },
  { method: 'DELETE', route: '/proposal/{ProposalId}', purpose: 'Delete', operation: 'dealRemove', operationType: 'mutation' },
  { method: 'POST', route: '/proposal/query', purpose: 'List proposals and revisions', operation: 'deals', operationType: 'query' },
  {
    method: 'GET',
    route: '/proposal/{ProposalId}',
    purpose: 'Latest revision with deals and notes',
    operation: 'deals',
    operationType: 'query',
    note: 'commitment and endeavor deal terms',
  },
  { method: 'GET', route: '/proposal/history/{ProposalId}/{RevisionNumber}', purpose: 'One revision', operation: 'auditLog', operationType: 'query' },
  { method: 'GET', route: '/proposal/query/facets', purpose: 'Search facets', operation: null, operationType: null, note: 'deal search parameters' },
  { method: 'GET', route: '/proposal/seats', purpose: 'Default buyer seats', operation: 'knownAgents', operationType: 'query' },
];

const buyer = (method: LegacyMethod, route: LegacyProposalRoute, purpose: string, action: string): BuyerProposalEndpoint => ({
  method,
  route,
  purpose,
  operation: `inventory{Commitment|Endeavor}${action}`,
  commitment: `inventoryCommitment${action}`,
  endeavor: `inventoryEndeavor${action}`,
});

/** Spec 4.3, buyer side: legacy endpoint → platform API mutation, per deal type. */
export const BUYER_PROPOSAL_ENDPOINTS: readonly BuyerProposalEndpoint[] = [
  buyer('POST', '/proposal/accept', 'Accept a proposal', 'Accept'),
  buyer('POST', '/proposal/reject', 'Reject a proposal revision', 'Reject'),
  buyer('POST', '/proposal/notes', 'Add a note', 'NoteCreate'),
  buyer('DELETE', '/proposal/{ProposalId}', 'Delete (archive)', 'BulkArchive'),
];

export interface DealTypeComparison {
  dealType: 'Commitment' | 'Endeavor' | 'Preferred' | 'Private Auction' | 'Programmatic Guaranteed';
  api: 'PDP' | 'EPA' | 'EPA and PDP';
  auctionTypes: string;
  flight: 'required' | 'optional';
  buyerLimit: 'multiple buyers' | 'single buyer';
  inventory: string;
  /** The deal API `DealType` a legacy deal of this type is (re)created as. */
  pdpDealType: 'STANDARD' | 'COMMITMENT' | 'PROGRAMMATIC_GUARANTEED';
  /** The buyer-side operations family (`inventoryCommitment…` or `inventoryEndeavor…`). */
  buyerSide: 'Commitment' | 'Endeavor';
}

/** Spec 4.4: the deal types compared, and where each lands in the deal API. */
export const DEAL_TYPES: readonly DealTypeComparison[] = [
  { dealType: 'Commitment', api: 'PDP', auctionTypes: 'fixed price, first price or second price', flight: 'required', buyerLimit: 'multiple buyers', inventory: 'reserved, commitment', pdpDealType: 'COMMITMENT', buyerSide: 'Commitment' },
  { dealType: 'Endeavor', api: 'PDP', auctionTypes: 'fixed price, first price or second price', flight: 'required', buyerLimit: 'multiple buyers', inventory: 'unreserved, no commitment', pdpDealType: 'STANDARD', buyerSide: 'Endeavor' },
  { dealType: 'Preferred', api: 'EPA', auctionTypes: 'fixed price or variable floor', flight: 'optional', buyerLimit: 'multiple buyers', inventory: 'unreserved, no commitment', pdpDealType: 'STANDARD', buyerSide: 'Endeavor' },
  { dealType: 'Private Auction', api: 'EPA', auctionTypes: 'fixed price or variable floor', flight: 'optional', buyerLimit: 'multiple buyers', inventory: 'unreserved, no commitment', pdpDealType: 'STANDARD', buyerSide: 'Endeavor' },
  { dealType: 'Programmatic Guaranteed', api: 'EPA and PDP', auctionTypes: 'fixed price', flight: 'required', buyerLimit: 'single buyer', inventory: 'reserved, commitment', pdpDealType: 'PROGRAMMATIC_GUARANTEED', buyerSide: 'Commitment' },
];

/** Spec 4.4: recreating a legacy preferred or private-auction deal in the deal API. */
export const RECREATE_LEGACY_DEAL_STEPS: readonly string[] = [
  'create a standard deal with an empty spend tier',
  'add flight dates',
  'select a category taxonomy even with no content terms',
  'provide the agreed bidstream signals (standard deals have no signals imposed by the platform)',
];

/** The replacements of one legacy endpoint; `method` null gives every method's. */
export function proposalReplacement(
  route: LegacyProposalRoute,
  method: string | null,
): { seller: string | null; buyer: string | null; replacement: string } {
  const pick = <T extends { method: LegacyMethod; route: LegacyProposalRoute }>(rows: readonly T[]) => {
    const ofRoute = rows.filter((row) => row.route === route);
    const exact = ofRoute.filter((row) => row.method === method);
    // A method the table has no row for (PATCH /proposal) still calls the legacy API: show every candidate.
    return method !== null && exact.length > 0 ? exact : method !== null && anyRow(route, method) ? [] : ofRoute;
  };
  const sellerRows = pick(SELLER_PROPOSAL_ENDPOINTS);
  const buyerRows = pick(BUYER_PROPOSAL_ENDPOINTS);
  const sellerNames = [...new Set(sellerRows.map((row) => (row.operation ?? `${NO_EQUIVALENT}${row.note ? ` (${row.note})` : ''}`)))];
  const buyerNames = [...new Set(buyerRows.map((row) => row.operation))];
  const seller = sellerNames.length > 0 ? sellerNames.join(' or ') : null;
  const buyerText = buyerNames.length > 0 ? buyerNames.join(' or ') : null;
  const parts: string[] = [];
  const sellerOnlyNone = seller !== null && sellerRows.every((row) => row.operation === null);
  const sellerNotes = [...new Set(sellerRows.filter((row) => row.operation !== null && row.note).map((row) => row.note!))];
  if (seller !== null) parts.push(sellerOnlyNone ? seller : `${seller} (seller, deal API${sellerNotes.length ? `: ${sellerNotes.join('; ')}` : ''})`);
  if (buyerText !== null) parts.push(`${buyerText} (buyer, platform API)`);
  return { seller, buyer: buyerText, replacement: parts.join(' or ') };
}

function anyRow(route: LegacyProposalRoute, method: string): boolean {
  return [...SELLER_PROPOSAL_ENDPOINTS, ...BUYER_PROPOSAL_ENDPOINTS].some((row) => row.route === route && row.method === method);
}

export interface LegacyProposalCall {
  /** 0-based offsets of the literal in the text given (the whole template literal, `${…}` included). */
  start: number;
  end: number;
  /** The HTTP method when the code shows it (`method: 'PUT'`, `axios.put`, `fetch` without a method is GET), else null. */
  method: LegacyMethod | 'PATCH' | 'HEAD' | 'OPTIONS' | null;
  /** The legacy route called, as spec 4.3 writes it (`/proposal/{ProposalId}`). */
  endpoint: LegacyProposalRoute;
  /** The seller-side deal API operation(s) (`dealCreate`, `dealCreate or dealRevise` when the method is unknown, `no equivalent (…)`), or null for a buyer-only endpoint. */
  seller: string | null;
  /** The buyer-side platform operation(s) (`inventory{Commitment|Endeavor}Accept`), or null for a seller-only endpoint. */
  buyer: string | null;
  /** One line for a message: both sides with their APIs. */
  replacement: string;
}

/** Text every legacy proposal call holds: a file without it is not parsed for calls. */
export const LEGACY_PROPOSAL_MARKER = '/proposal';
const MARKER = LEGACY_PROPOSAL_MARKER;
const PLACEHOLDER = '\u0000';
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
const VERB_METHODS: Record<string, LegacyProposalCall['method']> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  delete: 'DELETE',
  del: 'DELETE',
  patch: 'PATCH',
  head: 'HEAD',
  options: 'OPTIONS',
};
/** Calls whose method is GET when none is given. */
const DEFAULT_GET = new Set(['fetch', 'window.fetch', 'globalThis.fetch', 'self.fetch', 'Request', 'axios', 'axios.request', 'got', 'ky', '$fetch', 'ofetch', 'undici.request', 'request']);
/** What may stand before `/proposal` in a URL: nothing, a `${base}`, an origin, then maybe `/v3`. */
const ORIGIN_PREFIX = new RegExp(`^(?:[a-z][a-z0-9+.-]*://[^/\\s?#]*|${PLACEHOLDER})?$`, 'i');
const PATH_PREFIX = /^[^\s]*\/v3$/;


/**
 * The string and template literals of a TS/JS file that call a legacy `/proposal` endpoint, with
 * or without a base URL (`${baseUrl}`, `https://host`) or `/v3`, in source order. The file is
 * parsed (TypeScript's `createSourceFile`, no type-check) only when its text contains `/proposal`.
 * Module specifiers and JSX attribute values are not URLs and are skipped.
 */
export function findLegacyProposalCalls(fileName: string, text: string): LegacyProposalCall[] {
  if (!text.includes(MARKER)) return [];
  const source = parseHostFile(fileName, text);
  const calls: LegacyProposalCall[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const call = isNotAUrl(node) ? null : literalCall(node);
      if (call) calls.push(call);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;

  function literalCall(node: TS.StringLiteral | TS.NoSubstitutionTemplateLiteral | TS.TemplateExpression): LegacyProposalCall | null {
    const shape = ts.isTemplateExpression(node)
      ? node.head.text + node.templateSpans.map((span) => PLACEHOLDER + span.literal.text).join('')
      : node.text;
    if (!shape.includes(MARKER)) return null;
    const route = routeOf(shape, isConcatenatedOnTheRight(node));
    if (!route) return null;
    const method = methodOf(node, source);
    return { start: node.getStart(source), end: node.getEnd(), method, endpoint: route, ...proposalReplacement(route, method) };
  }
}

/** Module specifiers (`import … from './proposal'`, `require()`, `import()`), JSX attribute values and literal types. */
function isNotAUrl(node: TS.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isModuleDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isJsxAttribute(parent)) return true;
  if (ts.isCallExpression(parent) && (parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'))) return true;
  return false;
}

/** `'/v3/proposal/' + id`: the literal's trailing slash is followed by an ID. */
function isConcatenatedOnTheRight(node: TS.Node): boolean {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (ts.isParenthesizedExpression(parent)) {
      current = parent;
      continue;
    }
    if (!ts.isBinaryExpression(parent) || parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) return false;
    // `base + '/v3/proposal/' + id` is `(base + '/v3/proposal/') + id`: climb while the literal ends the left side.
    if (parent.left === current) return true;
    current = parent;
  }
}

/** The legacy route a URL (with `\0` for each `${…}`) calls, or null when it is not one. */
export function routeOf(url: string, followedByValue = false): LegacyProposalRoute | null {
  let from = 0;
  for (;;) {
    const index = url.indexOf(MARKER, from);
    if (index < 0) return null;
    from = index + MARKER.length;
    const prefix = url.slice(0, index);
    const next = url.charAt(from);
    if (next !== '' && !'/?#'.includes(next) && next !== PLACEHOLDER) continue;
    if (!ORIGIN_PREFIX.test(prefix) && !PATH_PREFIX.test(prefix)) continue;
    if (next === PLACEHOLDER) return '/proposal';
    const rest = url.slice(from).split(/[?#]/)[0]!;
    const trailingSlash = rest.endsWith('/');
    const segments = rest.split('/').filter((segment) => segment.length > 0);
    const [first, second] = segments;
    if (first === undefined) return trailingSlash && followedByValue ? '/proposal/{ProposalId}' : '/proposal';
    if (first === 'history') return '/proposal/history/{ProposalId}/{RevisionNumber}';
    if (segments.length === 1 && (first === 'notes' || first === 'accept' || first === 'reject' || first === 'seats')) return `/proposal/${first}`;
    if (first === 'query') {
      if (second === undefined) return trailingSlash && followedByValue ? null : '/proposal/query';
      if (second === 'facets' && segments.length === 2) return '/proposal/query/facets';
      continue;
    }
    if (segments.length === 1) return '/proposal/{ProposalId}';
  }
}

/** The HTTP method of the call the URL expression is passed to, when the code shows it. */
function methodOf(literal: TS.Node, source: TS.SourceFile): LegacyProposalCall['method'] {
  const url = urlExpression(literal);
  const parent = url.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments?.[0] === url) {
    const callee = calleeName(parent.expression, source);
    if (ts.isPropertyAccessExpression(parent.expression)) {
      const verb = VERB_METHODS[parent.expression.name.text];
      if (verb) return verb;
    }
    const options = parent.arguments[1];
    if (options && ts.isObjectLiteralExpression(options)) {
      const method = methodProperty(options);
      if (method !== undefined) return method;
      return DEFAULT_GET.has(callee) && !options.properties.some(ts.isSpreadAssignment) ? 'GET' : null;
    }
    return !options && DEFAULT_GET.has(callee) ? 'GET' : null;
  }
  // `axios({ url: '/v3/proposal', method: 'post' })`
  if (ts.isPropertyAssignment(parent) && parent.initializer === url && propertyName(parent.name) === 'url' && ts.isObjectLiteralExpression(parent.parent)) {
    const object = parent.parent;
    const method = methodProperty(object);
    if (method !== undefined) return method;
    const call = object.parent;
    if (ts.isCallExpression(call) && call.arguments[0] === object && !object.properties.some(ts.isSpreadAssignment)) {
      return DEFAULT_GET.has(calleeName(call.expression, source)) ? 'GET' : null;
    }
  }
  return null;
}

/** Climbs from the literal through what still makes the URL: parentheses, `+`, casts, `new URL(…)`. */
function urlExpression(node: TS.Node): TS.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isTypeAssertionExpression(parent) ||
      ts.isNonNullExpression(parent) ||
      (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken)
    ) {
      current = parent;
      continue;
    }
    if (ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'URL' && parent.arguments?.[0] === current) {
      current = parent;
      continue;
    }
    // `new URL(...).toString()`, `url.href`
    if (ts.isNewExpression(current) && ts.isPropertyAccessExpression(parent) && parent.expression === current) {
      const call = parent.parent;
      if (ts.isCallExpression(call) && call.expression === parent && parent.name.text === 'toString') {
        current = call;
        continue;
      }
      if (parent.name.text === 'href') {
        current = parent;
        continue;
      }
    }
    return current;
  }
}

function calleeName(expression: TS.Expression, source: TS.SourceFile): string {
  return ts.isIdentifier(expression) || ts.isPropertyAccessExpression(expression) ? expression.getText(source).replace(/\s+/g, '') : '';
}

function propertyName(name: TS.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : null;
}

/** The `method` property of an options object: its verb, null when present but not a literal, undefined when absent. */
function methodProperty(object: TS.ObjectLiteralExpression): LegacyProposalCall['method'] | undefined {
  let found: LegacyProposalCall['method'] | undefined;
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'method') found = null;
    if (!ts.isPropertyAssignment(property) || propertyName(property.name) !== 'method') continue;
    let value: TS.Expression = property.initializer;
    while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value)) value = value.expression;
    const text = ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) ? value.text.toUpperCase() : null;
    found = text !== null && HTTP_METHODS.has(text) ? (text as LegacyProposalCall['method']) : null;
  }
  return found;
}
